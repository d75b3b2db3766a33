import { attendanceErrors, attendanceNotices, attendanceSuccess, errors } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity, newUser, type TestUser } from '../factories.ts';
import { randomToken, sha256 } from '../../src/tokens.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';

/** Issue 23, "Attendance as the leader keeps it": leader-set status, voice parts, absences. */
let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  today = t.app.ctx.services.events.today();
});
afterAll(() => t.close());

const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const slDate = (date: string) => date.split('-').map(Number).reverse().join('. ');
type Actor = { client: Client; user: TestUser };

/** A private community: its admin (who organizes the event), two members and an outsider. */
async function choir() {
  const admin = await loggedIn(t.app);
  await t.app.ctx.db.updateTable('users').set({ display_name: 'Zborovodja Ana' }).where('id', '=', admin.user.id).execute();
  const community = await newCommunity(admin.client);
  await admin.client.put(`/api/communities/${community.id}`, { name: community.name, allow_member_edits: true });
  const m1 = await loggedIn(t.app);
  const m2 = await loggedIn(t.app);
  await addMember(t.app, m1.user.id, community.id);
  await addMember(t.app, m2.user.id, community.id);
  const outsider = await loggedIn(t.app);
  return { admin, m1, m2, outsider, community };
}

async function event(by: Actor, communityId: number, o: Record<string, unknown> = {}) {
  const res = await by.client.post('/api/events', { title: 'Vaja za polnočnico', date: shift(today, 5), time: '19:30', location: 'Kor', community_id: communityId, visibility: 'community', ...o });
  expect(res.statusCode).toBe(201);
  return res.json().event as { id: number; date: string; title: string };
}

const row = (list: { user_id: number }[], id: number) => list.find((a) => a.user_id === id) as Record<string, unknown>;

describe('leader-set status', () => {
  it('the organizer sets a member’s status; the member is told and the list shows who set it', async () => {
    const { admin, m1, community } = await choir();
    const e = await event(admin, community.id);
    await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [m1.user.id] });
    const res = await admin.client.put(`/api/events/${e.id}/attendees/${m1.user.id}`, { status: 'confirmed' });
    expect(res.statusCode).toBe(200);
    expect(row(res.json().attendees, m1.user.id)).toMatchObject({ status: 'confirmed', set_by_id: admin.user.id, set_by_name: 'Zborovodja Ana' });
    const inbox = (await m1.client.get('/api/notifications')).json().notifications as { content: string; type: string; reference_id: number }[];
    const told = inbox.filter((n) => n.type === 'event_attendance_set');
    expect(told).toHaveLength(1);
    expect(told[0].content).toBe(attendanceNotices.setByLeader('Zborovodja Ana', 'confirmed', e.title, slDate(e.date)));
    expect(told[0].content).toContain('da se udeležite');
    expect(told[0].reference_id).toBe(e.id);

    // The same status again tells nobody anew.
    await admin.client.put(`/api/events/${e.id}/attendees/${m1.user.id}`, { status: 'confirmed' });
    expect((await m1.client.get('/api/notifications')).json().notifications.filter((n: { type: string }) => n.type === 'event_attendance_set')).toHaveLength(1);

    // The member answering themselves clears the mark.
    const own = await m1.client.put(`/api/events/${e.id}/attendees/${m1.user.id}`, { status: 'declined' });
    expect(row(own.json().attendees, m1.user.id)).toMatchObject({ status: 'declined', set_by_id: null, set_by_name: null });
    const page = (await admin.client.get(`/api/events/${e.id}?include_attendees=true`)).json();
    expect(row(page.attendees, m1.user.id)).toMatchObject({ status: 'declined', set_by_id: null });
    expect(page.can_manage_attendance).toBe(true);
  });

  it('the owner, a community admin and a global admin may; a plain member gets 403, an outsider 404', async () => {
    const { admin, m1, m2, outsider, community } = await choir();
    // m1 creates the event (member edits allowed): owner and organizer; admin is the community's admin.
    const e = await event(m1, community.id);
    await m1.client.post(`/api/events/${e.id}/attendees`, { user_ids: [m2.user.id, admin.user.id] });
    expect((await admin.client.put(`/api/events/${e.id}/attendees/${m2.user.id}`, { status: 'declined' })).statusCode).toBe(200);
    const global = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const byGlobal = await global.client.put(`/api/events/${e.id}/attendees/${m2.user.id}`, { status: 'confirmed' });
    expect(byGlobal.statusCode).toBe(200);
    expect(row(byGlobal.json().attendees, m2.user.id)).toMatchObject({ status: 'confirmed', set_by_id: global.user.id });

    const byMember = await m2.client.put(`/api/events/${e.id}/attendees/${admin.user.id}`, { status: 'confirmed' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error).toBe(errors.attendeeOwnStatusOnly);
    expect((await m2.client.get(`/api/events/${e.id}`)).json().can_manage_attendance).toBe(false);

    const byOutsider = await outsider.client.put(`/api/events/${e.id}/attendees/${m2.user.id}`, { status: 'declined' });
    expect(byOutsider.statusCode).toBe(404);
    expect(byOutsider.json().error).toBe(errors.eventNotFound);

    // Nothing changed by the refused calls.
    const stored = await t.app.ctx.db.selectFrom('event_attendees').select(['user_id', 'status']).where('event_id', '=', e.id).orderBy('user_id').execute();
    expect(stored.find((r) => r.user_id === admin.user.id)?.status).toBe('pending');
    expect(stored.find((r) => r.user_id === m2.user.id)?.status).toBe('confirmed');
  });

  it('a one-click answer from the reminder is the member’s own and clears the mark too', async () => {
    const { admin, m1, community } = await choir();
    const e = await event(admin, community.id);
    await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [m1.user.id] });
    await admin.client.put(`/api/events/${e.id}/attendees/${m1.user.id}`, { status: 'declined' });
    const token = randomToken(32);
    await t.app.ctx.db.insertInto('rsvp_tokens').values({ token_hash: sha256(token), event_id: e.id, user_id: m1.user.id, created_at: new Date().toISOString() }).execute();
    expect((await t.app.inject({ method: 'POST', url: `/api/rsvp/${token}`, payload: { status: 'confirmed' } })).statusCode).toBe(200);
    const stored = await t.app.ctx.db.selectFrom('event_attendees').select(['status', 'set_by_id']).where('event_id', '=', e.id).where('user_id', '=', m1.user.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'confirmed', set_by_id: null });
  });

  it('only for someone on the list, with a valid status', async () => {
    const { admin, m1, m2, community } = await choir();
    const e = await event(admin, community.id);
    await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [m1.user.id] });
    const off = await admin.client.put(`/api/events/${e.id}/attendees/${m2.user.id}`, { status: 'confirmed' });
    expect(off.statusCode).toBe(404);
    expect(off.json().error).toBe(attendanceErrors.attendeeNotOnList);
    const bad = await admin.client.put(`/api/events/${e.id}/attendees/${m1.user.id}`, { status: 'morda' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(errors.attendeeStatusInvalid);
    expect(await t.app.ctx.db.selectFrom('event_attendees').select('user_id').where('event_id', '=', e.id).execute()).toHaveLength(1);
  });
});

describe('voice parts and minimums', () => {
  it('a member sets their own, an admin anyone’s; others 403, strangers 404', async () => {
    const { admin, m1, m2, outsider, community } = await choir();
    const own = await m1.client.put(`/api/communities/${community.id}/voice-parts/${m1.user.id}`, { voice_part: '  tenor ' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ message: attendanceSuccess.voicePartSaved, user: { id: m1.user.id, voice_part: 'Tenor' } });
    expect((await admin.client.put(`/api/communities/${community.id}/voice-parts/${m2.user.id}`, { voice_part: 'Orgle' })).json().user.voice_part).toBe('Orgle');

    const other = await m1.client.put(`/api/communities/${community.id}/voice-parts/${m2.user.id}`, { voice_part: 'Bas' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(attendanceErrors.voicePartForbidden);
    expect((await outsider.client.put(`/api/communities/${community.id}/voice-parts/${outsider.user.id}`, { voice_part: 'Bas' })).statusCode).toBe(404);
    const notMember = await admin.client.put(`/api/communities/${community.id}/voice-parts/${outsider.user.id}`, { voice_part: 'Bas' });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().error).toBe(errors.memberNotFound);

    const long = await m1.client.put(`/api/communities/${community.id}/voice-parts/${m1.user.id}`, { voice_part: 'x'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(attendanceErrors.voicePartTooLong);
    expect((await m1.client.put(`/api/communities/${community.id}/voice-parts/${m1.user.id}`, { voice_part: 5 })).statusCode).toBe(400);

    const members = (await m1.client.get(`/api/communities/${community.id}/users`)).json().users as { id: number; voice_part: string | null }[];
    expect(members.find((m) => m.id === m1.user.id)?.voice_part).toBe('Tenor');
    expect(members.find((m) => m.id === m2.user.id)?.voice_part).toBe('Orgle');
    expect((await m1.client.get('/api/profile')).json().communities.find((c: { id: number }) => c.id === community.id).voice_part).toBe('Tenor');
    expect((await m1.client.get(`/api/communities/${community.id}`)).json().my_voice_part).toBe('Tenor');

    const cleared = await m1.client.put(`/api/communities/${community.id}/voice-parts/${m1.user.id}`, { voice_part: null });
    expect(cleared.json().user.voice_part).toBeNull();
  });

  it('admins set minimums in the settings; others may not; bad values are refused whole', async () => {
    const { admin, m1, community } = await choir();
    const res = await admin.client.put(`/api/communities/${community.id}`, { name: community.name, voice_part_minimums: { tenor: 2, Sopran: '3' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().community.voice_part_minimums).toEqual({ Tenor: 2, Sopran: 3 });
    expect((await m1.client.put(`/api/communities/${community.id}`, { name: community.name, voice_part_minimums: { Tenor: 1 } })).statusCode).toBe(403);
    for (const [bad, message] of [
      [{ Tenor: -1 }, attendanceErrors.minimumInvalid('Tenor')],
      [{ Tenor: 1.5 }, attendanceErrors.minimumInvalid('Tenor')],
      [{ Tenor: 999 }, attendanceErrors.minimumTooLarge('Tenor')],
      [['Tenor'], attendanceErrors.minimumsInvalid],
    ] as const) {
      const r = await admin.client.put(`/api/communities/${community.id}`, { name: community.name, voice_part_minimums: bad });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe(message);
    }
    // The message sits beside the part's own field (issue 57, #7).
    const negative = await admin.client.put(`/api/communities/${community.id}`, { name: community.name, voice_part_minimums: { Sopran: 2, Tenor: -1 } });
    expect(negative.json().details).toEqual({ 'voice_part_minimums.Tenor': 'Najmanjše število pevcev za glas Tenor vnesite kot celo število od 0 do 200, na primer 2.' });
    // Editing other settings keeps them.
    await admin.client.put(`/api/communities/${community.id}`, { name: community.name, description: 'Nov opis' });
    expect((await admin.client.get(`/api/communities/${community.id}`)).json().voice_part_minimums).toEqual({ Tenor: 2, Sopran: 3 });
  });

  it('the event counts answers per part and marks a part below its minimum', async () => {
    const { admin, m1, m2, community } = await choir();
    const [t1, t2, s1] = [m1, m2, await loggedIn(t.app)];
    await addMember(t.app, s1.user.id, community.id);
    const plain = await loggedIn(t.app);
    await addMember(t.app, plain.user.id, community.id);
    await admin.client.put(`/api/communities/${community.id}`, { name: community.name, voice_part_minimums: { Tenor: 2, Bas: 1, Sopran: 1 } });
    for (const [who, part] of [[t1, 'Tenor'], [t2, 'tenor'], [s1, 'Sopran']] as const) {
      await admin.client.put(`/api/communities/${community.id}/voice-parts/${who.user.id}`, { voice_part: part });
    }
    const e = await event(admin, community.id);
    await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [t1.user.id, t2.user.id, s1.user.id, plain.user.id] });
    await t1.client.put(`/api/events/${e.id}/attendees/${t1.user.id}`, { status: 'confirmed' });
    await admin.client.put(`/api/events/${e.id}/attendees/${s1.user.id}`, { status: 'confirmed' });
    await plain.client.put(`/api/events/${e.id}/attendees/${plain.user.id}`, { status: 'declined' });

    const page = (await m1.client.get(`/api/events/${e.id}?include_attendees=true`)).json();
    expect(page.voice_parts).toEqual([
      { part: 'Sopran', confirmed: 1, pending: 0, declined: 0, minimum: 1, below_minimum: false },
      { part: 'Tenor', confirmed: 1, pending: 1, declined: 0, minimum: 2, below_minimum: true },
      { part: 'Bas', confirmed: 0, pending: 0, declined: 0, minimum: 1, below_minimum: true },
      { part: null, confirmed: 0, pending: 0, declined: 1, minimum: null, below_minimum: false },
    ]);
    expect(row(page.attendees, t2.user.id).voice_part).toBe('Tenor');
    // Without include_attendees, and for an event without a community, no summary.
    expect((await m1.client.get(`/api/events/${e.id}`)).json().voice_parts).toBeUndefined();
    const ownRes = await m1.client.post('/api/events', { title: 'Osebno', date: shift(today, 2), location: 'Doma', visibility: 'private' });
    expect(ownRes.statusCode, ownRes.body).toBe(201);
    const own = ownRes.json().event;
    expect((await m1.client.get(`/api/events/${own.id}?include_attendees=true`)).json().voice_parts).toBeUndefined();

    await t2.client.put(`/api/events/${e.id}/attendees/${t2.user.id}`, { status: 'going' });
    const after = (await m1.client.get(`/api/events/${e.id}?include_attendees=true`)).json().voice_parts;
    expect(after.find((p: { part: string }) => p.part === 'Tenor')).toMatchObject({ confirmed: 2, pending: 0, below_minimum: false });
  });
});

describe('absences', () => {
  it('a member enters, lists and deletes their own; validation in Slovenian', async () => {
    const { m1, m2 } = await choir();
    const made = await m1.client.post('/api/profile/absences', { start_date: shift(today, 3), end_date: shift(today, 10), note: ' Dopust ' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ message: attendanceSuccess.absenceSaved, absence: { start_date: shift(today, 3), end_date: shift(today, 10), note: 'Dopust' } });
    const id = made.json().absence.id as number;
    expect((await m1.client.post('/api/profile/absences', { start_date: shift(today, 1), end_date: shift(today, 1) })).statusCode).toBe(201);
    const list = (await m1.client.get('/api/profile/absences')).json().absences as { id: number; start_date: string; note: string | null }[];
    expect(list.map((a) => a.start_date)).toEqual([shift(today, 1), shift(today, 3)]);
    expect(list[0].note).toBeNull();
    expect((await m2.client.get('/api/profile/absences')).json().absences).toEqual([]);

    for (const [body, message] of [
      [{ start_date: shift(today, 5), end_date: shift(today, 4) }, attendanceErrors.absenceEndBeforeStart],
      [{ start_date: shift(today, 1), end_date: shift(today, 400) }, attendanceErrors.absenceTooLong],
      [{ start_date: '2026-02-30', end_date: shift(today, 4) }, attendanceErrors.absenceDateInvalid],
      [{ end_date: shift(today, 4) }, attendanceErrors.absenceDateInvalid],
      [{ start_date: shift(today, 1), end_date: shift(today, 2), note: 'x'.repeat(201) }, attendanceErrors.absenceNoteTooLong],
    ] as const) {
      const r = await m1.client.post('/api/profile/absences', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().error).toBe(message);
    }
    expect((await m1.client.get('/api/profile/absences')).json().absences).toHaveLength(2);

    const others = await m2.client.delete(`/api/profile/absences/${id}`);
    expect(others.statusCode).toBe(404);
    expect(others.json().error).toBe(attendanceErrors.absenceNotFound);
    expect((await m1.client.delete(`/api/profile/absences/${id}`)).json().message).toBe(attendanceSuccess.absenceDeleted);
    expect((await m1.client.get('/api/profile/absences')).json().absences).toHaveLength(1);
    expect((await new Client(t.app).get('/api/profile/absences')).statusCode).toBe(401);
  });

  it('the organizer sees who is away on the event’s date in the picker; nobody else does', async () => {
    const { admin, m1, m2, community } = await choir();
    const e = await event(admin, community.id);
    await m1.client.post('/api/profile/absences', { start_date: shift(e.date, -1), end_date: shift(e.date, 2), note: 'Na morju' });
    await m2.client.post('/api/profile/absences', { start_date: shift(e.date, 1), end_date: shift(e.date, 3) });
    const picker = (await admin.client.get(`/api/users?community_id=${community.id}&event_id=${e.id}`)).json().users as { id: number; away: unknown }[];
    expect(picker.find((u) => u.id === m1.user.id)?.away).toEqual({ start_date: shift(e.date, -1), end_date: shift(e.date, 2), note: 'Na morju' });
    expect(picker.find((u) => u.id === m2.user.id)?.away).toBeNull();

    // A member who does not organize the event sees the same list without absences.
    const asMember = (await m2.client.get(`/api/users?community_id=${community.id}&event_id=${e.id}`)).json().users as { id: number; away: unknown }[];
    expect(asMember.find((u) => u.id === m1.user.id)?.away).toBeNull();
    // Without an event there is no date and no absence.
    expect((await admin.client.get(`/api/users?community_id=${community.id}`)).json().users.find((u: { id: number }) => u.id === m1.user.id).away).toBeUndefined();

    // An organizer of an event in another community does not learn the absences of this one's members.
    const other = await choir();
    await addMember(t.app, other.admin.user.id, community.id);
    const foreign = await event(other.admin, other.community.id, { date: e.date });
    const mixed = (await other.admin.client.get(`/api/users?community_id=${community.id}&event_id=${foreign.id}`)).json().users as { id: number; away: unknown }[];
    expect(mixed.find((u) => u.id === m1.user.id)?.away).toBeNull();
  });
});
