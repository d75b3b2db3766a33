import { errors, zodMessages } from '@zborovodja/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loggedIn } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';

// Issue 19 #10: zod's English ("Invalid input: expected object, received array", "Too small: …")
// reached users. Every validation message the API sends is Slovenian.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Letters of English words zod writes; none of them may appear in an answer. */
const english = /\b(Invalid|expected|received|Too (small|big)|Required|characters|input)\b/;

it('answers a body of the wrong shape in Slovenian', async () => {
  const { client } = await loggedIn(t.app);
  const res = await client.post('/api/posts', [1, 2, 3]);
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe(zodMessages.wrongShape);
  expect(JSON.stringify(res.json())).not.toMatch(english);
});

it('answers wrong field types, unnamed limits and formats in Slovenian', async () => {
  const c = new Client(t.app);
  const wrongTypes = await c.post('/api/login', { username: ['tenor'], password: { geslo: 1 } });
  expect(wrongTypes.statusCode).toBe(400);
  expect(JSON.stringify(wrongTypes.json())).not.toMatch(english);

  const { client } = await loggedIn(t.app);
  const badQuery = await client.get('/api/events/calendar?year=leto&month=13');
  expect(JSON.stringify(badQuery.json())).not.toMatch(english);

  // The schemas' own messages still win over the general map.
  const short = await c.post('/api/auth/register', { username: 'janez', email: 'janez@zbor.si', password: '1234567', terms_accepted: true });
  expect(short.json().error).toBe(errors.passwordMin);
});
