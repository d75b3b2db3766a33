import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './helpers.ts';

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('communities'), dialect)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('visibility', 'varchar(20)', (c) => c.notNull().defaultTo('Private'))
    .addColumn('allow_member_edits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('supported_event_types', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('users'), dialect)
    .addColumn('username', 'varchar(50)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('user'))
    .addColumn('display_name', 'varchar(100)')
    .addColumn('profile_image', 'varchar(500)')
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('community_id', 'integer', (c) => c.references('communities.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // Usernames are unique regardless of case, so "Ana" and "ana" cannot both register.
  await sql`CREATE UNIQUE INDEX users_username_lower ON users (lower(username))`.execute(db);

  await withId(db.schema.createTable('community_users'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('community_id', 'integer', (c) => c.notNull().references('communities.id').onDelete('cascade'))
    .addColumn('role', 'varchar(30)', (c) => c.notNull().defaultTo('member'))
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('community_users_user_community', ['user_id', 'community_id'])
    .execute();
  await db.schema.createIndex('community_users_community').on('community_users').column('community_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(300)')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await withId(db.schema.createTable('email_tokens'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_tokens_user').on('email_tokens').columns(['user_id', 'kind']).execute();

  await withId(db.schema.createTable('notifications'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('reference_type', 'varchar(20)')
    .addColumn('reference_id', 'integer')
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_user_created').on('notifications').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('notifications_user_unread').on('notifications').columns(['user_id', 'is_read']).execute();
}
