import { seriesMessages } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/clock.ts';
import { addYears } from '../../src/modules/events/series-rule.ts';
import { addMember, loggedIn, newCommunity, type TestUser } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';
import { instances, parseFeed, type Instance } from '../ical.ts';

/*
 * Issue 23: event series and whole-choir invitations, through the real app (SQLite, or
 * PostgreSQL with DATABASE_URL). The clock stands on 1 October 2027, so that a weekly series
 * crosses the end of summer time (31 October 2027) inside the 26 weeks that exist as rows.
 */
let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'error' }, { captureLogs: true });
  t.clock.advance(Date.parse('2027-10-01T08:00:00Z') - Date.now());
  today = t.app.ctx.services.events.today();
});
afterAll(() => t.close());

type Actor = { client: Client; user: TestUser };
type Ev = { id: number; date: string; time: string; title: string; series_id: number | null; series?: { until: string | null; rrule: string } | null };

async function choir(members = 2) {
  const admin = await loggedIn(t.app);
  const community = await newCommunity(admin.client);
  const people: Actor[] = [];
  for (let i = 0; i < members; i++) {
    const m = await loggedIn(t.app);
    await addMember(t.app, m.user.id, community.id);
    people.push(m);
  }
  return { admin, community, people };
}

const base = (communityId: number, o: Record<string, unknown> = {}) => ({
  title: 'Vaja', time: '19:30', location: 'Župnijska dvorana', event_type: 'rehearsal', visibility: 'community', community_id: communityId, ...o,
});

async function create(actor: Actor, body: Record<string, unknown>): Promise<Ev> {
  const res = await actor.client.post('/api/events', body);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body} ${t.logs.slice(-1).join('')}`);
  return res.json().event;
}

/** The occurrences of a series as the API lists them (all of the community's events in range). */
async function occurrences(actor: Actor, communityId: number, seriesId?: number): Promise<Ev[]> {
  const res = await actor.client.get(`/api/events?community_id=${communityId}&from=${today}&to=${addDays(today, 800)}&limit=100`);
  expect(res.statusCode).toBe(200);
  const events = res.json().events as Ev[];
  return seriesId === undefined ? events : events.filter((e) => e.series_id === seriesId);
}

const dates = (list: Ev[]) => list.map((e) => e.date);

describe('event series: rules', () => {
  it('weekly until a date across the October 2027 change of time keeps 19:30 local', async () => {
    const { admin, community } = await choir(0);
    const first = await create(admin, base(community.id, { date: '2027-10-19', repeat: { frequency: 'weekly', weekdays: ['TU'], until: '2027-11-16' } }));
    expect(first.series_id).toEqual(expect.any(Number));
    expect(first.series).toMatchObject({ frequency: 'weekly', weekdays: ['TU'], until: '2027-11-16', count: null });
    expect(first.series!.rrule).toContain('FREQ=WEEKLY');
    const list = await occurrences(admin, community.id, first.series_id!);
    expect(dates(list)).toEqual(['2027-10-19', '2027-10-26', '2027-11-02', '2027-11-09', '2027-11-16']);
    expect(new Set(list.map((e) => e.time))).toEqual(new Set(['19:30']));
    // In the calendar feed: one master VEVENT whose RRULE a client expands to 19:30 in Ljubljana,
    // i.e. 17:30 UTC in summer time and 18:30 UTC after it (docs/decisions.md, "Series in calendar feeds").
    const feed = (await admin.client.get('/api/calendar-feeds')).json().communities[0].url as string;
    const body = (await t.app.inject({ method: 'GET', url: new URL(feed).pathname })).body;
    const vevents = parseFeed(body).events;
    expect(vevents).toHaveLength(1);
    expect(vevents[0]!.getFirstPropertyValue('uid')).toBe(`series-${first.series_id}@localhost:8080`);
    expect(String(vevents[0]!.getFirstPropertyValue('rrule'))).toMatch(/^FREQ=WEEKLY;.*BYDAY=TU.*;UNTIL=20271116T225959Z$/);
    const starts = instances(body);
    expect(starts.map((s) => s.start)).toEqual(['2027-10-19T19:30:00', '2027-10-26T19:30:00', '2027-11-02T19:30:00', '2027-11-09T19:30:00', '2027-11-16T19:30:00']);
    expect(starts.map((s) => s.utc.slice(11, 16))).toEqual(['17:30', '17:30', '18:30', '18:30', '18:30']);
    expect(starts.every((s) => s.recurring && !s.override)).toBe(true);
  });

  it('every two weeks on two weekdays, for a count', async () => {
    const { admin, community } = await choir(0);
    const first = await create(admin, base(community.id, { date: '2027-10-05', repeat: { frequency: 'biweekly', weekdays: ['TU', 'TH'], count: 6 } }));
    expect(dates(await occurrences(admin, community.id, first.series_id!))).toEqual(['2027-10-05', '2027-10-07', '2027-10-19', '2027-10-21', '2027-11-02', '2027-11-04']);
  });

  it('monthly on the n-th weekday (the date\'s own: the second Tuesday), and the last one', async () => {
    const { admin, community } = await choir(0);
    const second = await create(admin, base(community.id, { date: '2027-10-12', repeat: { frequency: 'monthly', count: 4 } }));
    expect(second.series).toMatchObject({ frequency: 'monthly', month_week: 2 });
    expect(dates(await occurrences(admin, community.id, second.series_id!))).toEqual(['2027-10-12', '2027-11-09', '2027-12-14', '2028-01-11']);
    const last = await create(admin, base(community.id, { date: '2027-10-29', repeat: { frequency: 'monthly', until: '2028-01-31' } }));
    expect(dates(await occurrences(admin, community.id, last.series_id!))).toEqual(['2027-10-29', '2027-11-26', '2027-12-31', '2028-01-28']);
  });

  it('refuses a series reaching more than two years ahead, in Slovenian, leaving nothing behind', async () => {
    const { admin, community } = await choir(0);
    const tooLate = await admin.client.post('/api/events', base(community.id, { date: '2027-10-05', repeat: { frequency: 'weekly', until: addDays(addYears(today, 2), 1) } }));
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().error).toBe(seriesMessages.tooFarAhead);
    const tooMany = await admin.client.post('/api/events', base(community.id, { date: '2027-10-05', repeat: { frequency: 'weekly', count: 110 } }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(seriesMessages.tooFarAhead);
    const daily = await admin.client.post('/api/events', base(community.id, { date: '2027-10-05', repeat: { frequency: 'daily', count: 3 } }));
    expect(daily.json().error).toBe(seriesMessages.frequencyInvalid);
    const noEnd = await admin.client.post('/api/events', base(community.id, { date: '2027-10-05', repeat: { frequency: 'weekly' } }));
    expect(noEnd.statusCode).toBe(400);
    expect(noEnd.json().error).toBe(seriesMessages.endRequired);
    expect(await occurrences(admin, community.id)).toEqual([]);
    const series = await t.database.db.selectFrom('event_series').select('id').where('community_id', '=', community.id).execute();
    expect(series).toEqual([]);
  });

  it('makes occurrences 26 weeks ahead and extends the window as time passes', async () => {
    const { admin, community } = await choir(0);
    const first = await create(admin, base(community.id, { date: '2027-10-04', repeat: { frequency: 'weekly', until: '2029-01-01' } }));
    const horizon = addDays(today, 26 * 7);
    const made = await occurrences(admin, community.id, first.series_id!);
    expect(made.at(-1)!.date <= horizon).toBe(true);
    expect(made.length).toBe(26);
    t.clock.advance(7 * 86_400_000);
    try {
      expect(await t.app.ctx.services.events.series.extendAll()).toBeGreaterThanOrEqual(1);
      expect((await occurrences(admin, community.id, first.series_id!)).length).toBe(27);
      // Nothing is made twice.
      expect(await t.app.ctx.services.events.series.extendAll()).toBe(0);
    } finally {
      t.clock.advance(-7 * 86_400_000);
    }
  });
});

describe('event series: refusals name their field (issue 57, #4)', () => {
  it('an end before the first date is refused beside the last-date field', async () => {
    const { admin, community } = await choir(0);
    const res = await admin.client.post('/api/events', base(community.id, { date: '2027-10-19', repeat: { frequency: 'weekly', weekdays: ['TU'], until: '2027-10-12' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: seriesMessages.untilBeforeStart, details: { 'repeat.until': seriesMessages.untilBeforeStart } });
  });
});

describe('event series: editing and deleting occurrences', () => {
  async function weekly(count = 5) {
    const c = await choir(1);
    const first = await create(c.admin, base(c.community.id, { date: '2027-10-05', repeat: { frequency: 'weekly', count } }));
    return { ...c, first, list: await occurrences(c.admin, c.community.id, first.series_id!) };
  }

  it("'Samo ta dogodek' changes one occurrence's date and time and leaves the rest", async () => {
    const { admin, community, first, list } = await weekly();
    const third = list[2]!;
    const res = await admin.client.put(`/api/events/${third.id}`, base(community.id, { date: '2027-10-20', time: '20:00', scope: 'this' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({ date: '2027-10-20', time: '20:00', series_id: first.series_id });
    const after = await occurrences(admin, community.id, first.series_id!);
    expect(after.map((e) => [e.date, e.time])).toEqual([
      ['2027-10-05', '19:30'], ['2027-10-12', '19:30'], ['2027-10-20', '20:00'], ['2027-10-26', '19:30'], ['2027-11-02', '19:30'],
    ]);
    // The default scope is 'this' (the spec's behaviour).
    expect((await admin.client.put(`/api/events/${list[0]!.id}`, base(community.id, { date: '2027-10-05', title: 'Generalka' }))).statusCode).toBe(200);
    expect((await occurrences(admin, community.id, first.series_id!)).map((e) => e.title)).toEqual(['Generalka', 'Vaja', 'Vaja', 'Vaja', 'Vaja']);
  });

  it("'Ta in vsi naslednji' splits the series; 'Vsi v nizu' changes every occurrence", async () => {
    const { admin, community, first, list } = await weekly();
    const res = await admin.client.put(`/api/events/${list[2]!.id}`, base(community.id, { date: list[2]!.date, time: '20:00', location: 'Cerkev', scope: 'following' }));
    expect(res.statusCode).toBe(200);
    const all = await occurrences(admin, community.id);
    expect(all.map((e) => [e.date, e.time])).toEqual([
      ['2027-10-05', '19:30'], ['2027-10-12', '19:30'], ['2027-10-19', '20:00'], ['2027-10-26', '20:00'], ['2027-11-02', '20:00'],
    ]);
    const newSeries = res.json().event.series_id as number;
    expect(newSeries).not.toBe(first.series_id);
    expect(all.slice(2).every((e) => e.series_id === newSeries)).toBe(true);
    // The old rule now ends the day before; the new one carries on for the rest of the count.
    expect((await admin.client.get(`/api/events/${list[0]!.id}`)).json().series).toMatchObject({ until: '2027-10-18', count: null });
    expect(res.json().event.series).toMatchObject({ count: 3 });
    // A date cannot move with a whole series.
    const moved = await admin.client.put(`/api/events/${list[3]!.id}`, base(community.id, { date: '2027-10-27', scope: 'all' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe(seriesMessages.dateScopeOnlyThis);
    // 'all' on the first half changes only that series.
    expect((await admin.client.put(`/api/events/${list[0]!.id}`, base(community.id, { date: list[0]!.date, title: 'Vaja A', scope: 'all' }))).statusCode).toBe(200);
    expect((await occurrences(admin, community.id)).map((e) => e.title)).toEqual(['Vaja A', 'Vaja A', 'Vaja', 'Vaja', 'Vaja']);
    const bad = await admin.client.put(`/api/events/${list[0]!.id}`, base(community.id, { date: list[0]!.date, scope: 'vse' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(seriesMessages.scopeInvalid);
  });

  it("'Vsi v nizu' changes only what the form changed, asks before it overwrites a date's own change, and tells the members once (issue 57)", async () => {
    const { admin, community, people, first, list } = await weekly();
    const member = people[0]!;
    const notices = async () => ((await member.client.get('/api/notifications?limit=50')).json().notifications as { type: string; content: string }[]).filter((n) => n.type === 'event_changed');
    // The third date moves to 18:00 on its own.
    expect((await admin.client.put(`/api/events/${list[2]!.id}`, base(community.id, { date: list[2]!.date, time: '18:00', scope: 'this' }))).statusCode).toBe(200);
    const told = (await notices()).length;
    // Renaming the whole series from the first date leaves the third date at 18:00.
    const renamed = await admin.client.put(`/api/events/${list[0]!.id}`, base(community.id, { date: list[0]!.date, title: 'Redna vaja', scope: 'all' }));
    expect(renamed.statusCode).toBe(200);
    let all = await occurrences(admin, community.id, first.series_id!);
    expect(all.map((e) => [e.title, e.time])).toEqual([['Redna vaja', '19:30'], ['Redna vaja', '19:30'], ['Redna vaja', '18:00'], ['Redna vaja', '19:30'], ['Redna vaja', '19:30']]);
    // One notice for that edit, naming the new title.
    let mine = await notices();
    expect(mine).toHaveLength(told + 1);
    expect(mine[0]!.content).toBe('Dogodki »Vaja« od 5. 10. 2027 dalje so spremenjeni: nov naslov »Redna vaja«.');
    // Changing the time of the whole series would overwrite the third date's own time: asked, nothing written.
    const asked = await admin.client.put(`/api/events/${list[0]!.id}`, base(community.id, { date: list[0]!.date, title: 'Redna vaja', time: '20:00', scope: 'all' }));
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ error: seriesMessages.ownChanges(1), error_kind: 'own_changes', own_changes: [{ date: list[2]!.date, fields: ['time'] }] });
    expect((await occurrences(admin, community.id, first.series_id!)).map((e) => e.time)).toEqual(['19:30', '19:30', '18:00', '19:30', '19:30']);
    // 'keep' leaves it; 'overwrite' brings it along.
    const kept = await admin.client.put(`/api/events/${list[0]!.id}`, base(community.id, { date: list[0]!.date, title: 'Redna vaja', time: '20:00', scope: 'all', own_changes: 'keep' }));
    expect(kept.statusCode).toBe(200);
    expect((await occurrences(admin, community.id, first.series_id!)).map((e) => e.time)).toEqual(['20:00', '20:00', '18:00', '20:00', '20:00']);
    mine = await notices();
    expect(mine[0]!.content).toBe('Dogodki »Redna vaja« od 5. 10. 2027 dalje so spremenjeni: ura 20:00.');
    const overwritten = await admin.client.put(`/api/events/${list[0]!.id}`, base(community.id, { date: list[0]!.date, title: 'Redna vaja', time: '19:00', scope: 'all', own_changes: 'overwrite' }));
    expect(overwritten.statusCode).toBe(200);
    all = await occurrences(admin, community.id, first.series_id!);
    expect(all.map((e) => e.time)).toEqual(['19:00', '19:00', '19:00', '19:00', '19:00']);
    // An edit that changes nothing tells nobody.
    const before = (await notices()).length;
    expect((await admin.client.put(`/api/events/${list[1]!.id}`, base(community.id, { date: list[1]!.date, title: 'Redna vaja', time: '19:00', scope: 'all' }))).statusCode).toBe(200);
    expect(await notices()).toHaveLength(before);
  });

  it('deleting one occurrence adds an EXDATE: it is never made again', async () => {
    const { admin, community, people, first, list } = await weekly();
    const res = await admin.client.delete(`/api/events/${list[1]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(dates(await occurrences(admin, community.id, first.series_id!))).toEqual(['2027-10-05', '2027-10-19', '2027-10-26', '2027-11-02']);
    const row = await t.database.db.selectFrom('event_series').select(['exdates']).where('id', '=', first.series_id!).executeTakeFirstOrThrow();
    expect(JSON.parse(row.exdates)).toEqual(['2027-10-12']);
    // Even when the window is made again from the start, the deleted date stays away.
    await t.database.db.updateTable('event_series').set({ materialized_until: '2027-10-01' }).where('id', '=', first.series_id!).execute();
    await t.app.ctx.services.events.series.extendAll();
    expect(dates(await occurrences(admin, community.id, first.series_id!))).toEqual(['2027-10-05', '2027-10-19', '2027-10-26', '2027-11-02']);
    // The member saw the cancellation of that one date.
    const notes = (await people[0]!.client.get('/api/notifications?limit=50')).json().notifications as { type: string }[];
    expect(notes.filter((n) => n.type === 'event_cancelled')).toHaveLength(1);
  });

  it("deleting 'Ta in vsi naslednji' ends the rule; 'Vsi v nizu' removes the series", async () => {
    const { admin, community, people, first, list } = await weekly();
    expect((await admin.client.delete(`/api/events/${list[3]!.id}?scope=following`)).statusCode).toBe(200);
    expect(dates(await occurrences(admin, community.id, first.series_id!))).toEqual(['2027-10-05', '2027-10-12', '2027-10-19']);
    // A member may not delete (403), and a series' occurrences stay.
    expect((await people[0]!.client.delete(`/api/events/${list[0]!.id}?scope=all`)).statusCode).toBe(403);
    expect((await admin.client.delete(`/api/events/${list[0]!.id}?scope=all`)).statusCode).toBe(200);
    expect(await occurrences(admin, community.id)).toEqual([]);
    expect(await t.database.db.selectFrom('event_series').select('id').where('id', '=', first.series_id!).execute()).toEqual([]);
    const cancelled = ((await people[0]!.client.get('/api/notifications?limit=50')).json().notifications as { type: string; content: string }[]).filter((n) => n.type === 'event_cancelled');
    expect(cancelled.map((n) => n.content).sort()).toEqual(['Dogodki »Vaja« od 26. 10. 2027 dalje so odpovedani.', 'Dogodki »Vaja« od 5. 10. 2027 dalje so odpovedani.']);
  });
});

describe('event series: invitations', () => {
  it('a whole-choir invitation puts every member on every occurrence and tells each once (notice and e-mail)', async () => {
    const { admin, community, people } = await choir(3);
    const first = await create(admin, base(community.id, { title: 'Adventna vaja', date: '2027-10-05', repeat: { frequency: 'weekly', count: 4 }, invite: { all: true } }));
    const list = await occurrences(admin, community.id, first.series_id!);
    expect(list).toHaveLength(4);
    for (const e of list) {
      const ev = (await admin.client.get(`/api/events/${e.id}?include_attendees=true`)).json();
      expect(ev.attendees.map((a: { user_id: number }) => a.user_id).sort()).toEqual([admin.user.id, ...people.map((p) => p.user.id)].sort());
      expect(new Set(ev.attendees.map((a: { status: string }) => a.status))).toEqual(new Set(['pending']));
    }
    for (const p of people) {
      const notes = (await p.client.get('/api/notifications?limit=50')).json().notifications as { type: string; content: string }[];
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ type: 'event_invited' });
      expect(notes[0]!.content).toContain('Adventna vaja');
      expect(notes[0]!.content).toContain('vsak teden ob torkih');
      const mails = (await t.outbox()).filter((m) => m.includes(`To: ${p.user.email}`));
      expect(mails).toHaveLength(1);
    }
    // The organizer is on the lists but is not told about their own series.
    expect((await admin.client.get('/api/notifications?limit=50')).json().notifications).toHaveLength(0);
    // They can answer per occurrence, as before.
    expect((await people[0]!.client.put(`/api/events/${list[1]!.id}/attendees/${people[0]!.user.id}`, { status: 'declined' })).statusCode).toBe(200);
  });

  it('a voice-part invitation puts only the members of those parts on the list', async () => {
    const { admin, community, people } = await choir(3);
    const parts = ['Tenor', 'bas', 'Sopran'];
    for (const [i, p] of people.entries()) {
      await t.database.db.updateTable('community_users').set({ voice_part: parts[i]! }).where('user_id', '=', p.user.id).where('community_id', '=', community.id).execute();
    }
    const first = await create(admin, base(community.id, { date: '2027-10-06', repeat: { frequency: 'weekly', count: 2 }, invite: { voice_parts: ['Tenor', 'Bas'] } }));
    const ev = (await admin.client.get(`/api/events/${first.id}?include_attendees=true`)).json();
    expect(ev.attendees.map((a: { user_id: number }) => a.user_id).sort()).toEqual([people[0]!.user.id, people[1]!.user.id].sort());
    // The soprano hears of the new series as a community member, once, without being on the list.
    const soprano = (await people[2]!.client.get('/api/notifications?limit=50')).json().notifications as { type: string }[];
    expect(soprano.map((n) => n.type)).toEqual(['event_created']);
    const single = await create(admin, base(community.id, { date: '2027-10-08', invite: { all: true } }));
    expect(single.series_id).toBeNull();
    expect((await admin.client.get(`/api/events/${single.id}?include_attendees=true`)).json().attendees).toHaveLength(4);
    const empty = await admin.client.post('/api/events', base(community.id, { date: '2027-10-08', invite: { voice_parts: [] } }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(seriesMessages.voicePartsRequired);
    const noCommunity = await admin.client.post('/api/events', base(community.id, { visibility: 'private', community_id: null, date: '2027-10-08', invite: { all: true } }));
    expect(noCommunity.statusCode).toBe(400);
    expect(noCommunity.json().error).toBe(seriesMessages.inviteNeedsCommunity);
  });
});

describe('event series: the window and the community', () => {
  it('a member who joins later is invited once when the window grows; two extensions at once make nothing twice', async () => {
    const { admin, community } = await choir(1);
    const first = await create(admin, base(community.id, { date: '2027-10-07', repeat: { frequency: 'weekly', until: '2028-12-28' }, invite: { all: true } }));
    const late = await loggedIn(t.app);
    await addMember(t.app, late.user.id, community.id);
    t.clock.advance(7 * 86_400_000);
    try {
      await Promise.all([t.app.ctx.services.events.series.extendAll(), t.app.ctx.services.events.series.extendAll()]);
      await t.app.ctx.services.events.series.extendAll();
      const rows = await t.database.db.selectFrom('events').select(['series_date']).where('series_id', '=', first.series_id!).execute();
      expect(new Set(rows.map((r) => r.series_date)).size).toBe(rows.length);
      const newest = (await occurrences(admin, community.id, first.series_id!)).at(-1)!;
      const ev = (await admin.client.get(`/api/events/${newest.id}?include_attendees=true`)).json();
      expect(ev.attendees.map((a: { user_id: number }) => a.user_id)).toContain(late.user.id);
      const notes = (await late.client.get('/api/notifications?limit=50')).json().notifications as { type: string }[];
      expect(notes.filter((n) => n.type === 'event_invited')).toHaveLength(1);
    } finally {
      t.clock.advance(-7 * 86_400_000);
    }
  });

  it('an occurrence moved to another community leaves its series', async () => {
    const { admin, community } = await choir(0);
    const other = await newCommunity(admin.client);
    const first = await create(admin, base(community.id, { date: '2027-10-05', repeat: { frequency: 'weekly', count: 3 } }));
    const list = await occurrences(admin, community.id, first.series_id!);
    const res = await admin.client.put(`/api/events/${list[1]!.id}`, base(other.id, { date: list[1]!.date }));
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({ community_id: other.id, series_id: null });
    expect((await admin.client.delete(`/api/events/${list[0]!.id}?scope=all`)).statusCode).toBe(200);
    expect((await admin.client.get(`/api/events/${list[1]!.id}`)).statusCode).toBe(200);
  });

  it('the invitation e-mail is Slovenian and names the rule', async () => {
    const { admin, community, people } = await choir(1);
    await create(admin, base(community.id, { title: 'Postna vaja', date: '2027-10-06', repeat: { frequency: 'biweekly', weekdays: ['WE'], count: 3 }, invite: { all: true } }));
    const mail = (await t.outbox()).filter((m) => m.includes(`To: ${people[0]!.user.email}`)).join('\n').replace(/=\r?\n/g, '');
    expect(mail).toMatch(/Subject: .*Povabilo/);
    expect(mail).toContain('vsaka dva tedna ob sredah');
  });
});

describe('event series in calendar feeds (issue 24): RRULE, EXDATE and RECURRENCE-ID overrides', () => {
  const feedsOf = async (actor: Actor) => (await actor.client.get('/api/calendar-feeds')).json() as { user: { url: string }; communities: { community_id: number; url: string }[] };
  const fetchFeed = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });
  const feedBody = async (url: string) => {
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const uid = (seriesId: number) => `series-${seriesId}@localhost:8080`;
  const of = (list: Instance[], seriesId: number) => list.filter((i) => i.uid === uid(seriesId));
  const masterOf = (body: string, seriesId: number) => parseFeed(body).events.find((v) => v.getFirstPropertyValue('uid') === uid(seriesId) && !v.hasProperty('recurrence-id'));
  const overridesOf = (body: string, seriesId: number) => parseFeed(body).events.filter((v) => v.getFirstPropertyValue('uid') === uid(seriesId) && v.hasProperty('recurrence-id'));
  const exdatesOf = (body: string, seriesId: number) =>
    masterOf(body, seriesId)!
      .getAllProperties('exdate')
      .flatMap((p) => p.getValues().map(String));
  /** Every date from `first` on, `step` days apart, up to `last`. */
  const every = (first: string, step: number, last: string) => {
    const out: string[] = [];
    for (let d = first; d <= last; d = addDays(d, step)) out.push(d);
    return out;
  };

  it('expands to the occurrences minus deleted ones; a moved one and the owner’s answer are overrides; 19:30 across the change of time', async () => {
    const { admin, community, people } = await choir(1);
    const member = people[0]!;
    const first = await create(admin, base(community.id, { date: '2027-10-19', repeat: { frequency: 'weekly', count: 6 }, invite: { all: true } }));
    const list = await occurrences(admin, community.id, first.series_id!);
    expect(dates(list)).toEqual(['2027-10-19', '2027-10-26', '2027-11-02', '2027-11-09', '2027-11-16', '2027-11-23']);
    // Deleted: an EXDATE. Moved ('Samo ta dogodek', a new time): an override. Answered: an override in the answerer's feed only.
    expect((await admin.client.delete(`/api/events/${list[2]!.id}`)).statusCode).toBe(200);
    expect((await admin.client.put(`/api/events/${list[3]!.id}`, base(community.id, { date: '2027-11-09', time: '20:00', scope: 'this' }))).statusCode).toBe(200);
    expect((await member.client.put(`/api/events/${list[1]!.id}/attendees/${member.user.id}`, { status: 'confirmed' })).statusCode).toBe(200);
    // Moved to another day: the override keeps the rule's date as its RECURRENCE-ID.
    expect((await admin.client.put(`/api/events/${list[4]!.id}`, base(community.id, { date: '2027-11-17', scope: 'this' }))).statusCode).toBe(200);
    const api = (await occurrences(admin, community.id, first.series_id!)).map((e) => `${e.date}T${e.time}:00`);
    expect(api).toEqual(['2027-10-19T19:30:00', '2027-10-26T19:30:00', '2027-11-09T20:00:00', '2027-11-17T19:30:00', '2027-11-23T19:30:00']);

    const feeds = await feedsOf(member);
    for (const url of [feeds.user.url, feeds.communities[0]!.url]) {
      const body = await feedBody(url);
      expect(parseFeed(body).events.filter((v) => !v.hasProperty('recurrence-id'))).toHaveLength(1);
      const got = of(instances(body), first.series_id!);
      // What a client computes equals what the app lists.
      expect(got.map((i) => i.start)).toEqual(api);
      expect(got.map((i) => i.utc.slice(11, 16))).toEqual(['17:30', '17:30', '19:00', '18:30', '18:30']);
      expect(exdatesOf(body, first.series_id!)).toEqual(['2027-11-02T19:30:00']);
      expect(got.map((i) => [i.recurrenceId, i.summary, i.override])).toEqual([
        ['2027-10-19T19:30:00', '? Vaja', false],
        ['2027-10-26T19:30:00', '✓ Vaja', true],
        ['2027-11-09T19:30:00', '? Vaja', true],
        ['2027-11-16T19:30:00', '? Vaja', true],
        ['2027-11-23T19:30:00', '? Vaja', false],
      ]);
      // The master links to the next occurrence; an override to its own.
      expect(got[0]!.description).toContain(`/dashboard?event=${list[0]!.id}`);
      expect(got[2]!.description).toContain(`/dashboard?event=${list[3]!.id}`);
      expect(got.every((i) => i.location === 'Župnijska dvorana')).toBe(true);
    }
    // The organizer's feed: no answer of theirs differs, so only the moved occurrences are overrides.
    const own = await feedBody((await feedsOf(admin)).user.url);
    expect(of(instances(own), first.series_id!).filter((i) => i.override).map((i) => i.recurrenceId)).toEqual(['2027-11-09T19:30:00', '2027-11-16T19:30:00']);
    expect(overridesOf(own, first.series_id!)).toHaveLength(2);
  });

  it('a series whose occurrences all carry one answer is one master with that prefix and no overrides', async () => {
    const { admin, community, people } = await choir(1);
    const member = people[0]!;
    const first = await create(admin, base(community.id, { date: '2027-10-07', repeat: { frequency: 'weekly', count: 3 }, invite: { all: true } }));
    for (const e of await occurrences(admin, community.id, first.series_id!)) {
      expect((await member.client.put(`/api/events/${e.id}/attendees/${member.user.id}`, { status: 'confirmed' })).statusCode).toBe(200);
    }
    const body = await feedBody((await feedsOf(member)).user.url);
    expect(overridesOf(body, first.series_id!)).toEqual([]);
    expect(of(instances(body), first.series_id!).map((i) => [i.start, i.summary])).toEqual([
      ['2027-10-07T19:30:00', '✓ Vaja'],
      ['2027-10-14T19:30:00', '✓ Vaja'],
      ['2027-10-21T19:30:00', '✓ Vaja'],
    ]);
  });

  it('an occurrence of a private series the owner is not invited to is an EXDATE in their feed, and shown in an invitee’s', async () => {
    const { admin, community, people } = await choir(3);
    const [kept, dropped, outsider] = people as [Actor, Actor, Actor];
    for (const p of [kept, dropped]) {
      await t.database.db.updateTable('community_users').set({ voice_part: 'Tenor' }).where('user_id', '=', p.user.id).where('community_id', '=', community.id).execute();
    }
    // Beyond the 26 weeks made: the dates not made yet are shown to whom the series will invite.
    const first = await create(admin, base(community.id, { title: 'Tenorji', visibility: 'private', date: '2027-10-07', repeat: { frequency: 'weekly', until: '2028-12-28' }, invite: { voice_parts: ['Tenor'] } }));
    const list = await occurrences(admin, community.id, first.series_id!);
    expect((await admin.client.delete(`/api/events/${list[1]!.id}/attendees/${dropped.user.id}`)).statusCode).toBe(200);
    const all = every('2027-10-07', 7, addDays(today, 365)).map((d) => `${d}T19:30:00`);
    const keptFeeds = await feedsOf(kept);
    for (const url of [keptFeeds.user.url, keptFeeds.communities[0]!.url]) {
      const body = await feedBody(url);
      expect(of(instances(body), first.series_id!).map((i) => i.start)).toEqual(all);
      expect(masterOf(body, first.series_id!)!.hasProperty('exdate')).toBe(false);
    }
    const droppedFeeds = await feedsOf(dropped);
    for (const url of [droppedFeeds.user.url, droppedFeeds.communities[0]!.url]) {
      const body = await feedBody(url);
      expect(of(instances(body), first.series_id!).map((i) => i.start)).toEqual(all.filter((d) => d !== all[1]));
      expect(exdatesOf(body, first.series_id!)).toEqual(['2027-10-14T19:30:00']);
    }
    // A change to the hidden occurrence moves the master's LAST-MODIFIED only where it is seen.
    const modified = async (actor: Actor) => String(masterOf(await feedBody((await feedsOf(actor)).user.url), first.series_id!)!.getFirstPropertyValue('last-modified'));
    const [keptBefore, droppedBefore] = [await modified(kept), await modified(dropped)];
    t.clock.advance(5000);
    try {
      expect((await admin.client.put(`/api/events/${list[1]!.id}`, base(community.id, { title: 'Tenorji in basi', visibility: 'private', date: list[1]!.date, scope: 'this' }))).statusCode).toBe(200);
      expect(await modified(kept)).not.toBe(keptBefore);
      expect(await modified(dropped)).toBe(droppedBefore);
      expect(await feedBody(droppedFeeds.user.url)).not.toContain('basi');
    } finally {
      t.clock.advance(-5000);
    }
    // A member the series does not invite sees nothing of it, in either feed: not the occurrences made, nor those to come.
    const outsiderFeeds = await feedsOf(outsider);
    for (const url of [outsiderFeeds.user.url, outsiderFeeds.communities[0]!.url]) {
      const body = await feedBody(url);
      expect(body).not.toContain('Tenorji');
      expect(body).not.toContain(uid(first.series_id!));
    }
    // Given the part later, they see the dates to come (and the made ones only once they are on those lists).
    await t.database.db.updateTable('community_users').set({ voice_part: 'tenor' }).where('user_id', '=', outsider.user.id).where('community_id', '=', community.id).execute();
    const horizon = (await t.database.db.selectFrom('event_series').select('materialized_until').where('id', '=', first.series_id!).executeTakeFirstOrThrow()).materialized_until;
    const later = of(instances(await feedBody(outsiderFeeds.user.url)), first.series_id!);
    expect(later.map((i) => i.start)).toEqual(all.filter((d) => d.slice(0, 10) > horizon));
    expect(later.every((i) => i.summary === '? Tenorji')).toBe(true);
  });

  it('the rule covers the feed’s year beyond the occurrences made (26 weeks), and a split gives two masters', async () => {
    const { admin, community, people } = await choir(1);
    const first = await create(admin, base(community.id, { date: '2027-10-05', repeat: { frequency: 'weekly', until: '2028-12-26' } }));
    const made = dates(await occurrences(admin, community.id, first.series_id!));
    const feedEnd = addDays(today, 365);
    expect(made.at(-1)! < addDays(today, 26 * 7 + 1)).toBe(true);
    const url = (await feedsOf(people[0]!)).user.url;
    const before = of(instances(await feedBody(url)), first.series_id!);
    const tuesdays = every('2027-10-05', 7, feedEnd);
    expect(before.map((i) => i.start.slice(0, 10))).toEqual(tuesdays);
    expect(tuesdays.length).toBeGreaterThan(made.length);
    expect(new Set(before.map((i) => i.summary))).toEqual(new Set(['Vaja']));
    expect(before.every((i) => !i.override)).toBe(true);

    // 'Ta in vsi naslednji' at 2 November with a new time: the old master ends the day before, the new one carries on.
    const list = await occurrences(admin, community.id, first.series_id!);
    const split = await admin.client.put(`/api/events/${list[4]!.id}`, base(community.id, { date: '2027-11-02', time: '20:00', scope: 'following' }));
    expect(split.statusCode).toBe(200);
    const second = split.json().event.series_id as number;
    const body = await feedBody(url);
    const old = of(instances(body), first.series_id!);
    const next = of(instances(body), second);
    expect(old.map((i) => i.start)).toEqual(every('2027-10-05', 7, '2027-10-26').map((d) => `${d}T19:30:00`));
    expect(next.map((i) => i.start)).toEqual(every('2027-11-02', 7, feedEnd).map((d) => `${d}T20:00:00`));
    expect(parseFeed(body).events.filter((v) => !v.hasProperty('recurrence-id')).map((v) => String(v.getFirstPropertyValue('uid'))).sort()).toEqual([uid(first.series_id!), uid(second)].sort());
    expect([...old, ...next].map((i) => i.start.slice(0, 10))).toEqual(tuesdays);
  });

  it('moves SEQUENCE, LAST-MODIFIED and the ETag when an occurrence changes; its setlist makes it an override', async () => {
    const { admin, community } = await choir(0);
    const first = await create(admin, base(community.id, { date: '2027-10-06', repeat: { frequency: 'weekly', count: 3 } }));
    const list = await occurrences(admin, community.id, first.series_id!);
    const url = (await feedsOf(admin)).communities[0]!.url;
    const res0 = await fetchFeed(url);
    const master0 = masterOf(res0.body, first.series_id!)!;
    const seq0 = Number(master0.getFirstPropertyValue('sequence'));
    const mod0 = String(master0.getFirstPropertyValue('last-modified'));
    expect(overridesOf(res0.body, first.series_id!)).toEqual([]);
    t.clock.advance(5000);
    try {
      const song = (await admin.client.post('/api/songs', { title: 'Zdrava Marija', community_id: community.id })).json().song.id;
      expect((await admin.client.post('/api/setlists', { event_id: list[1]!.id, songs: [{ song_id: song }] })).statusCode).toBe(201);
      const res1 = await fetchFeed(url, { 'if-none-match': res0.headers.etag as string });
      expect(res1.statusCode).toBe(200);
      expect(res1.headers.etag).not.toBe(res0.headers.etag);
      const master1 = masterOf(res1.body, first.series_id!)!;
      const seq1 = Number(master1.getFirstPropertyValue('sequence'));
      expect(seq1).toBeGreaterThan(seq0);
      expect(String(master1.getFirstPropertyValue('last-modified'))).not.toBe(mod0);
      const got = of(instances(res1.body), first.series_id!);
      expect(got.map((i) => i.override)).toEqual([false, true, false]);
      expect(got[1]!.description).toMatch(/Pesmi:\n1\. Zdrava Marija/);
      expect(got[0]!.description).not.toContain('Pesmi:');
      // An override is never older than its master (clients drop such overrides).
      expect(got[1]!.sequence).toBe(seq1);
      // Nothing changed since: 304.
      expect((await fetchFeed(url, { 'if-none-match': res1.headers.etag as string })).statusCode).toBe(304);
    } finally {
      t.clock.advance(-5000);
    }
  });

  it('a removed member’s community feed ends and their own feed drops the series', async () => {
    const { admin, community, people } = await choir(1);
    const member = people[0]!;
    const first = await create(admin, base(community.id, { date: '2027-10-08', repeat: { frequency: 'weekly', until: '2028-06-30' } }));
    const feeds = await feedsOf(member);
    expect(of(instances(await feedBody(feeds.communities[0]!.url)), first.series_id!).length).toBeGreaterThan(26);
    expect(of(instances(await feedBody(feeds.user.url)), first.series_id!).length).toBeGreaterThan(26);
    expect((await admin.client.delete(`/api/communities/${community.id}/admin/users/${member.user.id}`)).statusCode).toBe(200);
    expect((await fetchFeed(feeds.communities[0]!.url)).statusCode).toBe(404);
    expect(await feedBody(feeds.user.url)).not.toContain(uid(first.series_id!));
  });

  it('a series without a time is all-day: DATE values for DTSTART, UNTIL, EXDATE and RECURRENCE-ID', async () => {
    const { admin, community } = await choir(0);
    const first = await create(admin, base(community.id, { date: '2027-10-04', repeat: { frequency: 'weekly', count: 4 } }));
    const list = await occurrences(admin, community.id, first.series_id!);
    await t.database.db.updateTable('event_series').set({ time: '' }).where('id', '=', first.series_id!).execute();
    await t.database.db.updateTable('events').set({ time: '' }).where('series_id', '=', first.series_id!).execute();
    expect((await admin.client.delete(`/api/events/${list[1]!.id}`)).statusCode).toBe(200);
    await t.database.db.updateTable('events').set({ title: 'Generalka' }).where('id', '=', list[2]!.id).execute();
    const body = await feedBody((await feedsOf(admin)).user.url);
    const master = masterOf(body, first.series_id!)!;
    expect(master.getFirstProperty('dtstart')!.type).toBe('date');
    expect(String(master.getFirstPropertyValue('rrule'))).toMatch(/UNTIL=2027-10-25$|UNTIL=20271025$/);
    expect(exdatesOf(body, first.series_id!)).toEqual(['2027-10-11']);
    expect(overridesOf(body, first.series_id!).map((v) => v.getFirstProperty('recurrence-id')!.type)).toEqual(['date']);
    expect(of(instances(body), first.series_id!).map((i) => [i.start, i.summary])).toEqual([
      ['2027-10-04', 'Vaja'],
      ['2027-10-18', 'Generalka'],
      ['2027-10-25', 'Vaja'],
    ]);
  });
});
