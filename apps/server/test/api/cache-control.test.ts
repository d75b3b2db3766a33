import { afterAll, beforeAll, expect, it } from 'vitest';
import { loggedIn } from '../factories.ts';
import { buildTestApp, Client, multipart, type TestApp } from '../helper.ts';
import { onePagePdf } from '../pdf.ts';

/*
 * Answers that depend on the session must never be kept by a browser or a shared proxy (a parish
 * office computer, a mobile operator's cache): every /api answer says `Cache-Control: no-store`,
 * set once for all of them in the request-start hook. Stored files keep their own private caching.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d5b1a30000000049454e44ae426082', 'hex');
const PDF = onePagePdf('Zdrava Marija');

it('every session-dependent API answer says no-store, also when served from the read cache', async () => {
  const { client } = await loggedIn(t.app);
  for (const url of ['/api/profile', '/api/events', '/api/notifications/unread-count', '/api/notifications', '/api/songs', '/api/get-csrf-token']) {
    for (const round of ['computed', 'kept']) {
      const res = await client.get(url);
      expect([url, round, res.statusCode]).toEqual([url, round, 200]);
      expect([url, round, res.headers['cache-control']]).toEqual([url, round, 'no-store']);
    }
  }
  const written = await client.put('/api/notifications/read-all');
  expect(written.statusCode).toBe(200);
  expect(written.headers['cache-control']).toBe('no-store');
  const missing = await client.get('/api/events/999999');
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['cache-control']).toBe('no-store');
});

it('login, a refused request and an anonymous 401 say no-store too', async () => {
  const { user } = await loggedIn(t.app);
  const c = new Client(t.app);
  const login = await c.post('/api/login', { username: user.username, password: user.password });
  expect(login.statusCode).toBe(200);
  expect(login.headers['cache-control']).toBe('no-store');
  const anonymous = await new Client(t.app).get('/api/profile');
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.headers['cache-control']).toBe('no-store');
  const forged = await c.raw({ method: 'PUT', url: '/api/notifications/read-all', csrf: 'ponarejen' });
  expect(forged.statusCode).toBe(400);
  expect(forged.headers['cache-control']).toBe('no-store');
});

it('stored files keep their own private caching', async () => {
  const { client } = await loggedIn(t.app);
  const image = multipart('profile_image', 'jaz.png', 'image/png', PNG);
  const uploaded = await client.send('POST', '/api/profile/upload-image', image.payload, image.headers);
  expect(uploaded.statusCode).toBe(200);
  expect(uploaded.headers['cache-control']).toBe('no-store');
  const picture = await client.get(uploaded.json().image_url);
  expect(picture.statusCode).toBe(200);
  expect(picture.headers['content-type']).toBe('image/png');
  expect(picture.headers['cache-control']).toBe('private, no-cache');

  const song = (await client.post('/api/songs', { title: 'Z notami' })).json().song;
  const part = multipart('file', 'zbor.pdf', 'application/pdf', PDF);
  expect((await client.send('POST', `/api/songs/${song.id}/upload-part`, part.payload, part.headers)).statusCode).toBe(200);
  const score = await client.get(`/api/songs/${song.id}/part-file`);
  expect(score.statusCode).toBe(200);
  expect(score.headers['cache-control']).toBe('private, no-cache');
});
