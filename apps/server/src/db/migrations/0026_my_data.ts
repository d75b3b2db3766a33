import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Issue 61, "My data".
 *
 * - posts.user_id and comments.user_id become nullable with ON DELETE SET NULL: a deleted
 *   account's posts and comments stay in their group, shown as "Izbrisan uporabnik"
 *   (docs/decisions.md, "My data"). SQLite cannot change a column's constraint, so
 *   the two tables are rebuilt (SQLite's documented procedure: foreign keys off, new table, copy,
 *   drop, rename, indexes back, foreign_key_check).
 * - event_attendance_anonymous: the attendance of a deleted account at past events, without
 *   anyone's name, for the group's statistics.
 * - data_exports: requested exports of one's own data, made by a worker and kept 24 hours.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    for (const table of ['posts', 'comments']) {
      await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN user_id DROP NOT NULL`.execute(db);
      await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.ref(`${table}_user_id_fkey`)}`.execute(db);
      await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.ref(`${table}_user_id_fkey`)} FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL`.execute(db);
    }
  } else {
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    try {
      await sql`BEGIN`.execute(db);
      try {
        for (const table of ['posts', 'comments']) await rebuildWithNullableAuthor(db, table);
        const broken = await sql`PRAGMA foreign_key_check`.execute(db);
        if (broken.rows.length) throw new Error(`0026: foreign key check failed after the rebuild: ${JSON.stringify(broken.rows)}`);
        await sql`COMMIT`.execute(db);
      } catch (err) {
        await sql`ROLLBACK`.execute(db);
        throw err;
      }
    } finally {
      await sql`PRAGMA foreign_keys = ON`.execute(db);
    }
  }

  await withId(db.schema.createTable('event_attendance_anonymous'), dialect)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('voice_part', 'varchar(40)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_attendance_anonymous_event').on('event_attendance_anonymous').column('event_id').execute();

  await withId(db.schema.createTable('data_exports'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(100)')
    .addColumn('size', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ready_at', 'varchar(30)')
    .addColumn('expires_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('data_exports_user').on('data_exports').column('user_id').execute();
  await db.schema.createIndex('data_exports_due').on('data_exports').columns(['state', 'next_attempt_at']).execute();
}

async function rebuildWithNullableAuthor(db: Kysely<any>, table: string): Promise<void> {
  const objects = await sql<{ type: string; name: string; sql: string | null }>`SELECT type, name, sql FROM sqlite_master WHERE tbl_name = ${table}`.execute(db);
  const create = objects.rows.find((o) => o.type === 'table')!.sql!;
  const before = '"user_id" integer not null references "users" ("id") on delete cascade';
  if (!create.includes(before)) throw new Error(`0026: unexpected definition of ${table}: ${create}`);
  const next = `${table}_0026`;
  const created = create.replace(before, '"user_id" integer references "users" ("id") on delete set null').replace(`CREATE TABLE "${table}"`, `CREATE TABLE "${next}"`);
  await sql.raw(created).execute(db);
  await sql`INSERT INTO ${sql.table(next)} SELECT * FROM ${sql.table(table)}`.execute(db);
  await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  await sql`ALTER TABLE ${sql.table(next)} RENAME TO ${sql.table(table)}`.execute(db);
  for (const o of objects.rows) if ((o.type === 'index' || o.type === 'trigger') && o.sql) await sql.raw(o.sql).execute(db);
}
