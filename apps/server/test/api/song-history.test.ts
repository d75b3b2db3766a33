import { errors } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/clock.ts';
import { yearBefore } from '../../src/modules/song-history/song-history.query.ts';
import { addMember, loggedIn, newCommunity } from '../factories.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

/**
 * Issue 22, song history: last_sung and times_sung_12m on every song (list, detail, setlist
 * candidates), the songbook sorted by them, and the community page 'Statistika pesmi'. Only past
 * events the caller may see count.
 */
let t: TestApp;
let today: string;
let admin: Awaited<ReturnType<typeof loggedIn>>;
let member: Awaited<ReturnType<typeof loggedIn>>;
let outsider: Awaited<ReturnType<typeof loggedIn>>;
let communityId: number;
let futureEventId: number;
const song: Record<'kristus' | 'pridi' | 'ave' | 'nova', number> = { kristus: 0, pridi: 0, ave: 0, nova: 0 };
const day = (n: number) => addDays(today, n);

async function eventWithSetlist(date: string, songs: { song_id: number; song_role?: string | null }[], extra: Record<string, unknown> = {}) {
  const res = await admin.client.post('/api/events', { title: `Maša ${date}`, date, location: 'Cerkev', event_type: 'mass', community_id: communityId, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  const eventId = res.json().event.id as number;
  const sl = await admin.client.post('/api/setlists', { event_id: eventId, songs: songs.map((s) => ({ song_role: null, comment: null, ...s })) });
  expect(sl.statusCode, sl.body).toBe(201);
  return eventId;
}

beforeAll(async () => {
  t = await buildTestApp();
  today = t.app.ctx.services.events.today();
  admin = await loggedIn(t.app);
  communityId = (await newCommunity(admin.client)).id;
  member = await loggedIn(t.app);
  await addMember(t.app, member.user.id, communityId);
  outsider = await loggedIn(t.app);
  const titles = { kristus: 'Kristus kraljuj', pridi: 'Pridi, Gospod', ave: 'Ave Marija', nova: 'Nova pesem' };
  for (const [k, title] of Object.entries(titles)) {
    const res = await admin.client.post('/api/songs', { title, community_id: communityId, category: k === 'ave' ? 'Marijanska' : 'Splošno' });
    song[k as keyof typeof song] = res.json().song.id;
  }
  await eventWithSetlist(day(-10), [{ song_id: song.kristus, song_role: 'Vstopna' }]);
  await eventWithSetlist(day(-40), [{ song_id: song.kristus, song_role: 'Zaključna' }]);
  await eventWithSetlist(day(-20), [{ song_id: song.pridi }]);
  await eventWithSetlist(day(-400), [{ song_id: song.ave }]);
  // Private: only its owner (admin) sees it; it must not count for the member.
  await eventWithSetlist(day(-5), [{ song_id: song.pridi }, { song_id: song.ave }], { visibility: 'private' });
  // Future: counts for nobody.
  futureEventId = await eventWithSetlist(day(3), [{ song_id: song.kristus }, { song_id: song.pridi }, { song_id: song.ave }, { song_id: song.nova }]);
});
afterAll(() => t?.close());

type Row = { id: number; last_sung: string | null; times_sung_12m: number };
const figures = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.id, [r.last_sung, r.times_sung_12m]]));

describe('last_sung and times_sung_12m', () => {
  it('the song list counts the past events the member may see', async () => {
    const res = await member.client.get(`/api/songs?community_id=${communityId}`);
    expect(res.statusCode).toBe(200);
    expect(figures(res.json().songs)).toEqual({
      [song.kristus]: [day(-10), 2],
      [song.pridi]: [day(-20), 1],
      [song.ave]: [day(-400), 0],
      [song.nova]: [null, 0],
    });
  });

  it('a private event counts for who may see it only', async () => {
    const res = await admin.client.get(`/api/songs?community_id=${communityId}`);
    const f = figures(res.json().songs);
    expect(f[song.pridi]).toEqual([day(-5), 2]);
    expect(f[song.ave]).toEqual([day(-5), 1]);
  });

  it('the song detail answers the same', async () => {
    const res = await member.client.get(`/api/songs/${song.kristus}`);
    expect(res.statusCode).toBe(200);
    expect([res.json().last_sung, res.json().times_sung_12m]).toEqual([day(-10), 2]);
    expect((await member.client.get(`/api/songs/${song.pridi}`)).json().last_sung).toBe(day(-20));
  });

  it('the setlist editor song list answers the same', async () => {
    const res = await admin.client.get(`/api/events/${futureEventId}/song-candidates`);
    expect(res.statusCode).toBe(200);
    expect(figures(res.json().songs)[song.kristus]).toEqual([day(-10), 2]);
    expect(figures(res.json().songs)[song.pridi]).toEqual([day(-5), 2]);
  });

  it("sorts by 'Nazadnje peto' both ways, never sung as the oldest", async () => {
    const desc = await member.client.get(`/api/songs?community_id=${communityId}&sort=last_sung&order=desc`);
    expect(desc.statusCode).toBe(200);
    expect(desc.json().songs.map((s: Row) => s.id)).toEqual([song.kristus, song.pridi, song.ave, song.nova]);
    const asc = await member.client.get(`/api/songs?community_id=${communityId}&sort=last_sung&order=asc&per_page=2&page=1`);
    expect(asc.json().songs.map((s: Row) => s.id)).toEqual([song.nova, song.ave]);
    const page2 = await member.client.get(`/api/songs?community_id=${communityId}&sort=last_sung&order=asc&per_page=2&page=2`);
    expect(page2.json().songs.map((s: Row) => s.id)).toEqual([song.pridi, song.kristus]);
    // The private event puts Ave Marija and Pridi, Gospod (one date: by title) first for its owner.
    const mine = await admin.client.get(`/api/songs?community_id=${communityId}&sort=last_sung&order=desc`);
    expect(mine.json().songs.map((s: Row) => s.id)).toEqual([song.ave, song.pridi, song.kristus, song.nova]);
    // A search sorted so (read from the search's own index, issue 20), with and without a category.
    const ids = async (q: string) => (await member.client.get(`/api/songs?community_id=${communityId}&sort=last_sung&${q}`)).json().songs.map((s: Row) => s.id);
    expect(await ids('order=desc&search=p')).toEqual([song.pridi, song.nova]);
    expect(await ids('order=asc&search=p')).toEqual([song.nova, song.pridi]);
    expect(await ids(`order=desc&search=p&category=${encodeURIComponent('Splošno')}`)).toEqual([song.pridi, song.nova]);
    expect(await ids(`order=desc&search=a&category=${encodeURIComponent('Marijanska')}`)).toEqual([song.ave]);
  });

  it('yearBefore is the same date a year earlier', () => {
    expect(yearBefore('2026-11-24')).toBe('2025-11-24');
    expect(yearBefore('2028-02-29')).toBe('2027-02-28');
  });
});

describe("'Statistika pesmi'", () => {
  it('members see the most sung, the not sung and the seasons', async () => {
    const res = await member.client.get(`/api/communities/${communityId}/song-stats`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.today).toBe(today);
    expect(body.since).toBe(yearBefore(today));
    expect(body.most_sung.map((s: { song_id: number; times_sung_12m: number }) => [s.song_id, s.times_sung_12m])).toEqual([
      [song.kristus, 2],
      [song.pridi, 1],
    ]);
    expect(body.not_sung.map((s: { song_id: number }) => s.song_id)).toEqual([song.nova, song.ave]);
    const perSeason = body.seasons.reduce((n: number, s: { times: number }) => n + s.times, 0);
    expect(perSeason).toBe(3);
    for (const s of body.seasons) expect(['advent', 'christmas', 'lent', 'paschal_triduum', 'easter', 'ordinary_time']).toContain(s.season);
  });

  it("a song's history: date, event and role, newest first, without events the caller may not see", async () => {
    const res = await member.client.get(`/api/communities/${communityId}/song-stats/${song.kristus}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entries.map((e: { date: string; role: string | null; event_title: string }) => [e.date, e.role, e.event_title])).toEqual([
      [day(-10), 'Vstopna', `Maša ${day(-10)}`],
      [day(-40), 'Zaključna', `Maša ${day(-40)}`],
    ]);
    const pridi = await member.client.get(`/api/communities/${communityId}/song-stats/${song.pridi}`);
    expect(pridi.json().entries.map((e: { date: string }) => e.date)).toEqual([day(-20)]);
    const owner = await admin.client.get(`/api/communities/${communityId}/song-stats/${song.pridi}`);
    expect(owner.json().entries.map((e: { date: string }) => e.date)).toEqual([day(-5), day(-20)]);
  });

  it('a hidden community is 404, a public one to a non-member 403, a song of another songbook 404', async () => {
    const hidden = await outsider.client.get(`/api/communities/${communityId}/song-stats`);
    expect(hidden.statusCode).toBe(404);
    expect((await outsider.client.get(`/api/communities/${communityId}/song-stats/${song.kristus}`)).statusCode).toBe(404);
    const open = await newCommunity(admin.client, { visibility: 'Public' });
    const forbidden = await outsider.client.get(`/api/communities/${open.id}/song-stats`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe(errors.forbidden);
    const personal = (await member.client.post('/api/songs', { title: 'Moja' })).json().song.id;
    expect((await member.client.get(`/api/communities/${communityId}/song-stats/${personal}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/communities/${communityId}/song-stats` })).statusCode).toBe(401);
  });
});
