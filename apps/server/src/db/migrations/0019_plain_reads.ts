import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Drops the version counters that an earlier design kept answers against (migrations 0016–0018,
 * now empty for new databases): their triggers on every table, their functions, the table of
 * counters and the two version columns. Every request reads the database (DESIGN.md §9), and a
 * write no longer touches a row shared by all communities.
 *
 * The events list walks each way a member may see an event in date order (events.repository
 * pageIds): public events, their own, those they organize, their communities'. Each way gets an
 * index in the list's order, replacing the narrower ones it extends.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    const triggers = await sql<{ table: string; name: string }>`
      select c.relname as table, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and t.tgname like '%answer_%'`.execute(db);
    for (const t of triggers.rows) await sql`DROP TRIGGER ${sql.id(t.name)} ON ${sql.id(t.table)}`.execute(db);
    for (const fn of ['answer_world_bump', 'answer_event_bump', 'answer_user_bump']) await sql`DROP FUNCTION IF EXISTS ${sql.id(fn)}()`.execute(db);
  } else {
    const triggers = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and name like '%answer\\_%' escape '\\'`.execute(db);
    for (const t of triggers.rows) await sql`DROP TRIGGER ${sql.id(t.name)}`.execute(db);
  }
  await db.schema.dropTable('answer_versions').ifExists().execute();
  for (const table of ['users', 'events']) {
    const has = await hasColumn(db, dialect, table, 'answer_version');
    if (has) await db.schema.alterTable(table).dropColumn('answer_version').execute();
  }
  for (const old of ['events_owner', 'events_organizer', 'events_community_date']) await db.schema.dropIndex(old).ifExists().execute();
  for (const first of ['visibility', 'owner_id', 'organizer_id', 'community_id']) {
    await db.schema.createIndex(`events_${first}_list`).ifNotExists().on('events').columns([first, 'date', 'time', 'id']).execute();
  }
}

async function hasColumn(db: Kysely<any>, dialect: Dialect, table: string, column: string): Promise<boolean> {
  const rows =
    dialect === 'postgres'
      ? await sql`select 1 from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(db)
      : await sql`select 1 from pragma_table_info(${table}) where name = ${column}`.execute(db);
  return rows.rows.length > 0;
}
