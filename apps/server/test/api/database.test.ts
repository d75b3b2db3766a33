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
