import { errors, seriesMessages } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/clock.ts';
import { addMember, loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, type Client, type TestApp } from '../helper.ts';

/**
 * Issue 53, a second adversarial review (docs/quality.md, Security suite), #1 and #2 as they were
 * reproduced against a running instance: a scoped series edit that wrote occurrences its editor
 * may not edit or even see, and absences (notes included) read through a personal event. #3 is in
 * security-enumeration.test.ts, #4 in e2e/tests/offline-logout.spec.ts.
 */

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  today = t.app.ctx.services.events.today();
});
afterAll(() => t.close());

type Actor = { client: Client; user: { id: number; username: string } };
type Ev = { id: number; date: string; title: string; visibility: string; community_id: number | null; series_id: number | null; can_delete: boolean; attendees?: { user_id: number }[] };

const body = (communityId: number, o: Record<string, unknown> = {}) => ({
  title: 'Vaja', time: '19:30', location: 'Kor', event_type: 'rehearsal', visibility: 'community', community_id: communityId, ...o,
});

async function seriesOf(actor: Actor, communityId: number, seriesId: number): Promise<Ev[]> {
  const res = await actor.client.get(`/api/events?community_id=${communityId}&from=${today}&to=${addDays(today, 120)}&limit=100`);
  expect(res.statusCode).toBe(200);
  return (res.json().events as Ev[]).filter((e) => e.series_id === seriesId);
}

/** What the database holds of the series' occurrences (whatever the API shows whom). */
const stored = (seriesId: number) =>
  t.database.db.selectFrom('events').select(['id', 'title', 'visibility', 'community_id', 'series_id']).where('series_id', '=', seriesId).orderBy('series_date').execute();

/**
 * The reproduction's world: a community with member edits on, its admin's weekly series of five,
 * the third occurrence made private by the admin with "only this" and given its own attendee.
 */
async function world() {
  const admin = await loggedIn(t.app);
  const community = await newCommunity(admin.client);
  expect((await admin.client.put(`/api/communities/${community.id}`, { name: community.name, allow_member_edits: true })).statusCode).toBe(200);
  const member = await loggedIn(t.app);
  const guest = await loggedIn(t.app);
  await addMember(t.app, member.user.id, community.id);
  await addMember(t.app, guest.user.id, community.id);
  const first = (await admin.client.post('/api/events', body(community.id, { date: addDays(today, 7), repeat: { frequency: 'weekly', count: 5 } }))).json().event as Ev;
  const list = await seriesOf(admin, community.id, first.series_id!);
  expect(list).toHaveLength(5);
  const secret = list[2]!;
  const hide = await admin.client.put(`/api/events/${secret.id}`, body(community.id, { date: secret.date, title: 'Zaupna vaja', visibility: 'private', scope: 'this' }));
  expect(hide.statusCode).toBe(200);
  expect((await admin.client.post(`/api/events/${secret.id}/attendees`, { user_ids: [guest.user.id] })).statusCode).toBe(200);
  expect((await member.client.get(`/api/events/${secret.id}`)).statusCode).toBe(404);
  return { admin, member, guest, community, list, secret, seriesId: first.series_id! };
}

describe('issue 53, #1: a scoped series edit reaches only what its editor may edit', () => {
  it('a member who cannot see a private occurrence cannot move the series, and the occurrence keeps its community, privacy and attendee', async () => {
    const { admin, member, guest, community, list, secret, seriesId } = await world();
    const own = await newCommunity(member.client);
    const before = await stored(seriesId);

    const moved = await member.client.put(`/api/events/${list[0]!.id}`, body(own.id, { date: list[0]!.date, title: 'Prevzeto', scope: 'all' }));
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error).toBe(seriesMessages.scopeEditForbidden(1));
    expect(moved.json().error).toContain('pri 1 datumu');
    expect(await stored(seriesId)).toEqual(before);

    // The private occurrence is still hidden from the member, private, in its community, with its attendee.
    expect((await member.client.get(`/api/events/${secret.id}`)).statusCode).toBe(404);
    expect((await member.client.delete(`/api/events/${secret.id}`)).statusCode).toBe(404);
    const kept = (await admin.client.get(`/api/events/${secret.id}?include_attendees=true`)).json() as Ev;
    expect(kept).toMatchObject({ visibility: 'private', community_id: community.id, title: 'Zaupna vaja' });
    expect(kept.attendees?.map((a) => a.user_id)).toContain(guest.user.id);
    expect((await member.client.get(`/api/events?community_id=${own.id}&from=${today}&to=${addDays(today, 120)}`)).json().events).toEqual([]);
  });

  it('keeping the community, the same edit does not turn the private occurrence back to the community (nor expose its attendees)', async () => {
    const { admin, member, guest, community, list, secret, seriesId } = await world();
    const before = await stored(seriesId);
    for (const scope of ['all', 'following'] as const) {
      const res = await member.client.put(`/api/events/${list[1]!.id}`, body(community.id, { date: list[1]!.date, title: 'Vaja B', scope }));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(seriesMessages.scopeEditForbidden(1));
    }
    expect(await stored(seriesId)).toEqual(before);
    expect((await member.client.get(`/api/events/${secret.id}`)).statusCode).toBe(404);
    const kept = (await admin.client.get(`/api/events/${secret.id}?include_attendees=true`)).json() as Ev;
    expect(kept.visibility).toBe('private');
    expect(kept.attendees?.map((a) => a.user_id)).toContain(guest.user.id);
  });

  it('a scope that holds only what the member may edit is changed; counted dates are named', async () => {
    const { admin, member, community, list, seriesId } = await world();
    // From the fourth occurrence on, nothing is private: the member's edit goes through.
    const after = await member.client.put(`/api/events/${list[3]!.id}`, body(community.id, { date: list[3]!.date, title: 'Vaja C', scope: 'following' }));
    expect(after.statusCode).toBe(200);
    expect((await stored(seriesId)).map((e) => e.title)).toEqual(['Vaja', 'Vaja', 'Zaupna vaja']);
    const split = (await seriesOf(admin, community.id, (await admin.client.get(`/api/events/${list[3]!.id}`)).json().series_id)).map((e) => e.title);
    expect(split).toEqual(['Vaja C', 'Vaja C']);

    // A second private occurrence: the message counts both.
    const again = await admin.client.put(`/api/events/${list[1]!.id}`, body(community.id, { date: list[1]!.date, visibility: 'private', scope: 'this' }));
    expect(again.statusCode).toBe(200);
    const res = await member.client.put(`/api/events/${list[0]!.id}`, body(community.id, { date: list[0]!.date, title: 'Vaja D', scope: 'all' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(seriesMessages.scopeEditForbidden(2));
    expect(res.json().error).toContain('pri 2 datumih');
    expect((await stored(seriesId)).map((e) => e.title)).toEqual(['Vaja', 'Vaja', 'Zaupna vaja']);
  });

  it('the owner edits the whole series, private occurrence included; a plain member deletes nothing', async () => {
    const { admin, member, list, secret, seriesId, community } = await world();
    expect((await member.client.delete(`/api/events/${list[0]!.id}?scope=all`)).statusCode).toBe(403);
    expect(await stored(seriesId)).toHaveLength(5);
    // The private date has its own title: the edit asks before it overwrites it (issue 57, #1).
    const asked = await admin.client.put(`/api/events/${list[0]!.id}`, body(community.id, { date: list[0]!.date, title: 'Vaja E', scope: 'all' }));
    expect(asked.statusCode).toBe(409);
    expect(asked.json().own_changes).toEqual([{ date: secret.date, fields: ['title'] }]);
    const res = await admin.client.put(`/api/events/${list[0]!.id}`, body(community.id, { date: list[0]!.date, title: 'Vaja E', scope: 'all', own_changes: 'overwrite' }));
    expect(res.statusCode).toBe(200);
    expect((await stored(seriesId)).map((e) => e.title)).toEqual(Array(5).fill('Vaja E'));
    expect((await admin.client.get(`/api/events/${secret.id}`)).json().title).toBe('Vaja E');
  });

  it('moving a series to another community needs the right to create events there', async () => {
    const { member, list, seriesId } = await world();
    const other = await loggedIn(t.app);
    const closed = await newCommunity(other.client);
    await addMember(t.app, member.user.id, closed.id);
    const before = await stored(seriesId);
    const res = await member.client.put(`/api/events/${list[3]!.id}`, body(closed.id, { date: list[3]!.date, scope: 'following' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(errors.eventCommunityForbidden);
    expect(await stored(seriesId)).toEqual(before);
  });
});

describe('issue 53, #2: absences only to the leaders of the absent member’s community, planning its event', () => {
  const picker = async (actor: Actor, query: string) => {
    const res = await actor.client.get(`/api/users?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().users as { id: number; away?: { note: string | null } | null }[];
  };

  it('a stranger reads nobody’s absence through a private personal event, whatever its date', async () => {
    const victim = await loggedIn(t.app);
    const stranger = await loggedIn(t.app);
    const date = addDays(today, 20);
    const made = await victim.client.post('/api/profile/absences', { start_date: addDays(date, -2), end_date: addDays(date, 2), note: 'Operacija v bolnišnici – zaupno' });
    expect(made.statusCode).toBe(201);
    const personal = (await stranger.client.post('/api/events', { title: 'Moje', date: addDays(today, 3), time: '10:00', location: 'Doma', visibility: 'private' })).json().event as Ev;
    // Scanning: the event moved to the absence's date.
    expect((await stranger.client.put(`/api/events/${personal.id}`, { title: 'Moje', date, time: '10:00', location: 'Doma', visibility: 'private' })).statusCode).toBe(200);
    const list = await picker(stranger, `event_id=${personal.id}&search=${encodeURIComponent(victim.user.username)}`);
    const seen = list.find((u) => u.id === victim.user.id);
    expect(seen).toBeDefined();
    expect(seen!.away ?? null).toBeNull();
    expect(JSON.stringify(list)).not.toContain('Operacija');
    // The absent member still sees their own.
    expect((await victim.client.get('/api/profile/absences')).json().absences[0].note).toBe('Operacija v bolnišnici – zaupno');
  });

  it('a community admin planning the community’s event sees its members’ absences; a plain member organizing one, and a global admin outside it, do not', async () => {
    const admin = await loggedIn(t.app);
    const community = await newCommunity(admin.client);
    expect((await admin.client.put(`/api/communities/${community.id}`, { name: community.name, allow_member_edits: true })).statusCode).toBe(200);
    const away = await loggedIn(t.app);
    const organizer = await loggedIn(t.app);
    await addMember(t.app, away.user.id, community.id);
    await addMember(t.app, organizer.user.id, community.id);
    const date = addDays(today, 30);
    await away.client.post('/api/profile/absences', { start_date: date, end_date: date, note: 'Dopust' });
    const leaders = (await admin.client.post('/api/events', body(community.id, { date }))).json().event as Ev;
    const members = (await organizer.client.post('/api/events', body(community.id, { date }))).json().event as Ev;
    const q = (e: Ev) => `community_id=${community.id}&event_id=${e.id}`;

    expect((await picker(admin, q(leaders))).find((u) => u.id === away.user.id)?.away).toMatchObject({ note: 'Dopust' });
    // The admin leads the community: also on an event a member organizes.
    expect((await picker(admin, q(members))).find((u) => u.id === away.user.id)?.away).toMatchObject({ note: 'Dopust' });
    // The member who organizes their own event of the community is not a leader.
    expect((await picker(organizer, q(members))).find((u) => u.id === away.user.id)?.away).toBeNull();
    const root = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    expect((await picker(root, q(leaders))).find((u) => u.id === away.user.id)?.away).toBeNull();
  });
});
