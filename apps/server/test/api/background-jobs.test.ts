import { afterAll, beforeAll, expect, it } from 'vitest';
import { cleanupExpired } from '../../src/jobs/cleanup.ts';
import { runExclusive, startJob } from '../../src/jobs/scheduler.ts';
import { newUser } from '../factories.ts';
import { buildTestApp, dialectUnderTest, type TestApp } from '../helper.ts';

// Background work runs once across instances on PostgreSQL (issue 21): two app instances, each
// with its own pool, on one database. On SQLite (one process) the work simply runs.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({}, { instanceOf: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it.runIf(dialectUnderTest() === 'postgres')('a job started at once on two instances runs on one of them only', async () => {
  let runs = 0;
  const job = async () => {
    runs += 1;
    await sleep(300);
    return runs;
  };
  const results = await Promise.all([runExclusive(a.database, 'test-job', job), runExclusive(b.database, 'test-job', job)]);
  expect(runs).toBe(1);
  expect(results.map((r) => r.ran).sort()).toEqual([false, true]);
  // The lock ends with the run: the next tick of either instance runs it again.
  expect((await runExclusive(b.database, 'test-job', job)).ran).toBe(true);
  // Another job has its own lock.
  const other = await Promise.all([runExclusive(a.database, 'job-a', () => sleep(200)), runExclusive(b.database, 'job-b', () => sleep(200))]);
  expect(other.every((r) => r.ran)).toBe(true);
});

it.runIf(dialectUnderTest() === 'postgres')('two schedulers ticking together: each tick of the job runs once, never at the same time', async () => {
  let active = 0;
  let most = 0;
  let runs = 0;
  const work = async () => {
    runs += 1;
    active += 1;
    most = Math.max(most, active);
    await sleep(400);
    active -= 1;
  };
  const jobs = [startJob('tick-test', 100, a.database, a.app.ctx.log, work), startJob('tick-test', 100, b.database, b.app.ctx.log, work)];
  await sleep(2500);
  await Promise.all(jobs.map((j) => j.stop()));
  expect(most).toBe(1);
  expect(runs).toBeGreaterThan(0);
});

it('on SQLite and PostgreSQL alike the work runs when nobody else holds the job', async () => {
  expect(await runExclusive(a.database, 'alone', async () => 42)).toEqual({ ran: true, result: 42 });
});

it('the cleanup deletes expired sessions and e-mail tokens only', async () => {
  const u = await newUser(a.app);
  const now = a.clock.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  await a.app.ctx.db.insertInto('sessions').values([
    { id: 'idle-over', user_id: u.id, created_at: at(20), last_seen_at: at(15), user_agent: null },
    { id: 'absolute-over', user_id: u.id, created_at: at(61), last_seen_at: at(1), user_agent: null },
    { id: 'live', user_id: u.id, created_at: at(30), last_seen_at: at(13), user_agent: null },
  ]).execute();
  const token = (hash: string, expiresDaysAgo: number) => ({ user_id: u.id, kind: 'verify' as const, token_hash: hash, expires_at: at(expiresDaysAgo), used_at: null, created_at: at(3), sent_to: null });
  await a.app.ctx.db.insertInto('email_tokens').values([token('old', 2), token('fresh', -1)]).execute();
  expect(await cleanupExpired(a.app.ctx.db, a.clock)).toEqual({ sessions: 2, tokens: 1 });
  expect((await a.app.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', u.id).execute()).map((r) => r.id)).toEqual(['live']);
  expect((await a.app.ctx.db.selectFrom('email_tokens').select('token_hash').where('user_id', '=', u.id).execute()).map((r) => r.token_hash)).toEqual(['fresh']);
  expect(await cleanupExpired(a.app.ctx.db, a.clock)).toEqual({ sessions: 0, tokens: 0 });
});
