import { errors } from '@zborovodja/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newUser } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';

// Two app instances in one process, one database, one Redis (DB 5, a key prefix of this run):
// with REDIS_URL the limits are counted once for both (issue 21). Redis runs on 6379 in CI.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const prefix = `zb-cluster-test:${process.pid}:${Math.random().toString(36).slice(2)}:`;
const env = { REDIS_URL, REDIS_PREFIX: prefix, AUTH_RATE_LIMIT_MAX: '3' };
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await buildTestApp(env);
  b = await buildTestApp(env, { instanceOf: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

/** A client of one instance at a fixed address (the per-address limits are keyed by it). */
const at = (t: TestApp, ip: string) => {
  const c = new Client(t.app);
  const raw = c.raw.bind(c);
  c.raw = (opts) => raw({ ...opts, remoteAddress: ip });
  return c;
};

it('counts failed logins of one account spread over both instances against the one limit', async () => {
  const u = await newUser(a.app);
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const instance = i % 2 === 0 ? a : b;
    statuses.push((await at(instance, `198.51.100.${i}`).post('/api/login', { username: u.username, password: 'ugibam' })).statusCode);
  }
  // Kept per process, each instance would have allowed 3: five 401s.
  expect(statuses).toEqual([401, 401, 401, 429, 429]);
  const locked = await at(b, '198.51.100.9').post('/api/login', { username: u.username, password: u.password });
  expect(locked.json().error).toBe(errors.loginLocked);
});

it('counts failed logins from one address over both instances (5 × 3 = 15)', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 16; i++) {
    const instance = i % 2 === 0 ? a : b;
    statuses.push((await at(instance, '203.0.113.77').post('/api/login', { username: `nihce${i}`, password: 'ugibam' })).statusCode);
  }
  expect(statuses.slice(0, 15).every((s) => s === 401)).toBe(true);
  expect(statuses[15]).toBe(429);
});

it("shares @fastify/rate-limit's per-address counts (forgot-password, 15 per address)", async () => {
  let last = 0;
  const codes: number[] = [];
  for (let i = 0; i < 16; i++) {
    last = (await at(i % 2 ? b : a, '192.0.2.44').post('/api/auth/forgot-password', { email: `x${i}@zbor.si` })).statusCode;
    codes.push(last);
  }
  expect(codes.slice(0, 15).every((s) => s === 200)).toBe(true);
  expect(last).toBe(429);
  const redis = new Redis(REDIS_URL);
  expect((await redis.keys(`${prefix}rate:*`)).length).toBeGreaterThan(0);
  await redis.quit();
});
