import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, rowReader } from '../../src/db/database.ts';

// rowReader must hand over exactly the objects better-sqlite3 itself would (docs/performance.md).
describe('rowReader', () => {
  const db = new SQLite(':memory:');
  db.exec(`create table a (id integer primary key, name text, n real, b blob); insert into a values (1, 'Ána', 1.5, x'00ff'), (2, null, null, null);
           create table c (id integer primary key, name text); insert into c values (1, 'c1');`);

  it('gives the same keys, order and values as better-sqlite3, a repeated name keeping its first place and last value', () => {
    for (const text of ['select * from a order by id', 'select a.*, c.name, c.id from a left join c on c.id = a.id order by a.id', 'select 1 as x, 2 as "we""ird", 3 as x']) {
      const mine = rowReader(db.prepare(text))();
      const theirs = db.prepare(text).all();
      expect(mine).toEqual(theirs);
      expect(mine.map((r) => Object.keys(r))).toEqual(theirs.map((r) => Object.keys(r as object)));
    }
  });

  it('takes parameters and notices a statement whose columns changed', () => {
    const read = rowReader(db.prepare('select * from c where id = ?'));
    expect(read(1)).toEqual([{ id: 1, name: 'c1' }]);
    expect(read(9)).toEqual([]);
    db.exec(`alter table c add column extra text default 'e'`);
    expect(read(1)).toEqual([{ id: 1, name: 'c1', extra: 'e' }]);
  });

  it('reads the columns again after a schema change that keeps the width (a migration on a running app)', async () => {
    const database = openDatabase('sqlite::memory:');
    const { db } = database;
    await sql`create table u (id integer primary key, name text, skeleton text)`.execute(db);
    await sql`insert into u (id, name, skeleton) values (1, 'coca', 'c0ca')`.execute(db);
    const read = () => sql`select * from u`.execute(db).then((r) => r.rows);
    expect(await read()).toEqual([{ id: 1, name: 'coca', skeleton: 'c0ca' }]);
    await db.schema.alterTable('u').dropColumn('skeleton').execute();
    await sql`alter table u add column version integer not null default 7`.execute(db);
    expect(await read()).toEqual([{ id: 1, name: 'coca', version: 7 }]);
    await database.close();
  });
});
