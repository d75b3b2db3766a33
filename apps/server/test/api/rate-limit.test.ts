import { errors } from '@zborovodja/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newUser } from '../factories.ts';
import { buildTestApp, Client, linkFrom, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

it('limits login attempts per account with 429, while the owner can still reset the password', async () => {
  const u = await newUser(t.app);
  const attacker = new Client(t.app);
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    statuses.push((await attacker.post('/api/login', { username: u.username, password: 'ugibam' })).statusCode);
  }
  expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
  expect(statuses[3]).toBe(429);
  const limited = await attacker.post('/api/login', { username: u.username, password: u.password });
  expect(limited.json().error).toBe(errors.loginLocked);

  const owner = new Client(t.app);
  expect((await owner.post('/api/auth/forgot-password', { email: u.email })).statusCode).toBe(200);
  const mail = (await t.outbox()).pop()!;
  const token = linkFrom(mail, 'http://localhost:8080/reset-password/').split('/').pop()!;
  expect((await owner.post('/api/auth/reset-password', { token, password: 'novo-geslo-9' })).statusCode).toBe(200);
});

it('limits forgot-password per IP across accounts', async () => {
  const c = new Client(t.app);
  let last = 0;
  for (let i = 0; i < 17; i++) {
    last = (await c.post('/api/auth/forgot-password', { email: `x${i}@zbor.si` })).statusCode;
  }
  expect(last).toBe(429);
});

/** A browser-like client at its own address (the per-address limits are keyed by it). */
const at = (ip: string) => {
  const c = new Client(t.app);
  const raw = c.raw.bind(c);
  c.raw = (opts) => raw({ ...opts, remoteAddress: ip });
  return c;
};

// 240 password hashings (120 accounts made, 120 logins): seconds alone, far more on a busy machine.
it('lets a whole choir log in from one address; failed attempts from it are still stopped', async () => {
  // The per-address limit is 5 × 3 = 15 here; a rehearsal on the parish Wi-Fi is far more logins.
  const parish = '203.0.113.50';
  const members = [];
  for (let i = 0; i < 120; i++) members.push(await newUser(t.app));
  const statuses: number[] = [];
  for (const m of members) statuses.push((await at(parish).post('/api/login', { username: m.username, password: m.password })).statusCode);
  expect(statuses.filter((s) => s !== 200)).toEqual([]);

  // Successful logins used none of the address's budget: exactly 15 failed guesses (one per
  // account, under every account's own limit) are answered, then the address gets 429.
  const guesser = at(parish);
  const failed: number[] = [];
  for (let i = 0; i < 20; i++) {
    failed.push((await guesser.post('/api/login', { username: members[i]!.username, password: 'ugibam-123' })).statusCode);
  }
  expect(failed).toEqual([...Array(15).fill(401), ...Array(5).fill(429)]);
  const refused = await guesser.post('/api/login', { username: members[30]!.username, password: 'ugibam-123' });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error).toBe(errors.rateLimited);

  // The limit is the address's: the same member logs in from home.
  const home = await at('198.51.100.50').post('/api/login', { username: members[0]!.username, password: members[0]!.password });
  expect(home.statusCode).toBe(200);
}, 120_000);

it('counts a burst of parallel failed logins from one address before checking any password', async () => {
  const members = [];
  for (let i = 0; i < 20; i++) members.push(await newUser(t.app));
  const guesser = at('203.0.113.51');
  const statuses = await Promise.all(members.map((m) => guesser.post('/api/login', { username: m.username, password: 'ugibam-123' })));
  expect(statuses.map((r) => r.statusCode).sort()).toEqual([...Array(15).fill(401), ...Array(5).fill(429)]);
});
