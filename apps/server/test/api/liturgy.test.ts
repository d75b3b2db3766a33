import { errors, liturgyMessages } from '@zborovodja/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity } from '../factories.ts';
import { buildTestApp, dialectUnderTest, type TestApp } from '../helper.ts';

/** Issue 22: GET /api/liturgy/day, the Mass plan with its rights, history and writing, the setlist warnings. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ADVENT_1 = '2026-11-29';
type Slot = { role: string; suggestions: { song_id: number; title: string; category: string; last_sung: string | null; reasons: string[] }[] };

async function setup() {
  const admin = await loggedIn(t.app);
  const community = await newCommunity(admin.client);
  const member = await loggedIn(t.app);
  await addMember(t.app, member.user.id, community.id);
  const outsider = await loggedIn(t.app);
  const event = async (date: string, event_type = 'mass', title = 'Nedeljska maša') =>
    (await admin.client.post('/api/events', { title, date, location: 'Župnijska cerkev', event_type, community_id: community.id })).json().event as { id: number };
  const song = async (title: string, category: string) => (await admin.client.post('/api/songs', { title, category, community_id: community.id })).json().song.id as number;
  const setlist = async (eventId: number, songs: [number, string | null][]) => {
    const res = await admin.client.post('/api/setlists', { event_id: eventId, songs: songs.map(([song_id, song_role]) => ({ song_id, song_role })) });
    expect(res.statusCode).toBe(201);
    return res.json().setlist as { id: number };
  };
  return { admin, member, outsider, community, event, song, setlist };
}

describe('GET /api/liturgy/day', () => {
  it('answers the day for a logged-in user and only then', async () => {
    const { admin } = await setup();
    expect((await t.app.inject({ method: 'GET', url: `/api/liturgy/day?date=${ADVENT_1}` })).statusCode).toBe(401);
    const res = await admin.client.get(`/api/liturgy/day?date=${ADVENT_1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ date: ADVENT_1, name: '1. adventna nedelja', rank: 'sunday', season: 'advent', colour: 'violet', sunday_cycle: 'B', weekday_cycle: 'I', is_holy_day: true, no_mass: false });
    expect(res.json().mass_parts.map((p: { role: string }) => p.role)).toEqual(['Vstopna', 'Gospod usmili se', 'Psalm', 'Aleluja', 'Darovanje', 'Svet', 'Jagnje Božje', 'Obhajilo', 'Zaključna']);
    expect((await admin.client.get('/api/liturgy/day?date=2027-03-26')).json()).toMatchObject({ no_mass: true, mass_parts: [], colour: 'red' });
    for (const bad of ['2026-02-30', 'jutri', '']) expect((await admin.client.get(`/api/liturgy/day?date=${bad}`)).statusCode, bad).toBe(400);
  });
});

describe('the Mass plan', () => {
  it('answers with the caller\'s rights: 404 where the event is not visible, 403 where the setlist may not be edited, 400 for another type', async () => {
    const { admin, member, outsider, event } = await setup();
    const mass = await event(ADVENT_1);
    expect((await outsider.client.get(`/api/events/${mass.id}/mass-plan`)).statusCode).toBe(404);
    expect((await member.client.get(`/api/events/${mass.id}/mass-plan`)).statusCode).toBe(403);
    expect((await member.client.post(`/api/events/${mass.id}/mass-plan`, { slots: [] })).statusCode).toBe(403);
    expect((await outsider.client.post(`/api/events/${mass.id}/mass-plan`, { slots: [] })).statusCode).toBe(404);
    expect((await admin.client.get(`/api/events/999999/mass-plan`)).statusCode).toBe(404);
    const rehearsal = await event(ADVENT_1, 'rehearsal', 'Vaja');
    const res = await admin.client.get(`/api/events/${rehearsal.id}/mass-plan`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(liturgyMessages.errors.notMass);
    expect((await admin.client.get(`/api/events/${mass.id}/mass-plan`)).statusCode).toBe(200);
  });

  it('gives one slot per part of the day, Adventna songs first in Advent, none out of season, each song first at most once', async () => {
    const { admin, event, song } = await setup();
    const general = await song('Hvalite Gospoda', 'Splošno');
    const advent = await song('Rorate caeli', 'Adventna');
    const advent2 = await song('Pripravite pot Gospodu', 'Adventna');
    const christmas = await song('Sveta noč', 'Božična');
    const eucharist = await song('Jezus, ti si moj', 'Evharistična');
    const kyrie = await song('Gospod, usmili se (Mav)', 'Splošno');
    const mass = await event(ADVENT_1);
    const plan = (await admin.client.get(`/api/events/${mass.id}/mass-plan`)).json() as { day: { name: string }; slots: Slot[] };
    expect(plan.day.name).toBe('1. adventna nedelja');
    expect(plan.slots.map((s) => s.role)).toEqual(['Vstopna', 'Gospod usmili se', 'Psalm', 'Aleluja', 'Darovanje', 'Svet', 'Jagnje Božje', 'Obhajilo', 'Zaključna']);
    const slot = (role: string) => plan.slots.find((s) => s.role === role)!;
    const all = plan.slots.flatMap((s) => s.suggestions.map((x) => x.song_id));
    expect(all).not.toContain(christmas);
    expect([advent, advent2]).toContain(slot('Vstopna').suggestions[0]!.song_id);
    expect(slot('Vstopna').suggestions[0]!.reasons).toContain('Adventna');
    expect(slot('Vstopna').suggestions.length).toBeLessThanOrEqual(3);
    // In every proper song's list the Adventna songs come before the others; the second leads another part.
    for (const role of ['Vstopna', 'Darovanje']) {
      const cats = slot(role).suggestions.map((s) => s.category);
      expect(cats[0], role).toBe('Adventna');
      expect(cats.lastIndexOf('Adventna'), role).toBeLessThan(cats.findIndex((c) => c !== 'Adventna') === -1 ? Infinity : cats.findIndex((c) => c !== 'Adventna'));
    }
    expect(all).toContain(general);
    expect(slot('Gospod usmili se').suggestions.map((s) => s.song_id)).toEqual([kyrie]);
    expect(slot('Svet').suggestions).toEqual([]);
    const firsts = plan.slots.map((s) => s.suggestions[0]?.song_id).filter(Boolean);
    expect(new Set(firsts).size).toBe(firsts.length);
    expect(slot('Obhajilo').suggestions.map((s) => s.song_id)).toContain(eucharist);
    expect(slot('Obhajilo').suggestions.find((s) => s.song_id === eucharist)!.reasons).toContain('Evharistična');
  });

  it('ranks by the history of past events: usual in this role, not sung in the last 4 weeks above sung recently', async () => {
    const { admin, event, song, setlist } = await setup();
    const usual = await song('O sveto rešnje telo', 'Splošno');
    const recent = await song('Kruh življenja', 'Splošno');
    const plain = await song('Zahvalimo se', 'Splošno');
    await setlist((await event('2026-10-11')).id, [[usual, 'Obhajilo']]);
    await setlist((await event('2026-10-18')).id, [[usual, 'Obhajilo']]);
    await setlist((await event('2026-11-22')).id, [[recent, 'Obhajilo']]);
    // A later event and an event of another community do not count.
    await setlist((await event('2026-12-06')).id, [[plain, 'Obhajilo']]);
    const mass = await event(ADVENT_1);
    const slots = (await admin.client.get(`/api/events/${mass.id}/mass-plan`)).json().slots as Slot[];
    const communion = slots.find((s) => s.role === 'Obhajilo')!.suggestions;
    const ids = communion.map((s) => s.song_id);
    expect(ids[0]).toBe(usual);
    expect(communion[0]).toMatchObject({ last_sung: '2026-10-18', reasons: ['običajno pri obhajilu', 'ni bila peta 6 tednov'] });
    const r = communion.find((s) => s.song_id === recent);
    if (r) {
      expect(r.reasons).toContain('peta v zadnjih 4 tednih');
      expect(ids.indexOf(recent)).toBeGreaterThan(ids.indexOf(usual));
    }
    const vstopna = slots.find((s) => s.role === 'Vstopna')!.suggestions;
    expect(vstopna.find((s) => s.song_id === plain)).toMatchObject({ last_sung: null, reasons: ['še ni bila peta'] });
  });

  it('writes the choice in Mass order with the roles, keeping the songs already there, in one transaction', async () => {
    const { admin, event, song, setlist, outsider } = await setup();
    const kept = await song('Marija, skoz življenje', 'Marijanska');
    const keptKyrie = await song('Gospod, usmili se (Lipovšek)', 'Splošno');
    const entrance = await song('Rorate caeli', 'Adventna');
    const communion = await song('Jezus, ti si moj', 'Evharistična');
    const mass = await event(ADVENT_1);
    const sl = await setlist(mass.id, [[kept, 'Zaključna'], [keptKyrie, 'Gospod usmili se']]);
    const foreign = (await outsider.client.post('/api/songs', { title: 'Tuja pesem' })).json().song.id as number;

    const dup = await admin.client.post(`/api/events/${mass.id}/mass-plan`, { slots: [{ role: 'Vstopna', song_id: entrance }, { role: 'Obhajilo', song_id: entrance }] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error).toBe(errors.setlistDuplicateSong);
    const stranger = await admin.client.post(`/api/events/${mass.id}/mass-plan`, { slots: [{ role: 'Vstopna', song_id: foreign }] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error).toBe(errors.setlistSongUnavailable);

    const res = await admin.client.post(`/api/events/${mass.id}/mass-plan`, {
      slots: [
        { role: 'Vstopna', song_id: entrance },
        { role: 'Gospod usmili se', song_id: null },
        { role: 'Obhajilo', song_id: communion },
        { role: 'Zaključna', song_id: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    const written = res.json().setlist as { id: number; songs: { song_id: number; song_role: string; order: number }[]; warnings: string[] };
    expect(written.id).toBe(sl.id);
    expect(written.songs.map((s) => [s.song_id, s.song_role, s.order])).toEqual([
      [entrance, 'Vstopna', 1],
      [keptKyrie, 'Gospod usmili se', 2],
      [communion, 'Obhajilo', 3],
      [kept, 'Zaključna', 4],
    ]);
    expect(written.warnings).toEqual([]);
  });

  it('creates the setlist when the mass has none, and leaves nothing behind when the write fails', async () => {
    const { admin, event, song } = await setup();
    const entrance = await song('Rorate caeli', 'Adventna');
    const mass = await event(ADVENT_1);
    const fail = dialectUnderTest() === 'sqlite'
      ? "CREATE TRIGGER zb_fail BEFORE INSERT ON setlist_songs BEGIN SELECT RAISE(ABORT, 'zb_fail'); END"
      : null;
    if (fail) {
      await sql.raw(fail).execute(t.database.db);
    } else {
      await sql.raw(`CREATE OR REPLACE FUNCTION zb_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'zb_fail'; END $$`).execute(t.database.db);
      await sql.raw('CREATE TRIGGER zb_fail BEFORE INSERT ON setlist_songs FOR EACH ROW EXECUTE FUNCTION zb_fail()').execute(t.database.db);
    }
    const failed = await admin.client.post(`/api/events/${mass.id}/mass-plan`, { slots: [{ role: 'Vstopna', song_id: entrance }] });
    await sql.raw(dialectUnderTest() === 'sqlite' ? 'DROP TRIGGER zb_fail' : 'DROP TRIGGER zb_fail ON setlist_songs').execute(t.database.db);
    expect(failed.statusCode).toBe(500);
    expect((await admin.client.get(`/api/events/${mass.id}`)).json().setlist_id).toBeNull();

    const res = await admin.client.post(`/api/events/${mass.id}/mass-plan`, { slots: [{ role: 'Vstopna', song_id: entrance }] });
    expect(res.statusCode).toBe(200);
    expect((await admin.client.get(`/api/events/${mass.id}`)).json().setlist_id).toBe(res.json().setlist.id);
  });
});

describe('warnings on a mass\'s setlist', () => {
  it('warns of a Slava on a day without Gloria, and saves anyway', async () => {
    const { admin, event, song, setlist } = await setup();
    const gloria = await song('Slava Bogu na višavah', 'Splošno');
    const mass = await event(ADVENT_1);
    const sl = await setlist(mass.id, [[gloria, 'Slava']]);
    const got = (await admin.client.get(`/api/setlists/${sl.id}`)).json();
    expect(got.songs).toHaveLength(1);
    expect(got.warnings).toEqual(['Na ta dan se Slava ne poje.']);
    const put = await admin.client.put(`/api/setlists/${sl.id}`, { songs: [{ song_id: gloria, song_role: 'Vstopna' }] });
    expect(put.statusCode).toBe(200);
    expect(put.json().setlist.warnings).toEqual([]);
  });

  it('no warning for the Slava on a solemnity in Advent (8 December 2026)', async () => {
    const { admin, event, song, setlist } = await setup();
    const sl = await setlist((await event('2026-12-08')).id, [[await song('Slava Bogu', 'Splošno'), 'Slava']]);
    expect((await admin.client.get(`/api/setlists/${sl.id}`)).json().warnings).toEqual([]);
  });

  it('warns of an Aleluja in Lent and of any setlist on Good Friday', async () => {
    const { admin, event, song, setlist } = await setup();
    const alleluia = await song('Aleluja (Premrl)', 'Splošno');
    const lent = await setlist((await event('2027-03-19')).id, [[alleluia, 'Aleluja']]);
    expect((await admin.client.get(`/api/setlists/${lent.id}`)).json().warnings).toEqual([liturgyMessages.warnings.alleluiaInLent]);
    const friday = await setlist((await event('2027-03-26')).id, [[alleluia, 'Dodatna']]);
    expect((await admin.client.get(`/api/setlists/${friday.id}`)).json().warnings).toEqual([liturgyMessages.warnings.noMass]);
    const rehearsal = await setlist((await event('2027-03-26', 'rehearsal', 'Vaja')).id, [[alleluia, 'Aleluja']]);
    expect((await admin.client.get(`/api/setlists/${rehearsal.id}`)).json().warnings).toBeUndefined();
  });
});

describe('a part of the Mass takes only a song that fits it (issue 57)', () => {
  const ADVENT_4 = '2026-12-20';
  const LENT_1 = '2027-02-14';
  const PENTECOST = '2027-05-16';

  /** The demo's songs, with a history that sang a Marian hymn as the Psalm and 'Pridi, Sveti Duh' at Darovanje and as the Psalm. */
  async function songbook() {
    const s = await setup();
    const marian = await s.song('Zdrava, Marija', 'Marijanska');
    const spirit = await s.song('Pridi, Sveti Duh', 'Binkoštna');
    const general = await s.song('Hvalite Gospoda', 'Splošno');
    const advent = await s.song('Rorate caeli', 'Adventna');
    const lent = await s.song('O Jezus, rane tvoje', 'Postna');
    await s.setlist((await s.event('2026-09-06')).id, [[marian, 'Psalm'], [spirit, 'Darovanje'], [general, 'Gospod usmili se']]);
    await s.setlist((await s.event('2026-09-13')).id, [[spirit, 'Psalm'], [marian, 'Darovanje']]);
    return { ...s, marian, spirit, general, advent, lent };
  }
  const plan = async (client: Awaited<ReturnType<typeof setup>>['admin']['client'], id: number) => {
    const res = await client.get(`/api/events/${id}/mass-plan`);
    expect(res.statusCode).toBe(200);
    const slots = res.json().slots as Slot[];
    return { slots, ids: (role: string) => slots.find((s) => s.role === role)!.suggestions.map((x) => x.song_id), all: slots.flatMap((s) => s.suggestions.map((x) => x.song_id)) };
  };

  it('4th Sunday of Advent: the Psalm stays empty rather than a Marian hymn, no Binkoštna at Darovanje; accepting leaves the Psalm out', async () => {
    const { admin, event, marian, spirit, advent } = await songbook();
    const mass = await event(ADVENT_4);
    const p = await plan(admin.client, mass.id);
    expect(p.ids('Psalm')).toEqual([]);
    expect(p.ids('Gospod usmili se')).toEqual([]);
    expect(p.ids('Darovanje')).not.toContain(spirit);
    expect(p.all).not.toContain(spirit);
    // Marian hymns are fine in Advent at the proper songs; Adventna leads.
    expect(p.all).toContain(marian);
    expect(p.all).toContain(advent);

    // Accepting the first suggestions: the empty parts stay empty.
    const picks = p.slots.map((s) => ({ role: s.role, song_id: s.suggestions[0]?.song_id ?? null }));
    const res = await admin.client.post(`/api/events/${mass.id}/mass-plan`, { slots: picks });
    expect(res.statusCode).toBe(200);
    const roles = (res.json().setlist.songs as { song_id: number; song_role: string }[]).map((s) => s.song_role);
    expect(roles).not.toContain('Psalm');
    expect(roles).not.toContain('Gospod usmili se');
    expect((res.json().setlist.songs as { song_id: number }[]).map((s) => s.song_id)).not.toContain(spirit);
  });

  it('1st Sunday of Lent: no Pridi, Sveti Duh as the Psalm; a song marked Psalm (category or title) is offered there and only there', async () => {
    const { admin, event, song, spirit, lent } = await songbook();
    const mass = await event(LENT_1);
    let p = await plan(admin.client, mass.id);
    expect(p.ids('Psalm')).toEqual([]);
    expect(p.all).not.toContain(spirit);
    expect(p.all).toContain(lent);

    const psalm = await song('Bodi z menoj, Gospod, v stiski', 'Psalm');
    const psalm91 = await song('Psalm 91', 'Splošno');
    p = await plan(admin.client, mass.id);
    expect(p.ids('Psalm').sort()).toEqual([psalm, psalm91].sort());
    expect(p.slots.filter((s) => s.role !== 'Psalm').flatMap((s) => s.suggestions.map((x) => x.song_id))).not.toContain(psalm);
  });

  it('Binkoštna at Pentecost, and its plan still takes no Marian hymn as the Psalm', async () => {
    const { admin, event, spirit, marian } = await songbook();
    const p = await plan(admin.client, (await event(PENTECOST)).id);
    expect(p.all).toContain(spirit);
    expect(p.ids('Psalm')).not.toContain(marian);
  });
});
