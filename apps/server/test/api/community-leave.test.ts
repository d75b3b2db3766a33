import { errors, success } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../../src/clock.ts';
import { addMember, loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';

/** Issue 58, #7: DELETE /api/communities/{id}/membership — the actor leaves a community. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const today = () => dateIn('Europe/Ljubljana', t.clock.now());
const feedPath = (url: string) => new URL(url).pathname + new URL(url).search;

async function createEvent(client: Client, o: Record<string, unknown>) {
  const res = await client.post('/api/events', { title: 'Vaja', date: addDays(today(), 5), time: '19:30', location: 'Župnišče', visibility: 'community', ...o });
  if (res.statusCode !== 201) throw new Error(`event: ${res.statusCode} ${res.body}`);
  return res.json().event as { id: number };
}

const attendeeRows = (userId: number) =>
  t.database.db.selectFrom('event_attendees').select('event_id').where('user_id', '=', userId).execute().then((rows) => rows.map((r) => r.event_id).sort());

describe('leaving a community', () => {
  it('ends the membership, the attendee rows of its events, its feed URL, and moves primary to another membership', async () => {
    const { client: admin, user: adminUser } = await loggedIn(t.app);
    const c = await newCommunity(admin);
    const other = await newCommunity(admin);
    const elsewhere = await createEvent(admin, { title: 'Vaja drugega zbora', community_id: other.id });
    const upcoming = await createEvent(admin, { title: 'Adventna vaja', community_id: c.id });
    const past = await createEvent(admin, { title: 'Pretekla vaja', community_id: c.id, date: addDays(today(), -7) });

    const u = await newUser(t.app, { username: `mojca_${Date.now()}` });
    await addMember(t.app, u.id, c.id); // first membership: primary
    await addMember(t.app, u.id, other.id);
    const { client } = await loggedIn(t.app, u);
    for (const e of [upcoming, past, elsewhere]) {
      expect((await admin.post(`/api/events/${e.id}/attendees`, { user_ids: [u.id] })).statusCode).toBe(200);
    }
    expect((await client.get('/api/profile')).json().community_id).toBe(c.id);
    const feeds = (await client.get('/api/calendar-feeds')).json();
    const feedOf = (id: number) => (feeds.communities as { community_id: number; url: string }[]).find((f) => f.community_id === id)!.url;
    expect((await t.app.inject({ method: 'GET', url: feedPath(feedOf(c.id)) })).statusCode).toBe(200);

    const res = await client.delete(`/api/communities/${c.id}/membership`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: success.leftCommunity });

    const mine = (await client.get('/api/user/communities')).json().communities as { id: number; is_primary: boolean }[];
    expect(mine.map((x) => [x.id, x.is_primary])).toEqual([[other.id, true]]);
    expect((await client.get('/api/profile')).json().community_id).toBe(other.id);
    // Off the lists of the community's events (docs/decisions.md, Attendee lists: past ones too); other communities' stay.
    expect(await attendeeRows(u.id)).toEqual([elsewhere.id]);
    // The community's feed URL is dead and its token gone; the other community's feed still answers.
    expect((await t.app.inject({ method: 'GET', url: feedPath(feedOf(c.id)) })).statusCode).toBe(404);
    const tokens = await t.database.db.selectFrom('calendar_feed_tokens').select('community_id').where('user_id', '=', u.id).execute();
    expect(tokens.map((r) => r.community_id)).not.toContain(c.id);
    expect((await t.app.inject({ method: 'GET', url: feedPath(feedOf(other.id)) })).statusCode).toBe(200);
    // The organizer hears about the upcoming event only.
    const notes = (await admin.get('/api/notifications')).json().notifications as { type: string; reference_id: number; content: string }[];
    const dropped = notes.filter((n) => n.type === 'event_attendee_dropped');
    expect(dropped.map((n) => n.reference_id)).toEqual([upcoming.id]);
    expect(dropped[0]!.content).toContain(u.username);
    // The community itself is private: now hidden from the one who left.
    expect((await client.get(`/api/communities/${c.id}`)).statusCode).toBe(404);
    expect(adminUser.id).toBeGreaterThan(0);
  });

  it('clears primary when the last membership is left, and refuses to leave twice (404)', async () => {
    const { client: admin } = await loggedIn(t.app);
    const c = await newCommunity(admin, { visibility: 'Public' });
    const u = await newUser(t.app);
    await addMember(t.app, u.id, c.id);
    const { client } = await loggedIn(t.app, u);
    expect((await client.delete(`/api/communities/${c.id}/membership`)).statusCode).toBe(200);
    expect((await client.get('/api/profile')).json().community_id).toBeNull();
    expect((await client.get('/api/user/communities')).json().communities).toEqual([]);
    const again = await client.delete(`/api/communities/${c.id}/membership`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(errors.memberNotFound);
  });

  it('refuses the last admin with a message that says what to do, and lets them go once another member is admin', async () => {
    const { client: admin, user: adminUser } = await loggedIn(t.app);
    const c = await newCommunity(admin);
    const u = await newUser(t.app);
    await addMember(t.app, u.id, c.id);
    const res = await admin.delete(`/api/communities/${c.id}/membership`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(errors.lastAdminLeave);
    expect((await admin.get(`/api/communities/${c.id}`)).json().role).toBe('community_admin');

    expect((await admin.put(`/api/communities/${c.id}/admin/users/${u.id}/role`, { role: 'community_admin' })).statusCode).toBe(200);
    expect((await admin.delete(`/api/communities/${c.id}/membership`)).statusCode).toBe(200);
    const members = (await (await loggedIn(t.app, u)).client.get(`/api/communities/${c.id}/users`)).json().users as { id: number }[];
    expect(members.map((m) => m.id)).toEqual([u.id]);
    expect(members.map((m) => m.id)).not.toContain(adminUser.id);
  });

  it('answers 404 to an outsider, for a private community and for a public one they are not in', async () => {
    const { client: admin } = await loggedIn(t.app);
    const priv = await newCommunity(admin);
    const pub = await newCommunity(admin, { visibility: 'Public' });
    const { client: outsider } = await loggedIn(t.app);
    const hidden = await outsider.delete(`/api/communities/${priv.id}/membership`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe(errors.communityNotFound);
    expect((await outsider.delete(`/api/communities/${pub.id}/membership`)).statusCode).toBe(404);
    expect((await outsider.delete('/api/communities/999999/membership')).statusCode).toBe(404);
    expect((await admin.get(`/api/communities/${priv.id}`)).json().members_count).toBe(1);
  });
});

it('is described in /api/openapi.json with a Slovenian summary', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const op = doc.paths['/api/communities/{id}/membership']?.delete;
  expect(op?.summary).toMatch(/^Zapusti skupnost/);
  expect(Object.keys(op.responses)).toContain('200');
});
