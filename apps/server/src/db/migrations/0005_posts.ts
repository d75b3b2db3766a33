import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Posts of a community and their comments. Deleting a community, a post or a user removes what
 * hangs on it (docs/decisions.md: a deleted user's posts and comments go with the account).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('posts'), dialect)
    .addColumn('community_id', 'integer', (c) => c.notNull().references('communities.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // Newest first within a community: the list's order and filter in one index.
  await db.schema
    .createIndex('posts_community_created')
    .on('posts')
    .expression(sql`community_id, created_at desc, id desc`)
    .execute();
  await db.schema.createIndex('posts_user').on('posts').column('user_id').execute();

  await withId(db.schema.createTable('comments'), dialect)
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_post_created').on('comments').columns(['post_id', 'created_at']).execute();
  await db.schema.createIndex('comments_user').on('comments').column('user_id').execute();
}
