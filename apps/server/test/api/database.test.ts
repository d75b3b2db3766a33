import { afterAll, beforeAll, expect, it } from 'vitest';
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

it.runIf(dialectUnderTest() === 'postgres')(
  "PostgreSQL's write mark (db/remembered.ts): the snapshot stays while only reads run, and moves with every commit, one begun before it was read too",
  async () => {
    const readPool = t.database.readPool!;
    const mark = async () => (await readPool.query<{ mark: string }>('select pg_current_snapshot()::text as mark')).rows[0].mark;
    const first = await mark();
    await t.database.pool!.query('select count(*) from users');
    expect(await mark()).toBe(first);
    // A writer that took its transaction id before the mark was read, and commits after.
    const writer = await t.database.pool!.connect();
    try {
      await writer.query('begin');
      await writer.query("update users set display_name = display_name where username = 'Organist'");
      const during = await mark();
      expect(await mark()).toBe(during);
      await writer.query('commit');
      expect(await mark()).not.toBe(during);
    } finally {
      writer.release();
    }
  },
);
