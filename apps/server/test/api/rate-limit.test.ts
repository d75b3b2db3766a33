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
  expect(limited.json().error).toBe(errors.rateLimited);

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
