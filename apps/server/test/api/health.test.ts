import { errors } from '@zborovodja/contracts';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, dialectUnderTest, type TestApp } from '../helper.ts';

// GET /api/health (issue 21): the database and, when configured, Redis; 503 quickly when either is
// gone; back to 200 by itself. Runs on SQLite and on PostgreSQL (DATABASE_URL).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const health = (app = t.app) => app.inject({ method: 'GET', url: '/api/health' });

it('answers 200 with the database ok, without a session or a cookie', async () => {
  const res = await health();
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  expect(res.headers['set-cookie']).toBeUndefined();
});

it('asks the database each time: a closed database is 503 with the Slovenian message', async () => {
  const other = await buildTestApp();
  try {
    expect((await health(other.app)).statusCode).toBe(200);
    await other.database.close();
    const started = Date.now();
    const res = await health(other.app);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: errors.unavailable, status: 'unavailable', database: 'down' });
    expect(Date.now() - started).toBeLessThan(1500);
  } finally {
    // Its database is closed already, so closing it again fails; the scratch database is dropped all the same.
    await other.close().catch(() => {});
  }
});

it('includes Redis when REDIS_URL is set; a Redis that does not answer is 503 within the timeout', async () => {
  const withRedis = await buildTestApp({ REDIS_URL, REDIS_PREFIX: `zb-cluster-test:health:${process.pid}:` });
  const noRedis = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:9/0' });
  try {
    const ok = await health(withRedis.app);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    const started = Date.now();
    const down = await health(noRedis.app);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ database: 'ok', redis: 'down' });
    expect(Date.now() - started).toBeLessThan(2000);
  } finally {
    await withRedis.close();
    await noRedis.close();
  }
});

it.runIf(dialectUnderTest() === 'postgres')('PostgreSQL: 503 while the database refuses connections, 200 again by itself once it takes them', async () => {
  const name = new URL(t.config.databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    // The pool's idle clients hear of their end a moment later; the next probes must say 503.
    let status = 0;
    for (let i = 0; i < 20 && status !== 503; i++) status = (await health()).statusCode;
    expect(status).toBe(503);
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    const started = Date.now();
    let back = 0;
    while (back !== 200 && Date.now() - started < 5000) back = (await health()).statusCode;
    expect(back).toBe(200);
  } finally {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await admin.end();
  }
});
