import { errors } from '@zborovodja/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newUser } from '../factories.ts';
import { buildTestApp, Client, linkFrom, type TestApp } from '../helper.ts';

/**
 * The per-account login lock (issue 19, docs/quality.md, Security suite): keyed on the account,
 * not on the string typed, and the e-mailed reset lets the owner back in at once.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

/** A client at its own address, so the per-address limit (failures only) stays out of the way. */
let ip = 10;
const fresh = () => {
  const c = new Client(t.app);
  const raw = c.raw.bind(c);
  const address = `203.0.113.${ip++}`;
  c.raw = (opts) => raw({ ...opts, remoteAddress: address });
  return c;
};

it('the username and the e-mail of one account share one count', async () => {
  const u = await newUser(t.app);
  const statuses: number[] = [];
  for (const login of [u.username, u.email, u.username.toUpperCase(), ` ${u.email} `, u.username]) {
    statuses.push((await fresh().post('/api/login', { username: login, password: 'ugibam-123' })).statusCode);
  }
  expect(statuses).toEqual([401, 401, 401, 429, 429]);
  const locked = await fresh().post('/api/login', { username: u.email, password: u.password });
  expect(locked.statusCode).toBe(429);
  expect(locked.json().error).toBe(errors.loginLocked);
});

it('names of no account are counted by the normalised string', async () => {
  const statuses: number[] = [];
  for (const login of ['nihce', ' NIHCE ', 'Nihce', 'nihce']) {
    statuses.push((await fresh().post('/api/login', { username: login, password: 'ugibam-123' })).statusCode);
  }
  expect(statuses).toEqual([401, 401, 401, 429]);
});

it('the locked-out owner gets in through the e-mailed reset, at once', async () => {
  const u = await newUser(t.app);
  for (let i = 0; i < 4; i++) await fresh().post('/api/login', { username: u.username, password: 'ugibam-123' });
  expect((await fresh().post('/api/login', { username: u.username, password: u.password })).statusCode).toBe(429);
  const owner = fresh();
  expect((await owner.post('/api/auth/forgot-password', { email: u.email })).statusCode).toBe(200);
  const token = linkFrom((await t.outbox()).pop()!, 'http://localhost:8080/reset-password/').split('/').pop()!;
  expect((await owner.post('/api/auth/reset-password', { token, password: 'novo-geslo-9' })).statusCode).toBe(200);
  expect((await owner.post('/api/login', { username: u.username, password: 'novo-geslo-9' })).statusCode).toBe(200);
});
