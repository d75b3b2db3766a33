import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as plainReads from '../../src/db/migrations/0019_plain_reads.ts';
import { migrateToLatest } from '../../src/db/migrator.ts';
import { newUser } from '../factories.ts';
import { buildTestApp, dialectUnderTest, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('runs on the database named by DATABASE_URL', () => {
  expect(t.database.dialect).toBe(dialectUnderTest());
});

it('migrations are idempotent', async () => {
  expect(await migrateToLatest(t.database)).toEqual([]);
});

it('usernames are unique regardless of case at the database level', async () => {
  await newUser(t.app, { username: 'Organist' });
  await expect(newUser(t.app, { username: 'ORGANIST', email: 'drug@zbor.si' })).rejects.toThrow();
});


/** The triggers of the database: name and table (PostgreSQL's internal ones, which carry foreign keys, left out). */
async function triggers(): Promise<{ name: string; table: string }[]> {
  const rows =
    dialectUnderTest() === 'postgres'
      ? await sql<{ name: string; table: string }>`select t.tgname as name, c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid where not t.tgisinternal`.execute(t.database.db)
      : await sql<{ name: string; table: string }>`select name, tbl_name as "table" from sqlite_master where type = 'trigger'`.execute(t.database.db);
  return rows.rows;
}

it('a migrated database has no trigger but those that keep the songs’ text search in step', async () => {
  const found = await triggers();
  expect(found.filter((tr) => tr.table !== 'songs')).toEqual([]);
  expect(found.filter((tr) => !/fts|search/.test(tr.name))).toEqual([]);
});

it('0019 drops the version counters a database made by earlier releases still has', async () => {
  const db = t.database.db;
  const postgres = dialectUnderTest() === 'postgres';
  await sql`create table answer_versions (scope varchar(20) not null, id integer not null, n integer not null)`.execute(db);
  await sql`alter table users add column answer_version integer not null default 0`.execute(db);
  await sql`alter table events add column answer_version integer not null default 0`.execute(db);
  if (postgres) {
    await sql`create function answer_world_bump() returns trigger language plpgsql as $$ begin update answer_versions set n = n + 1; return null; end $$`.execute(db);
    await sql`create constraint trigger users_answer_world after insert or update or delete on users deferrable initially deferred for each row execute function answer_world_bump()`.execute(db);
  } else {
    await sql`create trigger users_answer_world_update after update on users when old.answer_version = new.answer_version begin update answer_versions set n = n + 1; end`.execute(db);
  }
  await plainReads.up(db, t.database.dialect);
  expect((await triggers()).filter((tr) => tr.table !== 'songs')).toEqual([]);
  await newUser(t.app, { username: 'PoMigraciji', email: 'po@zbor.si' });
  const tables = postgres
    ? await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 'answer_versions'`.execute(db)
    : await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'answer_versions'`.execute(db);
  expect(tables.rows[0]!.n).toBe(0);
});
