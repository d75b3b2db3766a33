import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { literal, param, preparedRead } from '../../src/db/prepared.ts';

// A LIMIT written into a prepared read's text (prepared.ts literal): each value its own statement.
describe('preparedRead with a literal LIMIT', () => {
  const database = openDatabase('sqlite::memory:');
  database.sqlite!.exec(`create table n (v integer primary key); with recursive s(v) as (select 1 union all select v + 1 from s where v < 100) insert into n select v from s;`);
  afterAll(() => database.close());
  const texts: string[] = [];
  const prepare = database.sqlite!.prepare.bind(database.sqlite!);
  (database.sqlite as unknown as { prepare: (t: string) => unknown }).prepare = (t: string) => (texts.push(t), prepare(t));
  const read = preparedRead<{ v: number }, { from: number; limit: number }>(database, (db) =>
    db.selectFrom(sql<{ v: number }>`n`.as('n')).select('n.v').where('n.v', '>=', param<number>('from')).orderBy('n.v').limit(literal('limit')),
  );

  it('writes the value into the statement and keeps one statement per value', async () => {
    expect((await read({ from: 10, limit: 3 })).map((r) => r.v)).toEqual([10, 11, 12]);
    expect((await read({ from: 50, limit: 3 })).map((r) => r.v)).toEqual([50, 51, 52]);
    expect((await read({ from: 1, limit: 0 })).map((r) => r.v)).toEqual([]);
    expect(texts.filter((t) => / limit 3$/.test(t))).toHaveLength(1);
    expect(texts.some((t) => t.includes('/*lit:'))).toBe(false);
  });

  it('answers past the statements it keeps, and refuses what is not a count', async () => {
    for (let limit = 1; limit <= 40; limit++) expect(await read({ from: 1, limit })).toHaveLength(limit);
    const kept = texts.length;
    expect(await read({ from: 1, limit: 39 })).toHaveLength(39); // not kept: prepared for the call
    expect(texts.length).toBe(kept + 1);
    for (const bad of [-1, 1.5, Number.NaN, '3' as unknown as number]) await expect(read({ from: 1, limit: bad })).rejects.toThrow('literal limit');
  });
});
