import { errors, notices as notices_ } from '@zborovodja/contracts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, Client, multipart, type TestApp } from '../helper.ts';
import { PNG, unique } from '../security/world.ts';
import { up } from '../../src/db/migrations/0007_issue19_cleanup.ts';

/**
 * Who owns what (issue 19, docs/quality.md, Security suite): a profile photo is set only by its
 * owner's upload and removed only by its owner; a file is deleted only by its owner's action.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

const fileOf = (url: string) => path.join(t.dataDir, 'uploads', 'profile-images', url.split('/').pop()!);
const imageInDb = async (id: number) => (await t.database.db.selectFrom('users').select('profile_image').where('id', '=', id).executeTakeFirstOrThrow()).profile_image;

async function uploadPhoto(c: Client): Promise<string> {
  const m = multipart('profile_image', 'jaz.png', 'image/png', PNG);
  const res = await c.send('POST', '/api/profile/upload-image', m.payload, m.headers);
  expect(res.statusCode).toBe(200);
  return res.json().image_url as string;
}

describe('profile photo: set by upload, removed by its owner only', () => {
  it("PUT /api/profile cannot take another member's photo, nor delete it afterwards", async () => {
    const victim = await loggedIn(t.app);
    const thief = await loggedIn(t.app);
    const url = await uploadPhoto(victim.client);
    const email = thief.user.email;
    for (const field of ['profile_image', 'profileImage']) {
      const res = await thief.client.put('/api/profile', { email, [field]: url });
      expect(res.statusCode).toBe(200);
      expect(res.json().profile_image).toBeNull();
      expect(await imageInDb(thief.user.id)).toBeNull();
      await thief.client.put('/api/profile', { email, [field]: null });
      await thief.client.put('/api/profile', { email, [field]: '' });
    }
    expect(existsSync(fileOf(url))).toBe(true);
    expect(await imageInDb(victim.user.id)).toBe(url);
  });

  it('PUT /api/profile takes no foreign or crafted URL', async () => {
    const { client, user } = await loggedIn(t.app);
    for (const bad of ['https://zlo.example/a.png', '/api/uploads/../../api/logout', '/api/uploads/profile-images/x.png', 'javascript:alert(1)']) {
      const res = await client.put('/api/profile', { email: user.email, profile_image: bad });
      expect(res.statusCode).toBe(200);
      expect(await imageInDb(user.id)).toBeNull();
    }
  });

  it('PUT /api/profile keeps the uploaded photo, whatever profile_image says', async () => {
    const { client, user } = await loggedIn(t.app);
    const url = await uploadPhoto(client);
    await client.put('/api/profile', { email: user.email, profile_image: null });
    expect(await imageInDb(user.id)).toBe(url);
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it('DELETE /api/profile/image removes only the caller\'s own photo and file', async () => {
    const a = await loggedIn(t.app);
    const b = await loggedIn(t.app);
    const urlA = await uploadPhoto(a.client);
    const urlB = await uploadPhoto(b.client);
    const res = await a.client.send('DELETE', '/api/profile/image');
    expect(res.statusCode).toBe(200);
    expect(res.json().profile_image).toBeNull();
    expect(existsSync(fileOf(urlA))).toBe(false);
    expect(await imageInDb(a.user.id)).toBeNull();
    expect(existsSync(fileOf(urlB))).toBe(true);
    expect(await imageInDb(b.user.id)).toBe(urlB);
    // Again with nothing to remove: still fine.
    expect((await a.client.send('DELETE', '/api/profile/image')).statusCode).toBe(200);
  });

  it('a file another user still points at (data from before the fix) is not deleted by the other', async () => {
    const owner = await loggedIn(t.app);
    const borrower = await loggedIn(t.app);
    const url = await uploadPhoto(owner.client);
    await t.database.db.updateTable('users').set({ profile_image: url }).where('id', '=', borrower.user.id).execute();
    expect((await borrower.client.send('DELETE', '/api/profile/image')).statusCode).toBe(200);
    expect(existsSync(fileOf(url))).toBe(true);
    await uploadPhoto(borrower.client);
    expect(existsSync(fileOf(url))).toBe(true);
    expect(await imageInDb(owner.user.id)).toBe(url);
  });

  it('the page CSP loads images only from this site, data: and blob:', async () => {
    const { client } = await loggedIn(t.app);
    const res = await client.get(await uploadPhoto(client));
    const csp = String(res.headers['content-security-policy']);
    const img = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('img-src'));
    expect(img).toBe("img-src 'self' data: blob:");
  });
});

describe('attendee lists: members of the event\'s community, or whom the organizer put there (docs/decisions.md)', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const future = '2031-06-14';
  async function setup(visibility: 'Private' | 'Public' = 'Private') {
    const admin = await loggedIn(t.app);
    const c = (await newCommunity(admin.client, { visibility })).id;
    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c);
    const outsider = await loggedIn(t.app);
    return { admin, c, member, outsider };
  }
  async function event(owner: Client, visibility: 'private' | 'community' | 'public', community_id: number | null) {
    const res = await owner.post('/api/events', { title: unique('Maša '), date: future, time: '10:00', location: 'Cerkev', visibility, community_id });
    expect(res.statusCode).toBe(201);
    return res.json().event as { id: number; title: string };
  }
  const answer = (c: Client, eventId: number, userId: number) => c.put(`/api/events/${eventId}/attendees/${userId}`, { status: 'going' });
  const notices = async (userId: number) =>
    (await t.database.db.selectFrom('notifications').select('content').where('user_id', '=', userId).where('type', '=', 'event_attendee_dropped').execute()).map((n) => n.content);

  it('an outsider cannot put themselves on a public event of a private community', async () => {
    const { admin, c, outsider, member } = await setup();
    const e = await event(admin.client, 'public', c);
    const res = await answer(outsider.client, e.id, outsider.user.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(errors.attendNotAllowed);
    expect((await answer(member.client, e.id, member.user.id)).statusCode).toBe(200);
    // The event says so, so the app offers no answer buttons to the outsider.
    expect((await outsider.client.get(`/api/events/${e.id}`)).json().can_attend).toBe(false);
    expect((await member.client.get(`/api/events/${e.id}`)).json().can_attend).toBe(true);
  });

  it('nobody puts themselves on a public event without a community; whom the organizer added answers', async () => {
    const owner = await loggedIn(t.app);
    const invited = await loggedIn(t.app);
    const stranger = await loggedIn(t.app);
    const e = await event(owner.client, 'public', null);
    expect((await answer(stranger.client, e.id, stranger.user.id)).statusCode).toBe(403);
    expect((await owner.client.post(`/api/events/${e.id}/attendees`, { user_ids: [invited.user.id] })).statusCode).toBe(200);
    expect((await answer(invited.client, e.id, invited.user.id)).statusCode).toBe(200);
  });

  it('an outsider on a public event (from before the rule) loses it the moment it turns private', async () => {
    const { admin, c, outsider } = await setup();
    const e = await event(admin.client, 'public', c);
    await t.database.db.insertInto('event_attendees').values({ event_id: e.id, user_id: outsider.user.id, status: 'confirmed', created_at: today(), updated_at: today() }).execute();
    const edit = await admin.client.put(`/api/events/${e.id}`, { title: e.title, date: future, time: '10:00', location: 'Cerkev', visibility: 'private', community_id: c });
    expect(edit.statusCode).toBe(200);
    expect((await outsider.client.get(`/api/events/${e.id}`)).statusCode).toBe(404);
    expect((await answer(outsider.client, e.id, outsider.user.id)).statusCode).toBe(404);
    const rows = await t.database.db.selectFrom('event_attendees').select('user_id').where('event_id', '=', e.id).execute();
    expect(rows.map((r) => r.user_id)).not.toContain(outsider.user.id);
    // The organizer made the change, so no notice to themselves; an organizer other than the editor hears of it.
    expect(await notices(admin.user.id)).toEqual([]);
  });

  it('a removed member loses the private events they attended at once; the organizer is told', async () => {
    const { admin, c, member } = await setup();
    const e = await event(admin.client, 'private', c);
    expect((await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [member.user.id] })).statusCode).toBe(200);
    expect((await member.client.get(`/api/events/${e.id}`)).statusCode).toBe(200);
    expect((await admin.client.send('DELETE', `/api/communities/${c}/admin/users/${member.user.id}`)).statusCode).toBeLessThan(300);
    expect((await member.client.get(`/api/events/${e.id}`)).statusCode).toBe(404);
    expect((await answer(member.client, e.id, member.user.id)).statusCode).toBe(404);
    const list = (await member.client.get('/api/events')).json().events as { id: number }[];
    expect(list.map((x) => x.id)).not.toContain(e.id);
    expect(await notices(admin.user.id)).toEqual([notices_.attendeeDropped(member.user.username, e.title, '14. 6. 2031')]);
  });

  it("an event of yesterday in the parish's time zone is not upcoming, though it is still today in UTC", async () => {
    const { admin, c, member } = await setup();
    // Move the clock to the coming 23:30 UTC: 00:30 of the next day in Ljubljana (TZ_APP).
    const now = t.clock.now();
    const lateEvening = new Date(now);
    lateEvening.setUTCHours(23, 30, 0, 0);
    if (lateEvening <= now) lateEvening.setUTCDate(lateEvening.getUTCDate() + 1);
    const utcDay = lateEvening.toISOString().slice(0, 10);
    const res = await admin.client.post('/api/events', { title: unique('Maša '), date: utcDay, time: '18:00', location: 'Cerkev', visibility: 'private', community_id: c });
    expect(res.statusCode).toBe(201);
    const e = res.json().event as { id: number };
    expect((await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [member.user.id] })).statusCode).toBe(200);
    t.clock.advance(lateEvening.getTime() - now.getTime());
    try {
      expect((await admin.client.send('DELETE', `/api/communities/${c}/admin/users/${member.user.id}`)).statusCode).toBeLessThan(300);
      expect(await notices(admin.user.id)).toEqual([]);
    } finally {
      t.clock.advance(now.getTime() - lateEvening.getTime());
    }
  });
});

describe('stored files are served by the rule of their object, and revalidated (issue 19)', () => {
  it('a profile photo: the owner, who shares a community or an event with them, global admins; nobody else, and not after leaving', async () => {
    const admin = await loggedIn(t.app);
    const c = (await newCommunity(admin.client)).id;
    const owner = await loggedIn(t.app);
    const member = await loggedIn(t.app);
    const outsider = await loggedIn(t.app);
    const coAttendee = await loggedIn(t.app);
    const global = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    await addMember(t.app, owner.user.id, c);
    await addMember(t.app, member.user.id, c);
    const url = await uploadPhoto(owner.client);
    // The owner's event without a community, with coAttendee (who has none) on its list.
    const e = (await owner.client.post('/api/events', { title: unique('Vaja '), date: '2031-06-14', time: '19:00', location: 'Župnišče', visibility: 'private', community_id: null })).json().event;
    expect((await owner.client.post(`/api/events/${e.id}/attendees`, { user_ids: [coAttendee.user.id] })).statusCode).toBe(200);
    for (const [who, c2, status] of [
      ['owner', owner.client, 200],
      ['member', member.client, 200],
      ['community admin', admin.client, 200],
      ['co-attendee', coAttendee.client, 200],
      ['global admin', global.client, 200],
      ['outsider', outsider.client, 404],
      ['anonymous', new Client(t.app), 401],
    ] as const) {
      expect([who, (await c2.get(url)).statusCode]).toEqual([who, status]);
    }
    expect((await admin.client.send('DELETE', `/api/communities/${c}/admin/users/${member.user.id}`)).statusCode).toBeLessThan(300);
    expect((await member.client.get(url)).statusCode).toBe(404);
  });

  it('every stored file is private, no-cache with an ETag; a revalidation is checked again', async () => {
    const admin = await loggedIn(t.app);
    const c = (await newCommunity(admin.client)).id;
    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c);
    const e = (await admin.client.post('/api/events', { title: unique('Maša '), date: '2031-06-14', time: '10:00', location: 'Cerkev', visibility: 'community', community_id: c })).json().event;
    const m = multipart('file', 'glava.png', 'image/png', PNG);
    expect((await admin.client.send('POST', `/api/events/${e.id}/header-image`, m.payload, m.headers)).statusCode).toBe(200);
    const performer = (await admin.client.post(`/api/communities/${c}/performers`, { name: unique('Izv ') })).json().performer;
    const pm = multipart('image', 'izv.png', 'image/png', PNG);
    const performerUrl = (await admin.client.send('POST', `/api/communities/${c}/performers/${performer.id}/image`, pm.payload, pm.headers)).json().image_url as string;
    const photoUrl = await uploadPhoto(admin.client);
    const urls = [`/api/events/${e.id}/header-image`, performerUrl, photoUrl];
    const etags: string[] = [];
    for (const url of urls) {
      const res = await member.client.get(url);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'private, no-cache']);
      expect(res.headers.etag).toBeTruthy();
      etags.push(String(res.headers.etag));
      const again = await member.client.raw({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect([url, again.statusCode]).toEqual([url, 304]);
    }
    // Removed from the community: the revalidation is refused, not answered 304.
    expect((await admin.client.send('DELETE', `/api/communities/${c}/admin/users/${member.user.id}`)).statusCode).toBeLessThan(300);
    for (const [i, url] of urls.entries()) {
      const res = await member.client.raw({ method: 'GET', url, headers: { 'if-none-match': etags[i]! } });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });
});

describe('rows from before issue 19 (migration 0007)', () => {
  it('drops attendee rows the rule no longer allows and profile image values that are not our uploads, and keeps the rest', async () => {
    const admin = await loggedIn(t.app);
    const c = (await newCommunity(admin.client)).id;
    const member = await loggedIn(t.app);
    const outsider = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c);
    const e = (await admin.client.post('/api/events', { title: unique('Maša '), date: '2031-06-14', time: '10:00', location: 'Cerkev', visibility: 'private', community_id: c })).json().event;
    const at = new Date().toISOString();
    for (const id of [member.user.id, outsider.user.id]) {
      await t.database.db.insertInto('event_attendees').values({ event_id: e.id, user_id: id, status: 'confirmed', created_at: at, updated_at: at }).execute();
    }
    const photo = await uploadPhoto(member.client);
    await t.database.db.updateTable('users').set({ profile_image: 'https://zlo.example/a.png' }).where('id', '=', outsider.user.id).execute();
    await t.database.db.updateTable('users').set({ profile_image: '/api/uploads/profile-images/../../api/logout' }).where('id', '=', admin.user.id).execute();
    await up(t.database.db, t.database.dialect);
    const rows = await t.database.db.selectFrom('event_attendees').select('user_id').where('event_id', '=', e.id).execute();
    expect(rows.map((r) => r.user_id).sort()).toEqual([member.user.id]);
    expect(await imageInDb(member.user.id)).toBe(photo);
    expect(await imageInDb(outsider.user.id)).toBeNull();
    expect(await imageInDb(admin.user.id)).toBeNull();
  });
});
