import { gunzipSync } from 'node:zlib';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../../src/clock.ts';
import { addMember, loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';
import { instances } from '../ical.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const today = () => dateIn('Europe/Ljubljana', t.clock.now());
const feedPath = (url: string) => new URL(url).pathname + new URL(url).search;

async function fetchFeed(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: feedPath(url), headers });
}

function parse(body: string) {
  const cal = new ICAL.Component(ICAL.parse(body));
  return { cal, events: cal.getAllSubcomponents('vevent') };
}

const summaries = (body: string) => parse(body).events.map((e) => String(e.getFirstPropertyValue('summary')));

async function createEvent(client: Client, o: Record<string, unknown>) {
  const res = await client.post('/api/events', { title: 'Vaja', date: addDays(today(), 5), time: '19:30', location: 'Župnišče', visibility: 'community', ...o });
  if (res.statusCode !== 201) throw new Error(`event: ${res.statusCode} ${res.body}`);
  return res.json().event as { id: number };
}

describe('calendar feeds', () => {
  it('lists the user feed and one per community, 43-character tokens, /calendar/<token>.ics', async () => {
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client);
    const res = await client.get('/api/calendar-feeds');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.url).toMatch(/^http:\/\/localhost:8080\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(body.communities).toEqual([{ community_id: c.id, name: c.name, url: expect.stringMatching(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/) }]);
    // Stable between calls; the table holds no token in the clear.
    expect((await client.get('/api/calendar-feeds')).json()).toEqual(body);
    const token = body.user.url.match(/calendar\/(.+)\.ics/)[1];
    const rows = await t.app.ctx.db.selectFrom('calendar_feed_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await new Client(t.app).get('/api/calendar-feeds')).statusCode).toBe(401);
  });

  it('serves valid iCalendar: VTIMEZONE, DTSTART in Europe/Ljubljana, status prefix, setlist songs, link, stable UID', async () => {
    const { client, user } = await loggedIn(t.app);
    const c = await newCommunity(client);
    const event = await createEvent(client, { title: 'Adventni koncert', community_id: c.id, location: 'Cerkev sv. Martina', description: 'Pridite 15 minut prej.' });
    const song = (await client.post('/api/songs', { title: 'Ave Maria', community_id: c.id })).json().song.id;
    const song2 = (await client.post('/api/songs', { title: 'Tiha noč', community_id: c.id })).json().song.id;
    expect((await client.post('/api/setlists', { event_id: event.id, songs: [{ song_id: song2 }, { song_id: song }] })).statusCode).toBe(201);
    await client.put(`/api/events/${event.id}/attendees/${user.id}`, { status: 'confirmed' });
    const allDay = await createEvent(client, { title: 'Romanje', community_id: c.id });
    // The API always gives a time (a default); an event stored without one is an all-day event.
    await t.app.ctx.db.updateTable('events').set({ time: '' }).where('id', '=', allDay.id).execute();

    const url = (await client.get('/api/calendar-feeds')).json().user.url;
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toMatch(/private/);
    const { cal, events } = parse(res.body);
    expect(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Ljubljana');
    const ev = events.find((e) => String(e.getFirstPropertyValue('summary')).includes('Adventni koncert'))!;
    expect(ev.getFirstPropertyValue('summary')).toBe('✓ Adventni koncert');
    expect(ev.getFirstPropertyValue('uid')).toBe(`event-${event.id}@localhost:8080`);
    const dtstart = ev.getFirstProperty('dtstart')!;
    expect(dtstart.getParameter('tzid')).toBe('Europe/Ljubljana');
    expect(String(dtstart.getFirstValue())).toBe(`${addDays(today(), 5)}T19:30:00`);
    expect(ev.getFirstPropertyValue('location')).toBe('Cerkev sv. Martina');
    // DTSTAMP and LAST-MODIFIED in UTC, as RFC 5545 asks.
    expect(String(ev.getFirstPropertyValue('dtstamp'))).toMatch(/Z$/);
    expect(String(ev.getFirstPropertyValue('last-modified'))).toMatch(/Z$/);
    expect(cal.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Ljubljana');
    const description = String(ev.getFirstPropertyValue('description'));
    expect(description).toMatch(/1\. Tiha noč\n2\. Ave Maria/);
    expect(description).toContain(`http://localhost:8080/dashboard?event=${event.id}`);
    expect(description).toContain('Pridite 15 minut prej.');
    const whole = events.find((e) => e.getFirstPropertyValue('uid') === `event-${allDay.id}@localhost:8080`)!;
    const start = whole.getFirstProperty('dtstart')!;
    expect(start.type).toBe('date');
    expect(String(start.getFirstValue())).toBe(addDays(today(), 5));
  });

  it('bumps SEQUENCE and LAST-MODIFIED when the event changes; a deleted event disappears', async () => {
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client);
    const event = await createEvent(client, { title: 'Vaja basov', community_id: c.id });
    const url = (await client.get('/api/calendar-feeds')).json().user.url;
    const pick = async () => parse((await fetchFeed(url)).body).events.find((e) => e.getFirstPropertyValue('uid') === `event-${event.id}@localhost:8080`);
    const before = (await pick())!;
    const seq0 = Number(before.getFirstPropertyValue('sequence'));
    const mod0 = String(before.getFirstPropertyValue('last-modified'));
    t.clock.advance(5000);
    expect((await client.put(`/api/events/${event.id}`, { title: 'Vaja basov', date: addDays(today(), 6), time: '18:00', location: 'Župnišče', visibility: 'community', community_id: c.id })).statusCode).toBe(200);
    const after = (await pick())!;
    expect(Number(after.getFirstPropertyValue('sequence'))).toBeGreaterThan(seq0);
    expect(String(after.getFirstPropertyValue('last-modified'))).not.toBe(mod0);
    expect(String(after.getFirstProperty('dtstart')!.getFirstValue())).toBe(`${addDays(today(), 6)}T18:00:00`);
    expect((await client.delete(`/api/events/${event.id}`)).statusCode).toBe(200);
    expect(await pick()).toBeUndefined();
  });

  it('keeps private events to their people and ends a removed member’s community feed at once', async () => {
    const { client: admin } = await loggedIn(t.app);
    const c = await newCommunity(admin);
    const member = await newUser(t.app);
    const invited = await newUser(t.app);
    await addMember(t.app, member.id, c.id);
    await addMember(t.app, invited.id, c.id);
    const priv = await createEvent(admin, { title: 'Zasebni sestanek', community_id: c.id, visibility: 'private' });
    expect((await admin.post(`/api/events/${priv.id}/attendees`, { user_ids: [invited.id] })).statusCode).toBe(200);
    await createEvent(admin, { title: 'Skupna vaja', community_id: c.id });
    const outsiderPublic = await loggedIn(t.app);
    await createEvent(outsiderPublic.client, { title: 'Tuji javni koncert', visibility: 'public' });

    const feedsOf = async (u: typeof member) => (await (await loggedIn(t.app, u)).client.get('/api/calendar-feeds')).json();
    const m = await feedsOf(member);
    const i = await feedsOf(invited);
    const a = (await admin.get('/api/calendar-feeds')).json();
    for (const url of [m.user.url, m.communities[0].url]) {
      const s = summaries((await fetchFeed(url)).body);
      expect(s).toContain('Skupna vaja');
      expect(s).not.toContain('Zasebni sestanek');
      expect(s).not.toContain('Tuji javni koncert');
    }
    expect(summaries((await fetchFeed(i.user.url)).body)).toContain('? Zasebni sestanek');
    expect(summaries((await fetchFeed(i.communities[0].url)).body)).toContain('? Zasebni sestanek');
    expect(summaries((await fetchFeed(a.user.url)).body)).toContain('Zasebni sestanek');

    // Removed: the community feed answers 404 and the user feed drops the community's events.
    expect((await admin.delete(`/api/communities/${c.id}/admin/users/${member.id}`)).statusCode).toBe(200);
    expect((await fetchFeed(m.communities[0].url)).statusCode).toBe(404);
    expect(summaries((await fetchFeed(m.user.url)).body)).not.toContain('Skupna vaja');
    // Added again later: the old URL stays dead, a new one is issued.
    await addMember(t.app, member.id, c.id);
    expect((await fetchFeed(m.communities[0].url)).statusCode).toBe(404);
    const again = await feedsOf(member);
    expect(again.communities[0].url).not.toBe(m.communities[0].url);
    expect((await fetchFeed(again.communities[0].url)).statusCode).toBe(200);
  });

  it('puts a series in both feeds as one master VEVENT with RRULE and EXDATE, single events beside it', async () => {
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client);
    const start = addDays(today(), 3);
    const res = await client.post('/api/events', { title: 'Tedenska vaja', date: start, time: '19:30', location: 'Župnišče', visibility: 'community', community_id: c.id, repeat: { frequency: 'weekly', count: 5 } });
    expect(res.statusCode).toBe(201);
    const seriesId = res.json().event.series_id as number;
    const list = ((await client.get(`/api/events?community_id=${c.id}&from=${today()}&to=${addDays(today(), 60)}`)).json().events as { id: number; date: string; series_id: number | null }[]).filter((e) => e.series_id === seriesId);
    expect(list).toHaveLength(5);
    expect((await client.delete(`/api/events/${list[2]!.id}`)).statusCode).toBe(200);
    const single = await createEvent(client, { title: 'Koncert', community_id: c.id });
    const feeds = (await client.get('/api/calendar-feeds')).json();
    for (const url of [feeds.user.url, feeds.communities[0].url]) {
      const body = (await fetchFeed(url)).body;
      const { events } = parse(body);
      const masters = events.filter((e) => e.getFirstPropertyValue('uid') === `series-${seriesId}@localhost:8080`);
      expect(masters).toHaveLength(1);
      expect(String(masters[0]!.getFirstPropertyValue('rrule'))).toMatch(/^FREQ=WEEKLY;/);
      expect(masters[0]!.getFirstProperty('exdate')!.getValues().map(String)).toEqual([`${list[2]!.date}T19:30:00`]);
      expect(events.some((e) => e.getFirstPropertyValue('uid') === `event-${single.id}@localhost:8080`)).toBe(true);
      expect(events.some((e) => String(e.getFirstPropertyValue('uid')).startsWith(`event-${list[0]!.id}@`))).toBe(false);
      const got = instances(body).filter((i) => i.uid === `series-${seriesId}@localhost:8080`);
      expect(got.map((i) => i.start)).toEqual(list.filter((_, i) => i !== 2).map((e) => `${e.date}T19:30:00`));
    }
  });

  it('rotates a token at once (old URL 404) and refuses a community the caller is not in', async () => {
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client);
    const old = (await client.get('/api/calendar-feeds')).json();
    const res = await client.post('/api/calendar-feeds/rotate', { scope: 'user' });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).not.toBe(old.user.url);
    expect((await fetchFeed(old.user.url)).statusCode).toBe(404);
    expect((await fetchFeed(res.json().url)).statusCode).toBe(200);
    expect((await client.get('/api/calendar-feeds')).json().user.url).toBe(res.json().url);
    const rc = await client.post('/api/calendar-feeds/rotate', { scope: 'community', community_id: c.id });
    expect((await fetchFeed(old.communities[0].url)).statusCode).toBe(404);
    expect((await fetchFeed(rc.json().url)).statusCode).toBe(200);
    const other = await newCommunity((await loggedIn(t.app)).client);
    expect((await client.post('/api/calendar-feeds/rotate', { scope: 'community', community_id: other.id })).statusCode).toBe(404);
    expect((await client.post('/api/calendar-feeds/rotate', { scope: 'nope' })).statusCode).toBe(400);
  });

  it('answers 304 to a matching If-None-Match and 404 to unknown tokens', async () => {
    const { client } = await loggedIn(t.app);
    const url = (await client.get('/api/calendar-feeds')).json().user.url;
    const first = await fetchFeed(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchFeed(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await createEvent(client, { title: 'Nova vaja', visibility: 'private' });
    expect((await fetchFeed(url, { 'if-none-match': etag })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/calendar/${'a'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/calendar/kratko.ics' })).statusCode).toBe(404);
  });

  it('ends with CRLF and is compressed for a client that accepts it (issue 58, #21)', async () => {
    const { client } = await loggedIn(t.app);
    const url = (await client.get('/api/calendar-feeds')).json().user.url;
    const plain = await fetchFeed(`${url}?festivities=1`);
    expect(plain.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await t.app.inject({ method: 'GET', url: `${feedPath(url)}?festivities=1`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    const unzipped = gunzipSync(gz.rawPayload).toString('utf8');
    expect(unzipped).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(parse(unzipped).cal.getAllSubcomponents('vevent').length).toBeGreaterThan(100);
  });

  it('writes an event that ends in the hour repeated in October in UTC, so its end is one instant (issue 58, #21)', async () => {
    const { client } = await loggedIn(t.app);
    // The next last Sunday of October, when 02:00–03:00 happens twice in Ljubljana.
    let day = DateTime.fromISO(today(), { zone: 'Europe/Ljubljana' }).plus({ days: 1 });
    while (!(day.month === 10 && day.weekday === 7 && day.plus({ weeks: 1 }).month === 11)) day = day.plus({ days: 1 });
    const date = day.toISODate()!;
    await createEvent(client, { title: 'Nočna vaja', date, time: '01:30', visibility: 'private' });
    await createEvent(client, { title: 'Večerna vaja', date, time: '19:00', visibility: 'private' });
    const body = (await fetchFeed((await client.get('/api/calendar-feeds')).json().user.url)).body;
    const night = parse(body).events.find((e) => e.getFirstPropertyValue('summary') === 'Nočna vaja')!;
    // 01:30 CEST is 23:30 UTC the day before; 90 minutes later is 01:00 UTC, the second 02:00,
    // which "DTEND;TZID=…T020000" would make the first one (a 30-minute event).
    expect(night.getFirstProperty('dtstart')!.toICALString()).toBe(`DTSTART:${day.minus({ days: 1 }).toFormat('yyyyMMdd')}T233000Z`);
    expect(night.getFirstProperty('dtend')!.toICALString()).toBe(`DTEND:${day.toFormat('yyyyMMdd')}T010000Z`);
    const evening = parse(body).events.find((e) => e.getFirstPropertyValue('summary') === 'Večerna vaja')!;
    expect(evening.getFirstProperty('dtend')!.toICALString()).toBe(`DTEND;TZID=Europe/Ljubljana:${day.toFormat('yyyyMMdd')}T203000`);
  });

  it('agrees on one URL when the profile loads twice at once', async () => {
    const { client } = await loggedIn(t.app);
    await newCommunity(client);
    const [a, b] = await Promise.all([client.get('/api/calendar-feeds'), client.get('/api/calendar-feeds')]);
    expect(a.json()).toEqual(b.json());
    expect((await fetchFeed(a.json().user.url)).statusCode).toBe(200);
    expect((await fetchFeed(a.json().communities[0].url)).statusCode).toBe(200);
  });

  it('rate-limits the feed URL per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await t.app.inject({ method: 'GET', url: `/calendar/${'b'.repeat(43)}.ics`, remoteAddress: '10.9.8.7' })).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('adds the church festivities to the user feed on request, as all-day events', async () => {
    const { client } = await loggedIn(t.app);
    const url = (await client.get('/api/calendar-feeds')).json().user.url;
    expect(parse((await fetchFeed(url)).body).events).toHaveLength(0);
    const withFest = parse((await fetchFeed(`${url}?festivities=1`)).body).events;
    expect(withFest.length).toBeGreaterThan(50);
    expect(withFest.every((e) => e.getFirstProperty('dtstart')!.type === 'date')).toBe(true);
  });
});
