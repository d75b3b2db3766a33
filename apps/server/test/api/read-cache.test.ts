import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity } from '../factories.ts';
import { forgetSessions } from '../../src/modules/auth/sessions.repository.ts';
import { buildTestApp, Client, linkFrom, type TestApp } from '../helper.ts';

// The kept answers of the hot reads (http/read-cache.ts) must never be seen stale through the API.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('read cache', () => {
  it('serves a repeated read without SQL, and the same body', async () => {
    const { client } = await loggedIn(t.app);
    const first = await client.get('/api/profile');
    const before = t.database.statements?.count ?? 0;
    const second = await client.get('/api/profile');
    if (t.database.statements) expect(t.database.statements.count - before).toBe(0);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
  });

  it('logins and logouts of others keep the answers (sessions are in none of them)', async () => {
    const { client } = await loggedIn(t.app);
    await client.get('/api/profile');
    const other = await loggedIn(t.app);
    await other.client.post('/api/logout');
    const before = t.database.statements?.count ?? 0;
    expect((await client.get('/api/profile')).statusCode).toBe(200);
    if (t.database.statements) expect(t.database.statements.count - before).toBe(0);
  });

  it("a user's own write is seen by their very next read", async () => {
    const { client, user } = await loggedIn(t.app);
    expect((await client.get('/api/profile')).json().display_name).toBeNull();
    expect((await client.put('/api/profile', { email: user.email, display_name: 'Ana Nova' })).statusCode).toBe(200);
    expect((await client.get('/api/profile')).json().display_name).toBe('Ana Nova');
  });

  it("another user's write is seen at once (a new event raises a member's unread count)", async () => {
    const admin = await loggedIn(t.app);
    const member = await loggedIn(t.app);
    const c = await newCommunity(admin.client);
    await addMember(t.app, member.user.id, c.id);
    const count = async () => (await member.client.get('/api/notifications/unread-count')).json().unread_count;
    const events = async () => (await member.client.get(`/api/events?community_id=${c.id}&when=upcoming`)).json().events;
    const unread = await count();
    expect(await events()).toEqual([]);
    const res = await admin.client.post('/api/events', { title: 'Vaja', date: '2099-05-01', location: 'Kor', community_id: c.id, visibility: 'community' });
    expect(res.statusCode).toBe(201);
    expect(await count()).toBe(unread + 1);
    expect((await events()).map((e: { title: string }) => e.title)).toEqual(['Vaja']);
  });

  it('keeps answers per user: the same URL never answers with another user\'s view', async () => {
    const owner = await loggedIn(t.app);
    const other = await loggedIn(t.app);
    const created = await owner.client.post('/api/songs', { title: 'Moja zasebna pesem' });
    expect(created.statusCode).toBe(201);
    const url = '/api/songs?user_only=true&search=zasebna';
    expect((await owner.client.get(url)).json().songs.map((s: { title: string }) => s.title)).toEqual(['Moja zasebna pesem']);
    expect((await other.client.get(url)).json().songs).toEqual([]);
    expect((await other.client.get(`/api/songs/${created.json().song.id}`)).statusCode).toBe(404);
  });

  it('a refused write ends kept answers too, and a failed one leaves the data as it was', async () => {
    const { client, user } = await loggedIn(t.app);
    await client.put('/api/profile', { email: user.email, display_name: 'Prej' });
    expect((await client.get('/api/profile')).json().display_name).toBe('Prej');
    expect((await client.put('/api/profile', { email: 'ni-naslov' })).statusCode).toBe(400);
    expect((await client.get('/api/profile')).json().display_name).toBe('Prej');
  });

  it('e-mail verification, a write behind a GET, is seen by a session that read its profile before', async () => {
    const { client, user } = await loggedIn(t.app);
    expect((await client.put('/api/profile', { email: `nov-${user.id}@zbor.test` })).statusCode).toBe(200);
    expect((await client.get('/api/profile')).json().email_verified).toBe(false);
    const token = linkFrom((await t.outbox()).at(-1)!, 'http://localhost:8080/verify-email/').split('/').pop()!;
    expect((await new Client(t.app).get(`/api/verify-email/${token}`)).statusCode).toBe(200);
    expect((await client.get('/api/profile')).json().email_verified).toBe(true);
  });

  it('an answer is kept at most ten seconds (writes from outside the process, the CLI)', async () => {
    const { client, user } = await loggedIn(t.app);
    expect((await client.get('/api/profile')).json().display_name).toBeNull();
    await t.database.db.updateTable('users').set({ display_name: 'Iz ukazne vrstice' }).where('id', '=', user.id).execute();
    forgetSessions();
    t.clock.advance(10_001);
    expect((await client.get('/api/profile')).json().display_name).toBe('Iz ukazne vrstice');
  });

  it('anonymous reads are not kept and still answer 401', async () => {
    const c = new Client(t.app);
    expect((await c.get('/api/profile')).statusCode).toBe(401);
    expect((await c.get('/api/profile')).statusCode).toBe(401);
  });
});

describe('read cache off (READ_CACHE=off)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp({ READ_CACHE: 'off' });
  });
  afterAll(() => off.close());

  it('runs the query on every read', async () => {
    const { client } = await loggedIn(off.app);
    await client.get('/api/profile');
    const before = off.database.statements?.count ?? 0;
    expect((await client.get('/api/profile')).statusCode).toBe(200);
    if (off.database.statements) expect(off.database.statements.count - before).toBeGreaterThan(0);
  });
});
