import { errors, success, ZEventsResponse } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity, newUser, type TestUser } from '../factories.ts';
import { buildTestApp, Client, multipart, type TestApp } from '../helper.ts';

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  today = t.app.ctx.services.events.today();
});
afterAll(() => t.close());

const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Actor = { client: Client; user: TestUser };

/** A community with an admin, a member and an outsider, all logged in. */
async function group(o: { allowMemberEdits?: boolean } = {}) {
  const admin = await loggedIn(t.app);
  const community = await newCommunity(admin.client);
  if (o.allowMemberEdits) await admin.client.put(`/api/communities/${community.id}`, { name: community.name, allow_member_edits: true });
  const member = await loggedIn(t.app);
  await addMember(t.app, member.user.id, community.id);
  const outsider = await loggedIn(t.app);
  return { admin, member, outsider, community };
}

const eventBody = (o: Record<string, unknown> = {}) => ({ title: 'Vaja za polnočnico', date: shift(today, 3), time: '19:30', location: 'Župnijska dvorana', ...o });

async function createEvent(actor: Actor, o: Record<string, unknown> = {}) {
  const res = await actor.client.post('/api/events', eventBody(o));
  if (res.statusCode !== 201) throw new Error(`event create failed: ${res.statusCode} ${res.body}`);
  return res.json().event as { id: number; [k: string]: unknown };
}

describe('events: create and validate', () => {
  it('creates an event with the spec defaults and answers {message, event}', async () => {
    const { admin, community } = await group();
    const res = await admin.client.post('/api/events', { title: 'Vaja', date: shift(today, 1), location: 'Cerkev', community_id: community.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(success.eventCreated);
    expect(res.json().event).toMatchObject({
      title: 'Vaja',
      time: '09:00',
      event_type: 'rehearsal',
      visibility: 'community',
      community_id: community.id,
      community_name: community.name,
      owner_id: admin.user.id,
      organizer_id: admin.user.id,
      owner_username: admin.user.username,
      setlist_id: null,
      has_header_image: false,
      my_status: null,
      attendee_count: 0,
      can_edit: true,
      can_delete: true,
      is_organizer: true,
      can_attend: true,
    });
  });

  it('refuses missing fields, bad dates and times, and community visibility without a community', async () => {
    const { admin } = await group();
    for (const body of [{ title: ' ' }, { date: '' }, { location: '' }, { title: undefined }]) {
      const res = await admin.client.post('/api/events', eventBody(body));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(errors.eventRequiredFields);
    }
    expect((await admin.client.post('/api/events', eventBody({ date: '2026-02-30' }))).json().error).toBe(errors.eventDateInvalid);
    expect((await admin.client.post('/api/events', eventBody({ time: '25:00' }))).json().error).toBe(errors.eventTimeInvalid);
    // Issue 58, #21: 02:30 on 28 March 2027 is skipped by the change to summer time in Ljubljana.
    const skipped = await admin.client.post('/api/events', eventBody({ date: '2027-03-28', time: '02:30', visibility: 'private' }));
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json()).toMatchObject({ error: errors.eventTimeSkipped('02:30', '03:30'), details: { time: errors.eventTimeSkipped('02:30', '03:30') } });
    expect((await admin.client.post('/api/events', eventBody({ date: '2027-03-28', time: '03:30', visibility: 'private' }))).statusCode).toBe(201);
    await t.database.db.deleteFrom('events').where('owner_id', '=', admin.user.id).execute();
    const noCommunity = await admin.client.post('/api/events', eventBody({ visibility: 'community' }));
    expect(noCommunity.statusCode).toBe(400);
    expect(noCommunity.json().error).toBe(errors.eventCommunityRequired);
    // The default visibility is community, so leaving out the community is the same mistake.
    expect((await admin.client.post('/api/events', eventBody())).json().error).toBe(errors.eventCommunityRequired);
    expect((await admin.client.post('/api/events', eventBody({ visibility: 'secret', community_id: 1 }))).json().error).toBe(errors.eventVisibilityInvalid);
    const count = await t.database.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_id', '=', admin.user.id).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    expect((await new Client(t.app).post('/api/events', eventBody())).statusCode).toBe(401);
  });

  it('stores HH:MM, falls back to the community first supported type, and ignores owner fields in the body', async () => {
    const { admin, community, outsider } = await group();
    await admin.client.put(`/api/communities/${community.id}`, { name: community.name, supported_event_types: ['mass', 'concert'] });
    const event = await createEvent(admin, { community_id: community.id, time: '18:15:00', event_type: 'party', owner_id: outsider.user.id, organizer_id: outsider.user.id });
    expect(event).toMatchObject({ time: '18:15', event_type: 'mass', owner_id: admin.user.id, organizer_id: admin.user.id });
    const priv = await createEvent(admin, { visibility: 'private', event_type: 'recording' });
    expect(priv).toMatchObject({ community_id: null, event_type: 'recording', visibility: 'private' });
  });

  it('only admins add events to a community, or members when it allows member edits', async () => {
    const { member, outsider, community } = await group();
    const res = await member.client.post('/api/events', eventBody({ community_id: community.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(errors.eventCommunityForbidden);
    expect((await outsider.client.post('/api/events', eventBody({ community_id: community.id }))).statusCode).toBe(404);
    const open = await group({ allowMemberEdits: true });
    expect((await open.member.client.post('/api/events', eventBody({ community_id: open.community.id }))).statusCode).toBe(201);
  });

  it('tells the community members about a new event and about a changed date, time or place', async () => {
    const { admin, member, community } = await group();
    const event = await createEvent(admin, { community_id: community.id, title: 'Koncert v Stožicah' });
    const inbox = (await member.client.get('/api/notifications')).json().notifications;
    expect(inbox[0]).toMatchObject({ type: 'event_created', reference_type: 'event', reference_id: event.id });
    expect(inbox[0].content).toContain('Koncert v Stožicah');
    expect((await admin.client.get('/api/notifications')).json().notifications).toEqual([]);
    await admin.client.put(`/api/events/${event.id}`, eventBody({ title: 'Koncert v Stožicah', community_id: community.id, description: 'nova' }));
    expect((await member.client.get('/api/notifications')).json().notifications).toHaveLength(1);
    await admin.client.put(`/api/events/${event.id}`, eventBody({ title: 'Koncert v Stožicah', community_id: community.id, location: 'Cankarjev dom' }));
    const after = (await member.client.get('/api/notifications')).json().notifications;
    expect(after[0]).toMatchObject({ type: 'event_changed', reference_id: event.id });
    expect(after[0].content).toContain('Cankarjev dom');
  });
});

describe('events: who sees what', () => {
  it('private events: owner, organizer and attendees; community events: members; public: everyone', async () => {
    const { admin, member, outsider, community } = await group();
    const guest = await loggedIn(t.app);
    const global = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const priv = await createEvent(admin, { visibility: 'private', community_id: community.id, title: 'Zasebna vaja' });
    const comm = await createEvent(admin, { visibility: 'community', community_id: community.id, title: 'Skupinska vaja' });
    const pub = await createEvent(admin, { visibility: 'public', community_id: community.id, title: 'Javni koncert' });
    await addMember(t.app, guest.user.id, community.id);
    await admin.client.post(`/api/events/${priv.id}/attendees`, { user_ids: [guest.user.id] });

    const sees = async (a: Actor) => {
      const listed = (await a.client.get(`/api/events?community_id=${community.id}`)).json().events.map((e: { id: number }) => e.id);
      const byId = [];
      for (const e of [priv, comm, pub]) if ((await a.client.get(`/api/events/${e.id}`)).statusCode === 200) byId.push(e.id);
      // The list and the by-id read answer the same question the same way.
      expect([...listed].sort()).toEqual([...byId].sort());
      return byId;
    };
    expect(await sees(admin)).toEqual([priv.id, comm.id, pub.id]);
    expect(await sees(member)).toEqual([comm.id, pub.id]);
    expect(await sees(guest)).toEqual([priv.id, comm.id, pub.id]);
    expect(await sees(outsider)).toEqual([pub.id]);
    expect(await sees(global)).toEqual([priv.id, comm.id, pub.id]);
    const hidden = await outsider.client.get(`/api/events/${comm.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe(errors.eventNotFound);
  });

  it('lists upcoming (oldest first), past (newest first), a range and a day, with has_more', async () => {
    const { admin, community } = await group();
    const dates = [-10, -2, 0, 1, 5, 40];
    for (const d of dates) await createEvent(admin, { community_id: community.id, date: shift(today, d), title: `D${d}` });
    const titles = async (q: string) => (await admin.client.get(`/api/events?community_id=${community.id}&${q}`)).json().events.map((e: { title: string }) => e.title);
    expect(await titles('when=upcoming')).toEqual(['D0', 'D1', 'D5', 'D40']);
    expect(await titles('')).toEqual(['D0', 'D1', 'D5', 'D40']);
    expect(await titles('when=past')).toEqual(['D-2', 'D-10']);
    expect(await titles('when=all')).toEqual(['D-10', 'D-2', 'D0', 'D1', 'D5', 'D40']);
    expect(await titles(`from=${shift(today, -3)}&to=${shift(today, 5)}`)).toEqual(['D-2', 'D0', 'D1', 'D5']);
    expect(await titles(`date=${shift(today, 1)}`)).toEqual(['D1']);
    const page = (await admin.client.get(`/api/events?community_id=${community.id}&when=all&limit=4`)).json();
    expect(page).toMatchObject({ has_more: true, limit: 4, offset: 0 });
    const next = (await admin.client.get(`/api/events?community_id=${community.id}&when=all&limit=4&offset=4`)).json();
    expect(next.has_more).toBe(false);
    expect(next.events.map((e: { title: string }) => e.title)).toEqual(['D5', 'D40']);
    const bad = await admin.client.get(`/api/events?from=${shift(today, 5)}&to=${today}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(errors.eventRangeInvalid);
    expect((await admin.client.get('/api/events?limit=1000')).statusCode).toBe(400);
  });

  it('"today" is the date in TZ_APP: an event of today stays upcoming until midnight in Ljubljana', async () => {
    const { admin, community } = await group();
    const event = await createEvent(admin, { community_id: community.id, date: today, title: 'Danes' });
    const upcoming = (await admin.client.get(`/api/events?community_id=${community.id}`)).json().events;
    expect(upcoming.map((e: { id: number }) => e.id)).toContain(event.id);
    t.clock.advance(86_400_000);
    try {
      const past = (await admin.client.get(`/api/events?community_id=${community.id}&when=past`)).json().events;
      expect(past.map((e: { id: number }) => e.id)).toContain(event.id);
    } finally {
      t.clock.advance(-86_400_000);
    }
  });
});

describe('events: edit and delete', () => {
  it('edit: owner, community admin, global admin, members only with allow_member_edits; delete: not members', async () => {
    const strict = await group();
    const open = await group({ allowMemberEdits: true });
    const global = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const ownerMember = await loggedIn(t.app);
    await addMember(t.app, ownerMember.user.id, open.community.id);
    for (const g of [strict, open]) {
      const e = await createEvent(g.admin, { community_id: g.community.id });
      const put = (a: Actor) => a.client.put(`/api/events/${e.id}`, eventBody({ community_id: g.community.id, title: 'Uredil' }));
      expect((await put(g.admin)).statusCode).toBe(200);
      expect((await put(global)).statusCode).toBe(200);
      expect((await put(g.outsider)).statusCode).toBe(404);
      const memberPut = await put(g.member);
      expect(memberPut.statusCode).toBe(g === open ? 200 : 403);
      const got = (await g.member.client.get(`/api/events/${e.id}`)).json();
      expect(got).toMatchObject({ can_edit: g === open, can_delete: false, is_organizer: false });
      expect((await g.member.client.delete(`/api/events/${e.id}`)).statusCode).toBe(403);
      expect((await g.outsider.client.delete(`/api/events/${e.id}`)).statusCode).toBe(404);
    }
    // A member who owns an event may delete it; the community admin may delete anyone's.
    const mine = await createEvent(ownerMember, { community_id: open.community.id });
    const theirs = await createEvent(ownerMember, { community_id: open.community.id });
    expect((await ownerMember.client.delete(`/api/events/${mine.id}`)).json().message).toBe(success.eventDeleted);
    expect((await open.admin.client.delete(`/api/events/${theirs.id}`)).statusCode).toBe(200);
    expect((await open.admin.client.get(`/api/events/${theirs.id}`)).statusCode).toBe(404);
    const g = await createEvent(ownerMember, { community_id: open.community.id });
    expect((await global.client.delete(`/api/events/${g.id}`)).statusCode).toBe(200);
  });


  it("a community admin deletes a member's private event of the community (spec §6) without seeing or editing it", async () => {
    const open = await group({ allowMemberEdits: true });
    const e = await createEvent(open.member, { community_id: open.community.id, visibility: 'private' });
    expect((await open.admin.client.get(`/api/events/${e.id}`)).statusCode).toBe(404);
    expect((await open.admin.client.put(`/api/events/${e.id}`, eventBody({ community_id: open.community.id, visibility: 'private' }))).statusCode).toBe(404);
    expect((await open.outsider.client.delete(`/api/events/${e.id}`)).statusCode).toBe(404);
    const res = await open.admin.client.delete(`/api/events/${e.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: success.eventDeleted });
    expect((await open.member.client.get(`/api/events/${e.id}`)).statusCode).toBe(404);
  });
  it('deleting an upcoming event tells its attendees and, for a community event, the members; not the deleter (issue 18)', async () => {
    const { admin, member, outsider, community } = await group();
    const attendee = await loggedIn(t.app);
    await addMember(t.app, attendee.user.id, community.id);
    const e = await createEvent(admin, { community_id: community.id, title: 'Vaja za birmo', date: shift(today, 5), time: '18:45' });
    await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [attendee.user.id] });
    const before = (await member.client.get('/api/notifications')).json().notifications;
    expect(before[0]).toMatchObject({ type: 'event_created', reference_type: 'event', reference_id: e.id });

    expect((await admin.client.delete(`/api/events/${e.id}`)).statusCode).toBe(200);
    const [y, m, d] = shift(today, 5).split('-').map(Number);
    for (const told of [member, attendee]) {
      const cancelled = (await told.client.get('/api/notifications')).json().notifications.filter((n: { type: string }) => n.type === 'event_cancelled');
      expect(cancelled).toHaveLength(1);
      // The event is gone: the notice carries what it was, and links nowhere.
      expect(cancelled[0]).toMatchObject({ is_read: false, reference_type: null, reference_id: null });
      expect(cancelled[0].content).toContain('Vaja za birmo');
      expect(cancelled[0].content).toContain(`${d}. ${m}. ${y}`);
      expect(cancelled[0].content).toContain('18:45');
    }
    expect((await admin.client.get('/api/notifications')).json().notifications).toEqual([]);
    expect((await outsider.client.get('/api/notifications')).json().notifications).toEqual([]);
    // The old notification stays and still names the event, which now answers 404 to everyone.
    const old = (await member.client.get('/api/notifications')).json().notifications.find((n: { type: string }) => n.type === 'event_created');
    expect(old).toMatchObject({ reference_type: 'event', reference_id: e.id });
    const gone = await member.client.get(`/api/events/${e.id}?include_attendees=true`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(errors.eventNotFound);
  });

  it("a cancelled private event is told only to those who could see it: its owner and attendees, not the community's other members", async () => {
    const open = await group({ allowMemberEdits: true });
    const attendee = await loggedIn(t.app);
    await addMember(t.app, attendee.user.id, open.community.id);
    const e = await createEvent(open.member, { community_id: open.community.id, visibility: 'private', title: 'Zasebna vaja kvarteta' });
    await open.member.client.post(`/api/events/${e.id}/attendees`, { user_ids: [attendee.user.id] });
    // The community admin may delete it without seeing it (spec §6); the owner learns who did what.
    expect((await open.admin.client.delete(`/api/events/${e.id}`)).statusCode).toBe(200);
    const cancelled = async (a: Actor) =>
      (await a.client.get('/api/notifications')).json().notifications.filter((n: { type: string }) => n.type === 'event_cancelled');
    expect(await cancelled(open.member)).toHaveLength(1);
    expect(await cancelled(attendee)).toHaveLength(1);
    expect((await cancelled(attendee))[0].content).toContain('Zasebna vaja kvarteta');
    expect(await cancelled(open.admin)).toEqual([]);
    expect(await cancelled(open.outsider)).toEqual([]);
    const bystander = await loggedIn(t.app);
    await addMember(t.app, bystander.user.id, open.community.id);
    const other = await createEvent(open.member, { community_id: open.community.id, visibility: 'private', title: 'Še ena zasebna' });
    await open.member.client.delete(`/api/events/${other.id}`);
    expect(await cancelled(bystander)).toEqual([]);
  });

  it('deleting a past event tells nobody: it was not cancelled, only cleared away', async () => {
    const { admin, member, community } = await group();
    const e = await createEvent(admin, { community_id: community.id, date: shift(today, -2) });
    await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [member.user.id] });
    expect((await admin.client.delete(`/api/events/${e.id}`)).statusCode).toBe(200);
    const types = (await member.client.get('/api/notifications')).json().notifications.map((n: { type: string }) => n.type);
    expect(types).not.toContain('event_cancelled');
  });

  it('edit validation uses the same messages and changes nothing on failure', async () => {
    const { admin, community } = await group();
    const e = await createEvent(admin, { community_id: community.id, title: 'Prvotni' });
    const res = await admin.client.put(`/api/events/${e.id}`, eventBody({ title: '', community_id: community.id }));
    expect(res.json().error).toBe(errors.eventRequiredFields);
    const moved = await admin.client.put(`/api/events/${e.id}`, eventBody({ community_id: null, visibility: 'community' }));
    expect(moved.json().error).toBe(errors.eventCommunityRequired);
    expect((await admin.client.get(`/api/events/${e.id}`)).json().title).toBe('Prvotni');
    const ok = await admin.client.put(`/api/events/${e.id}`, eventBody({ community_id: String(community.id), visibility: 'public', title: 'Novi' }));
    expect(ok.json()).toMatchObject({ message: success.eventUpdated, event: { title: 'Novi', visibility: 'public', community_id: community.id } });
  });
});

describe('events: attendees', () => {
  it('the organizer adds members, skips those already there, and they are told', async () => {
    const { admin, member, outsider, community } = await group();
    const e = await createEvent(admin, { community_id: community.id, title: 'Maša za zbor' });
    const res = await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [member.user.id, admin.user.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(success.attendeesAdded);
    expect(res.json().attendees.map((a: { user_id: number; status: string }) => [a.user_id, a.status]).sort()).toEqual(
      [
        [member.user.id, 'pending'],
        [admin.user.id, 'pending'],
      ].sort(),
    );
    expect(res.json().attendees.find((a: { user_id: number }) => a.user_id === member.user.id)).toEqual({
      user_id: member.user.id,
      username: member.user.username,
      display_name: null,
      name: member.user.username,
      profile_image: null,
      status: 'pending',
      set_by_id: null,
      set_by_name: null,
      voice_part: null,
    });
    const again = await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [member.user.id] });
    expect(again.json().attendees).toHaveLength(2);
    const notice = (await member.client.get('/api/notifications')).json().notifications.filter((n: { type: string }) => n.type === 'event_attendee_added');
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({ reference_type: 'event', reference_id: e.id });
    // Outsiders are not members of the event's community.
    const wrong = await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [outsider.user.id] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(errors.attendeeNotEligible);
    expect((await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [] })).json().error).toBe(errors.attendeesRequired);
    const full = (await admin.client.get(`/api/events/${e.id}?include_attendees=true`)).json();
    expect(full.attendees).toHaveLength(2);
    expect(full.attendee_count).toBe(2);
    expect((await admin.client.get(`/api/events/${e.id}`)).json().attendees).toBeUndefined();
  });

  it('only the organizer adds and removes others; everyone sets only their own status', async () => {
    const { admin, member, community } = await group({ allowMemberEdits: true });
    const other = await loggedIn(t.app);
    await addMember(t.app, other.user.id, community.id);
    const e = await createEvent(admin, { community_id: community.id });
    const byMember = await member.client.post(`/api/events/${e.id}/attendees`, { user_ids: [other.user.id] });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error).toBe(errors.notOrganizer);
    await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [member.user.id, other.user.id] });
    const forOther = await member.client.put(`/api/events/${e.id}/attendees/${other.user.id}`, { status: 'confirmed' });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().error).toBe(errors.attendeeOwnStatusOnly);
    expect((await member.client.delete(`/api/events/${e.id}/attendees/${other.user.id}`)).statusCode).toBe(403);
    for (const [input, stored] of [['going', 'confirmed'], ['no', 'declined'], ['yes', 'confirmed'], ['notgoing', 'declined'], ['pending', 'pending'], ['confirmed', 'confirmed']]) {
      const res = await member.client.put(`/api/events/${e.id}/attendees/${member.user.id}`, { status: input });
      expect(res.json().attendees.find((a: { user_id: number }) => a.user_id === member.user.id).status).toBe(stored);
    }
    expect((await member.client.put(`/api/events/${e.id}/attendees/${member.user.id}`, { status: 'maybe' })).json().error).toBe(errors.attendeeStatusInvalid);
    expect((await member.client.get(`/api/events/${e.id}`)).json().my_status).toBe('confirmed');
    // Someone not yet on the list says they come: their row is created.
    const third = await loggedIn(t.app);
    await addMember(t.app, third.user.id, community.id);
    const joined = await third.client.put(`/api/events/${e.id}/attendees/${third.user.id}`, { status: 'going' });
    expect(joined.json().attendees.map((a: { user_id: number }) => a.user_id)).toContain(third.user.id);
    // Taking oneself off the list, and the organizer removing someone.
    expect((await third.client.delete(`/api/events/${e.id}/attendees/${third.user.id}`)).json().message).toBe(success.attendeeRemoved);
    const removed = await admin.client.delete(`/api/events/${e.id}/attendees/${other.user.id}`);
    expect(removed.json().attendees.map((a: { user_id: number }) => a.user_id)).toEqual([member.user.id]);
    expect((await admin.client.delete(`/api/events/${e.id}/attendees/${other.user.id}`)).json().error).toBe(errors.attendeeNotFound);
  });

  it('the organizer hears when someone declines', async () => {
    const { admin, member, community } = await group();
    const e = await createEvent(admin, { community_id: community.id, title: 'Snemanje zgoščenke' });
    await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [member.user.id] });
    await member.client.put(`/api/events/${e.id}/attendees/${member.user.id}`, { status: 'declined' });
    const notes = (await admin.client.get('/api/notifications')).json().notifications;
    expect(notes[0]).toMatchObject({ type: 'event_attendance_declined', reference_id: e.id });
    expect(notes[0].content).toContain(member.user.username);
  });

  it('the decline notice names the member as they call themselves now (the session read carries the name)', async () => {
    const { admin, member, community } = await group();
    const e = await createEvent(admin, { community_id: community.id, title: 'Vaja za božič' });
    await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [member.user.id] });
    // A read first, so a remembered session would be there to go stale; then the name changes.
    expect((await member.client.get('/api/events?when=upcoming')).statusCode).toBe(200);
    expect((await member.client.put('/api/profile', { email: member.user.email, display_name: 'Mojca Altistka' })).statusCode).toBe(200);
    await member.client.put(`/api/events/${e.id}/attendees/${member.user.id}`, { status: 'declined' });
    const notes = (await admin.client.get('/api/notifications')).json().notifications;
    expect(notes[0].content).toMatch(/^Mojca Altistka ne pride na dogodek Vaja za božič \(/);
  });

  it('GET /users answers picker fields of the community members only, to its members', async () => {
    const { admin, member, outsider, community } = await group();
    await t.database.db.updateTable('users').set({ display_name: 'Ána Sopranistka' }).where('id', '=', member.user.id).execute();
    const res = await admin.client.get(`/api/users?community_id=${community.id}`);
    expect(res.statusCode).toBe(200);
    const users = res.json().users;
    expect(users.map((u: { id: number }) => u.id).sort()).toEqual([admin.user.id, member.user.id].sort());
    expect(Object.keys(users[0]).sort()).toEqual(['display_name', 'id', 'profile_image', 'username']);
    expect(res.body).not.toContain('@zbor.test');
    const searched = (await admin.client.get(`/api/users?community_id=${community.id}&search=ÁNA`)).json().users;
    expect(searched.map((u: { id: number }) => u.id)).toEqual([member.user.id]);
    const e = await createEvent(admin, { community_id: community.id });
    await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [member.user.id] });
    const left = (await admin.client.get(`/api/users?community_id=${community.id}&event_id=${e.id}`)).json().users;
    expect(left.map((u: { id: number }) => u.id)).toEqual([admin.user.id]);
    const refused = await outsider.client.get(`/api/users?community_id=${community.id}`);
    expect(refused.statusCode).toBe(404);
    const publicGroup = await newCommunity(admin.client, { visibility: 'Public' });
    const notMember = await outsider.client.get(`/api/users?community_id=${publicGroup.id}`);
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json().error).toBe(errors.usersCommunityForbidden);
    // Without a community: only users who have none (the outsider; not the members).
    const lonely = (await outsider.client.get(`/api/users?search=${outsider.user.username}`)).json().users;
    expect(lonely.map((u: { id: number }) => u.id)).toEqual([outsider.user.id]);
    expect((await outsider.client.get(`/api/users?search=${member.user.username}`)).json().users).toEqual([]);
  });
});

describe('events: statements per request', () => {
  it('the list and the event with attendees cost at most three statements, however much data', async () => {
    if (!t.database.statements) return; // counted on SQLite
    const { admin, member, community } = await group();
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) ids.push((await createEvent(admin, { community_id: community.id, date: shift(today, i % 10) })).id);
    await admin.client.post(`/api/events/${ids[0]}/attendees`, { user_ids: [admin.user.id, member.user.id] });
    const count = async (url: string) => {
      const before = t.database.statements!.count;
      const res = await member.client.get(url);
      expect(res.statusCode).toBe(200);
      return t.database.statements!.count - before;
    };
    expect(await count('/api/events?when=upcoming&limit=50')).toBeLessThanOrEqual(3);
    expect(await count(`/api/events?community_id=${community.id}&when=all&limit=5`)).toBeLessThanOrEqual(3);
    expect(await count(`/api/events/${ids[0]}?include_attendees=true`)).toBeLessThanOrEqual(3);
    expect(await count(`/api/events/${ids[1]}?include_attendees=true`)).toBeLessThanOrEqual(3);
  });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d5b1a30000000049454e44ae426082', 'hex');
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

const uploadImage = (c: Client, id: number, filename: string, type: string, data: Buffer, field = 'file') => {
  const m = multipart(field, filename, type, data);
  return c.send('POST', `/api/events/${id}/header-image`, m.payload, m.headers);
};

describe('events: header image', () => {
  it('uploads, serves and removes a header image; only editors write and only viewers read', async () => {
    const { admin, member, outsider, community } = await group();
    const e = await createEvent(admin, { community_id: community.id });
    const res = await uploadImage(admin.client, e.id, 'naslovnica-žegnanje.png', 'image/png', PNG);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(success.headerImageUploaded);
    expect(res.json().event).toMatchObject({ has_header_image: true, header_image_type: 'png', header_image_name: 'naslovnica-žegnanje.png' });
    const img = await member.client.get(`/api/events/${e.id}/header-image`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['content-disposition']).toContain('inline');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    expect((await outsider.client.get(`/api/events/${e.id}/header-image`)).statusCode).toBe(404);
    expect((await uploadImage(member.client, e.id, 'a.png', 'image/png', PNG)).statusCode).toBe(403);
    expect((await uploadImage(outsider.client, e.id, 'a.png', 'image/png', PNG)).statusCode).toBe(404);
    // A re-upload replaces the stored file.
    const first = await t.database.db.selectFrom('events').select('header_image_stored').where('id', '=', e.id).executeTakeFirstOrThrow();
    const jpeg = Buffer.concat([JPEG_HEAD, Buffer.alloc(2000, 1)]);
    const replaced = await uploadImage(admin.client, e.id, 'slika.jpg', 'image/jpeg', jpeg);
    expect(replaced.json().event.header_image_type).toBe('jpg');
    const { readdirSync } = await import('node:fs');
    const stored = readdirSync(`${t.dataDir}/uploads/event-images`);
    expect(stored).not.toContain(first.header_image_stored);
    const del = await admin.client.delete(`/api/events/${e.id}/header-image`);
    expect(del.json()).toMatchObject({ message: success.headerImageDeleted, event: { has_header_image: false, header_image_name: null } });
    expect((await admin.client.get(`/api/events/${e.id}/header-image`)).json().error).toBe(errors.headerImageNotFound);
    expect((await admin.client.delete(`/api/events/${e.id}/header-image`)).statusCode).toBe(404);
  });

  it('answers an event in the list exactly as its own read does (the same fields, values and types, by the contract)', async () => {
    const { admin, member, community } = await group();
    const description = 'Prinesite "note" in \\ svinčnik.\nPotem: čaj ☕ in\tpiškoti \u2028 </script>';
    const e = await createEvent(admin, { community_id: community.id, description, time: '07:05', event_type: 'mass' });
    await uploadImage(admin.client, e.id, 'naslovnica-žegnanje.png', 'image/png', PNG);
    await admin.client.post(`/api/events/${e.id}/attendees`, { user_ids: [member.user.id] });
    await member.client.put(`/api/events/${e.id}/attendees/${member.user.id}`, { status: 'confirmed' });
    await admin.client.post('/api/setlists', { name: 'Spored', event_id: e.id, songs: [] });
    for (const viewer of [admin, member]) {
      const list = await viewer.client.get(`/api/events?community_id=${community.id}&limit=50`);
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
      const page = ZEventsResponse.strict().parse(list.json());
      const listed = page.events.find((x) => x.id === e.id)!;
      expect(listed).toEqual((await viewer.client.get(`/api/events/${e.id}`)).json());
      expect(listed).toMatchObject({ description, time: '07:05', has_header_image: true, header_image_name: 'naslovnica-žegnanje.png', attendee_count: 1, series_id: null });
      expect(listed.setlist_id).toEqual(expect.any(Number));
    }
    const mine = (await member.client.get(`/api/events?community_id=${community.id}`)).json().events.find((x: { id: number }) => x.id === e.id);
    expect(mine).toMatchObject({ my_status: 'confirmed', can_edit: false, can_attend: true, is_organizer: false });
    // Leaves the image folder as it found it (the next test counts its files).
    expect((await admin.client.delete(`/api/events/${e.id}/header-image`)).statusCode).toBe(200);
  });

  it('refuses what is not a JPG, PNG or GIF by its bytes, 5 MB and more, and a missing file, with the spec messages', async () => {
    const { admin, community } = await group();
    const e = await createEvent(admin, { community_id: community.id });
    const html = await uploadImage(admin.client, e.id, 'slika.png', 'image/png', Buffer.from('<!doctype html><script>alert(1)</script>'));
    expect(html.statusCode).toBe(415);
    expect(html.json().error).toBe(errors.headerImageType);
    const pdf = await uploadImage(admin.client, e.id, 'a.jpg', 'image/jpeg', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdf.json().error).toBe(errors.headerImageType);
    const big = await uploadImage(admin.client, e.id, 'velika.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(5_242_880 + 1 - PNG.length)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(errors.headerImageTooLarge);
    const exact = await uploadImage(admin.client, e.id, 'ravno.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(5_242_880 - PNG.length)]));
    expect(exact.statusCode).toBe(200);
    const missing = await uploadImage(admin.client, e.id, 'a.png', 'image/png', PNG, 'image');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(errors.headerImageMissing);
    const notMultipart = await admin.client.post(`/api/events/${e.id}/header-image`, {});
    expect(notMultipart.json().error).toBe(errors.headerImageMissing);
    // A refused file leaves the event as it was and nothing on disk.
    expect((await admin.client.get(`/api/events/${e.id}`)).json().header_image_type).toBe('png');
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(`${t.dataDir}/uploads/event-images`)).toHaveLength(1);
  });

  it('deleting an event removes its header image file', async () => {
    const { admin, community } = await group();
    const e = await createEvent(admin, { community_id: community.id });
    await uploadImage(admin.client, e.id, 'a.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    const row = await t.database.db.selectFrom('events').select('header_image_stored').where('id', '=', e.id).executeTakeFirstOrThrow();
    await admin.client.delete(`/api/events/${e.id}`);
    const { existsSync } = await import('node:fs');
    expect(existsSync(`${t.dataDir}/uploads/event-images/${row.header_image_stored}`)).toBe(false);
  });
});

describe('events: a list page written by the database (issue 20, db/json.ts)', () => {
  it('lists each event exactly as it reads on its own, for its editor, a member, an attendee and a stranger', async () => {
    const { admin, member, outsider, community } = await group();
    const date = shift(today, 40);
    const withImage = await createEvent(admin, { title: 'Koncert "Pesem" \\ zbora', date, time: '18:00', event_type: 'concert', community_id: community.id, description: 'Opis\nv dveh vrsticah' });
    expect((await uploadImage(admin.client, withImage.id, 'glava.png', 'image/png', PNG)).statusCode).toBe(200);
    const withSetlist = await createEvent(admin, { title: 'Maša', date, time: '10:00', event_type: 'mass', community_id: community.id });
    expect((await admin.client.post('/api/setlists', { event_id: withSetlist.id, songs: [] })).statusCode).toBe(201);
    const privateOne = await createEvent(admin, { title: 'Zasebno', date, visibility: 'private' });
    expect((await admin.client.post(`/api/events/${privateOne.id}/attendees`, { user_ids: [outsider.user.id] })).statusCode).toBe(200);
    expect((await outsider.client.put(`/api/events/${privateOne.id}/attendees/${outsider.user.id}`, { status: 'declined' })).statusCode).toBe(200);

    for (const [who, expected] of [
      [admin, [withSetlist.id, withImage.id, privateOne.id]],
      [member, [withSetlist.id, withImage.id]],
      [outsider, [privateOne.id]],
    ] as const) {
      const res = await who.client.get(`/api/events?date=${date}&limit=50`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const page = res.json();
      // Nothing the contract does not name, and every field of the right type.
      expect(ZEventsResponse.parse(page)).toEqual(page);
      expect(page.events.map((e: { id: number }) => e.id)).toEqual(expected);
      for (const item of page.events) expect(item).toEqual((await who.client.get(`/api/events/${item.id}`)).json());
    }
    const [mass, image] = (await member.client.get(`/api/events?date=${date}`)).json().events;
    expect(image).toMatchObject({ has_header_image: true, header_image_type: 'png', time: '18:00', can_edit: false, can_attend: true, attendee_count: 0 });
    expect(mass).toMatchObject({ has_header_image: false, setlist_id: expect.any(Number), my_status: null });
    expect((await outsider.client.get(`/api/events?date=${date}`)).json().events[0]).toMatchObject({ my_status: 'declined', attendee_count: 1, can_edit: false, community_id: null });
    expect((await admin.client.get(`/api/events?date=${date}`)).json().events[2]).toMatchObject({ can_edit: true, can_delete: true, is_organizer: true, visibility: 'private' });
  });
});
