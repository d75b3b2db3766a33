import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { param, preparedWrite } from '../../src/db/prepared.ts';

// A hot write compiled once (prepared.ts preparedWrite): its values go where the slots are, the
// text is compiled once, and it runs on the caller's transaction when given one.
describe('preparedWrite', () => {
  const database = openDatabase('sqlite::memory:');
  database.sqlite!.exec(`create table t (k integer primary key, a text not null, b text, n integer not null default 0)`);
  afterAll(() => database.close());
  const db = database.db as unknown as import('kysely').Kysely<{ t: { k: number; a: string; b: string | null; n: number } }>;
  const rows = () => database.sqlite!.prepare('select k, a, b, n from t order by k').all();
  const compiled: string[] = [];
  const upsert = preparedWrite<{ k: number; a: string; b: string | null }>(database, (kysely) => {
    const q = (kysely as unknown as typeof db)
      .insertInto('t')
      .values({ k: param<number>('k'), a: param<string>('a'), b: param<string | null>('b'), n: 1 })
      .onConflict((oc) => oc.column('k').doUpdateSet({ a: param<string>('a'), b: param<string | null>('b'), n: sql`t.n + 1` }));
    compiled.push(q.compile().sql);
    return q;
  });

  it('puts each value in its slot, a slot used twice included, and compiles once', async () => {
    await upsert({ k: 1, a: 'prva', b: null });
    await upsert({ k: 2, a: 'druga', b: 'x' });
    await upsert({ k: 1, a: 'spet', b: 'y' });
    expect(rows()).toEqual([
      { k: 1, a: 'spet', b: 'y', n: 2 },
      { k: 2, a: 'druga', b: 'x', n: 1 },
    ]);
    expect(compiled).toHaveLength(1);
  });

  it("runs on the caller's transaction: a rollback undoes it", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await upsert({ k: 3, a: 'tretja', b: null }, trx as never);
        expect(await trx.selectFrom('t').select('a').where('k', '=', 3).executeTakeFirst()).toEqual({ a: 'tretja' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(rows().map((r) => (r as { k: number }).k)).toEqual([1, 2]);
  });
});
