import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, Client, multipart, type TestApp } from '../helper.ts';
import { onePagePdf } from '../pdf.ts';

/**
 * Every request of `npm run bench` runs at most three SQL statements besides its session lookup,
 * whatever the amount of data, on SQLite and on PostgreSQL (issue 7): no statement per row.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loggedIn>>;
let communityId: number;
let eventId: number;
let songId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loggedIn(t.app);
  communityId = (await newCommunity(admin.client)).id;
  const today = t.app.ctx.services.events.today();
  const members = [];
  for (let i = 0; i < 15; i += 1) {
    const u = await newUser(t.app);
    await addMember(t.app, u.id, communityId);
    members.push(u.id);
  }
  for (let i = 0; i < 40; i += 1) {
    const res = await admin.client.post('/api/songs', { title: `Marija, pomagaj ${i}`, composer: 'Ljudska', community_id: communityId });
    songId = res.json().song.id;
  }
  const pdf = onePagePdf('Marija, pomagaj', 2000);
  const m = multipart('file', 'marija.pdf', 'application/pdf', pdf);
  expect((await admin.client.send('POST', `/api/songs/${songId}/upload-part`, m.payload, m.headers)).statusCode).toBe(200);
  for (let i = 0; i < 30; i += 1) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + (i % 12) * 86_400_000).toISOString().slice(0, 10);
    const res = await admin.client.post('/api/events', { title: `Vaja ${i}`, date, location: 'Kor', community_id: communityId });
    eventId ??= res.json().event.id;
  }
  expect((await admin.client.post(`/api/events/${eventId}/attendees`, { user_ids: members })).statusCode).toBe(200);
});
afterAll(() => t.close());

async function statements(run: () => Promise<{ statusCode: number }>): Promise<number> {
  const before = t.database.statements!.count;
  const res = await run();
  expect(res.statusCode).toBeLessThan(300);
  return t.database.statements!.count - before;
}

describe('statements per request (the benchmark routes)', () => {
  const reads = [
    '/api/health',
    '/api/notifications/unread-count',
    '/api/profile',
    () => `/api/songs?community_id=${communityId}&search=marija&per_page=50`,
    () => `/api/songs/${songId}/part-file`,
    '/api/events?when=upcoming&limit=20',
    () => `/api/events/${eventId}?include_attendees=true`,
    '/api/catholic-festivities?year=2026&month=12',
  ];
  for (const read of reads) {
    const label = typeof read === 'string' ? read : read.toString().replace(/^\(\) => /, '');
    it(`GET ${label}: at most 3 and the session`, async () => {
      const url = typeof read === 'string' ? read : read();
      expect(await statements(() => admin.client.get(url))).toBeLessThanOrEqual(4);
    });
  }

  it('GET an event of a community with its attendees and voice parts: the session, the event and its list (the parts are tallied from the list)', async () => {
    const res = await admin.client.get(`/api/events/${eventId}?include_attendees=true`);
    expect(res.json().voice_parts.length).toBeGreaterThan(0);
    expect(await statements(() => admin.client.get(`/api/events/${eventId}?include_attendees=true`))).toBe(3);
  });

  it('GET the profile (read on every page load): the session and one, the user with their communities', async () => {
    const res = await admin.client.get('/api/profile');
    expect(res.json().communities.map((c: { id: number }) => c.id)).toContain(communityId);
    expect(await statements(() => admin.client.get('/api/profile'))).toBe(2);
  });

  it('GET the unread count (the bell, polled by every open page): the session and the count', async () => {
    const other = await newUser(t.app);
    await addMember(t.app, other.id, communityId);
    // A notice for the admin: someone else declines their event (the organizer is told).
    const member = await loggedIn(t.app, other);
    expect((await admin.client.post(`/api/events/${eventId}/attendees`, { user_ids: [other.id] })).statusCode).toBe(200);
    expect((await member.client.put(`/api/events/${eventId}/attendees/${other.id}`, { status: 'declined' })).statusCode).toBe(200);
    const res = await admin.client.get('/api/notifications/unread-count');
    expect(res.json().unread_count).toBeGreaterThan(0);
    expect(await statements(() => admin.client.get('/api/notifications/unread-count'))).toBe(2);
  });

  it('POST /api/login: at most 3', async () => {
    const user = await newUser(t.app);
    const client = new Client(t.app);
    await client.get('/api/get-csrf-token');
    expect(await statements(() => client.post('/api/login', { username: user.username, password: user.password }))).toBeLessThanOrEqual(3);
  });
});
