import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './helpers.ts';

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('invitations'), dialect)
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('community_id', 'integer', (c) => c.notNull().references('communities.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('make_primary', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('is_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'varchar(30)')
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitations_community').on('invitations').column('community_id').execute();
  await db.schema.createIndex('invitations_email').on('invitations').column('email').execute();

  await withId(db.schema.createTable('performers'), dialect)
    .addColumn('community_id', 'integer', (c) => c.notNull().references('communities.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('image_url', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('performers_community').on('performers').column('community_id').execute();
}
