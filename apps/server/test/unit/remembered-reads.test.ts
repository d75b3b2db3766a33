import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { RememberedReads } from '../../src/db/remembered.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const dir = mkdtempSync(path.join(os.tmpdir(), 'zb-mark-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Database.writeMark (SQLite): moves with every write, by this connection or another', () => {
  const url = `sqlite:${path.join(dir, 'app.db')}`;
  const here = openDatabase(url);
  const there = openDatabase(url);
  afterAll(async () => {
    await here.close();
    await there.close();
  });

  it('moves at once with a write on this connection, and stays while nothing is written', async () => {
    await sql`create table t (id integer primary key, v text)`.execute(here.db);
    const before = here.writeMark();
    expect(before).not.toBeNull();
    await sql`select * from t`.execute(here.db);
    expect(here.writeMark()).toBe(before);
    await sql`insert into t (v) values ('a')`.execute(here.db);
    expect(here.writeMark()).not.toBe(before);
  });

  it("moves with another connection's commit from the event loop's next turn on (a request reaches an instance through I/O)", async () => {
    await nextTurn();
    const before = here.writeMark();
    await sql`insert into t (v) values ('b')`.execute(there.db);
    await nextTurn();
    expect(here.writeMark()).not.toBe(before);
  });

  it('is null while a transaction is open on this connection (its reads see rows that may yet be undone)', async () => {
    await here.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into t (v) values ('c')`.execute(trx);
        expect(here.writeMark()).toBeNull();
        throw new Error('undone');
      })
      .catch(() => {});
    expect(here.writeMark()).not.toBeNull();
  });
});

describe('RememberedReads: what was read, until the mark moves', () => {
  const fake = (marks: (string | null)[]) => {
    let i = 0;
    return { writeMark: () => marks[Math.min(i++, marks.length - 1)] } as unknown as Database;
  };

  it('answers what was read at the current mark, and forgets everything when it moves', () => {
    const memory = new RememberedReads(fake(['1', '1', '2']), true);
    const mark = memory.now();
    memory.set(mark, 'session x', { user_id: 7 });
    expect(memory.now()).toBe('1');
    expect(memory.get('session x')).toEqual({ user_id: 7 });
    expect(memory.now()).toBe('2');
    expect(memory.get('session x')).toBeUndefined();
  });

  it('drops a value read at a mark that has moved since (a read an await separated from its filing)', () => {
    const memory = new RememberedReads(fake(['1', '2']), true);
    const mark = memory.now();
    memory.now();
    memory.set(mark, 'session x', { user_id: 7 });
    expect(memory.get('session x')).toBeUndefined();
  });

  it('remembers nothing with no mark (PostgreSQL, a transaction open) or when off', () => {
    const none = new RememberedReads(fake([null]), true);
    none.set(none.now(), 'k', 1);
    expect(none.get('k')).toBeUndefined();
    const off = new RememberedReads(fake(['1']), false);
    expect(off.now()).toBeNull();
    off.set('1', 'k', 1);
    expect(off.get('k')).toBeUndefined();
  });

  it('holds at most its bound between two writes', () => {
    const memory = new RememberedReads(fake(['1']), true, 2);
    const mark = memory.now();
    for (const k of ['a', 'b', 'c']) memory.set(mark, k, k);
    expect([memory.get('a'), memory.get('b'), memory.get('c')]).toEqual(['a', 'b', undefined]);
  });
});
