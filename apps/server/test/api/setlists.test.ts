import { errors, massSongRoles, setlistName, success } from '@zborovodja/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity } from '../factories.ts';
import { buildTestApp, dialectUnderTest, type TestApp } from '../helper.ts';

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  today = t.app.ctx.services.events.today();
});
afterAll(() => t.close());

const soon = () => new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);

async function setup(eventType = 'mass') {
  const admin = await loggedIn(t.app);
  const community = await newCommunity(admin.client);
  const member = await loggedIn(t.app);
  await addMember(t.app, member.user.id, community.id);
  const outsider = await loggedIn(t.app);
  const event = (await admin.client.post('/api/events', { title: 'Nedeljska maša', date: soon(), location: 'Cerkev sv. Nikolaja', event_type: eventType, community_id: community.id })).json().event;
  const song = async (title: string, communityId: number | null = community.id, client = admin.client) =>
    (await client.post('/api/songs', { title, ...(communityId ? { community_id: communityId } : {}) })).json().song.id as number;
  const songs = [await song('Kristus kraljuj'), await song('Gospod usmili se (Lipovšek)'), await song('Svet, svet, svet'), await song('Moja osebna', null)];
  return { admin, member, outsider, community, event, songs, song };
}

const entries = (ids: number[], roles: (string | null)[] = []) => ids.map((song_id, i) => ({ song_id, song_role: roles[i] ?? null, comment: null }));

/** Makes the next write that reaches `table` fail inside the database, to prove the transaction rolls back. */
async function failNext(table: string, op: 'INSERT' | 'UPDATE' | 'DELETE') {
  if (dialectUnderTest() === 'sqlite') {
    await sql.raw(`CREATE TRIGGER zb_fail BEFORE ${op} ON ${table} BEGIN SELECT RAISE(ABORT, 'zb_fail'); END`).execute(t.database.db);
  } else {
    await sql.raw(`CREATE OR REPLACE FUNCTION zb_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'zb_fail'; END $$`).execute(t.database.db);
    await sql.raw(`CREATE TRIGGER zb_fail BEFORE ${op} ON ${table} FOR EACH ROW EXECUTE FUNCTION zb_fail()`).execute(t.database.db);
  }
  return async () => {
    await sql.raw(dialectUnderTest() === 'sqlite' ? 'DROP TRIGGER zb_fail' : `DROP TRIGGER zb_fail ON ${table}`).execute(t.database.db);
  };
}

describe('setlists', () => {
  it('creates a mass setlist with roles, links it to the event, and keeps the order', async () => {
    const { admin, event, songs } = await setup();
    const res = await admin.client.post('/api/setlists', {
      event_id: event.id,
      songs: [
        { song_id: songs[0], song_role: 'Vstopna', comment: 'samo 1. kitica' },
        { song_id: songs[1], song_role: 'Gospod usmili se' },
        { song_id: songs[3], song_role: '' },
      ],
      community_id: 999,
      owner_type: 'user',
      owner_id: 1,
    });
    expect(res.statusCode).toBe(201);
    const setlist = res.json().setlist;
    expect(res.json().message).toBe(success.setlistCreated);
    expect(setlist).toMatchObject({ name: setlistName('Nedeljska maša', soon()), event_id: event.id, owner_type: 'community', community_id: event.community_id, can_edit: true });
    expect(setlist.songs.map((s: { song_id: number; order: number; song_role: string | null }) => [s.song_id, s.order, s.song_role])).toEqual([
      [songs[0], 1, 'Vstopna'],
      [songs[1], 2, 'Gospod usmili se'],
      [songs[3], 3, null],
    ]);
    expect(setlist.songs[0]).toMatchObject({ title: 'Kristus kraljuj', comment: 'samo 1. kitica', has_part_file: false, category: 'Splošno' });
    expect((await admin.client.get(`/api/events/${event.id}`)).json().setlist_id).toBe(setlist.id);
    expect((await admin.client.get(`/api/setlists?event_id=${event.id}`)).json().setlists.map((s: { id: number }) => s.id)).toEqual([setlist.id]);
    const again = await admin.client.post('/api/setlists', { event_id: event.id, songs: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(errors.setlistExists);
  });

  it('refuses duplicates, roles outside the mass list, songs that are not candidates, and party events', async () => {
    const { admin, member, event, songs, song, community } = await setup();
    const dup = await admin.client.post('/api/setlists', { event_id: event.id, songs: entries([songs[0], songs[0]]) });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error).toBe(errors.setlistDuplicateSong);
    const role = await admin.client.post('/api/setlists', { event_id: event.id, songs: entries([songs[0]], ['Po obhajilu']) });
    expect(role.json().error).toBe(errors.setlistRoleInvalid);
    const othersPersonal = await song('Tuja osebna', null, member.client);
    const foreign = await admin.client.post('/api/setlists', { event_id: event.id, songs: entries([othersPersonal]) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(errors.setlistSongUnavailable);
    const elsewhere = await newCommunity(admin.client);
    const otherGroupSong = await song('Iz druge skupine', elsewhere.id);
    expect((await admin.client.post('/api/setlists', { event_id: event.id, songs: entries([otherGroupSong]) })).json().error).toBe(errors.setlistSongUnavailable);
    expect((await admin.client.post('/api/setlists', { event_id: event.id, songs: entries([999999]) })).json().error).toBe(errors.setlistSongUnavailable);
    expect((await admin.client.get(`/api/events/${event.id}`)).json().setlist_id).toBeNull();
    await admin.client.put(`/api/communities/${community.id}`, { name: community.name, supported_event_types: ['mass', 'concert', 'party'] });
    const party = (await admin.client.post('/api/events', { title: 'Piknik', date: soon(), location: 'Travnik', event_type: 'party', community_id: community.id })).json().event;
    const partyRes = await admin.client.post('/api/setlists', { event_id: party.id, songs: [] });
    expect(partyRes.statusCode).toBe(400);
    expect(partyRes.json().error).toBe(errors.setlistPartyEvent);
    // Other types take any role as free text.
    const concert = (await admin.client.post('/api/events', { title: 'Koncert', date: soon(), location: 'Dvorana', event_type: 'concert', community_id: community.id })).json().event;
    const free = await admin.client.post('/api/setlists', { event_id: concert.id, songs: entries([songs[0]], ['Uvodna skladba']) });
    expect(free.json().setlist.songs[0].song_role).toBe('Uvodna skladba');
    expect(massSongRoles).toContain('Jagnje Božje');
  });

  it('saves as a whole with orders renumbered, keeps songs already there, and only editors may', async () => {
    const { admin, member, outsider, event, songs, song } = await setup();
    const created = (await admin.client.post('/api/setlists', { event_id: event.id, songs: entries([songs[0], songs[1], songs[2]], ['Vstopna', 'Gospod usmili se', 'Svet']) })).json().setlist;
    const reordered = await admin.client.put(`/api/setlists/${created.id}`, {
      name: 'Polnočnica',
      event_id: event.id,
      songs: [
        { song_id: songs[2], song_role: 'Svet', order: 7 },
        { song_id: songs[0], song_role: 'Vstopna', order: 3, comment: 'tiho' },
      ],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().message).toBe(success.setlistUpdated);
    expect(reordered.json().setlist.name).toBe('Polnočnica');
    const got = (await member.client.get(`/api/setlists/${created.id}`)).json();
    expect(got.songs.map((s: { song_id: number; order: number }) => [s.song_id, s.order])).toEqual([
      [songs[2], 1],
      [songs[0], 2],
    ]);
    expect(got).toMatchObject({ can_edit: false });
    expect(got.songs[1].comment).toBe('tiho');
    // Members may not edit without allow_member_edits; outsiders do not see it at all.
    expect((await member.client.put(`/api/setlists/${created.id}`, { songs: [] })).statusCode).toBe(403);
    expect((await outsider.client.get(`/api/setlists/${created.id}`)).statusCode).toBe(404);
    expect((await outsider.client.get(`/api/setlists/${created.id}`)).json().error).toBe(errors.setlistNotFound);
    expect((await outsider.client.delete(`/api/setlists/${created.id}`)).statusCode).toBe(404);
    // A song another editor's personal song already on the list stays when someone else saves.
    const personal = await song('Organistova osebna', null);
    await admin.client.put(`/api/setlists/${created.id}`, { songs: entries([songs[2], personal]) });
    const global = await loggedIn(t.app);
    await t.database.db.updateTable('users').set({ role: 'global_admin' }).where('id', '=', global.user.id).execute();
    const kept = await global.client.put(`/api/setlists/${created.id}`, { songs: entries([personal, songs[2]]) });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().setlist.songs.map((s: { song_id: number }) => s.song_id)).toEqual([personal, songs[2]]);
  });

  it('an entry keeps its own key (issue 25): saved, returned, cleared by a blank, and only keys as musicians write them', async () => {
    const { admin, member, event, songs } = await setup();
    const created = await admin.client.post('/api/setlists', {
      event_id: event.id,
      songs: [{ song_id: songs[0], song_role: 'Vstopna', item_key: 'G' }, { song_id: songs[1], item_key: ' F#m ' }, { song_id: songs[2], item_key: '' }],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().setlist.id;
    const keys = async () => (await member.client.get(`/api/setlists/${id}`)).json().songs.map((s: { item_key: string | null }) => s.item_key);
    expect(await keys()).toEqual(['G', 'F#m', null]);
    const put = await admin.client.put(`/api/setlists/${id}`, { songs: [{ song_id: songs[1], item_key: 'Bb' }, { song_id: songs[0], item_key: null }] });
    expect(put.statusCode).toBe(200);
    expect(put.json().setlist.songs.map((s: { item_key: string | null }) => s.item_key)).toEqual(['Bb', null]);
    expect(await keys()).toEqual(['Bb', null]);
    // Slovenian spellings too (issue 58 #6): B, Fis-mol, Es, g (g-mol).
    for (const good of ['B', 'Fis-mol', 'Es', 'g', 'As-dur']) {
      expect((await admin.client.put(`/api/setlists/${id}`, { songs: [{ song_id: songs[1], item_key: good }, { song_id: songs[0], item_key: null }] })).statusCode, good).toBe(200);
    }
    await admin.client.put(`/api/setlists/${id}`, { songs: [{ song_id: songs[1], item_key: 'Bb' }, { song_id: songs[0], item_key: null }] });
    for (const bad of ['X', 'G##', 'Gmaj7', 'Fisis', '<b>', 'C'.repeat(20)]) {
      const res = await admin.client.put(`/api/setlists/${id}`, { songs: [{ song_id: songs[0], item_key: bad }] });
      expect(res.statusCode, bad).toBe(400);
      expect(JSON.stringify(res.json()), bad).toContain(errors.setlistKeyInvalid);
    }
    expect(await keys()).toEqual(['Bb', null]);
  });

  it('the candidates are the editor\'s own songs and the event community\'s, searchable', async () => {
    const { admin, member, event, songs, song } = await setup();
    await song('Tuja osebna pesem', null, member.client);
    const res = await admin.client.get(`/api/events/${event.id}/song-candidates`);
    expect(res.statusCode).toBe(200);
    expect(res.json().songs.map((s: { id: number }) => s.id).sort()).toEqual([...songs].sort());
    const found = (await admin.client.get(`/api/events/${event.id}/song-candidates?search=kristus`)).json().songs;
    expect(found.map((s: { title: string }) => s.title)).toEqual(['Kristus kraljuj']);
    expect((await member.client.get(`/api/events/${event.id}/song-candidates`)).statusCode).toBe(403);
  });

  it("an event's owner who has left its community no longer gets the community's songs", async () => {
    const { admin, member, community, songs, song } = await setup();
    await admin.client.put(`/api/communities/${community.id}/admin/users/${member.user.id}/role`, { role: 'community_admin' });
    const event = (await member.client.post('/api/events', { title: 'Vaja', date: soon(), location: 'Kor', event_type: 'mass', community_id: community.id })).json().event;
    const own = await song('Moja pesem', null, member.client);
    expect((await admin.client.delete(`/api/communities/${community.id}/admin/users/${member.user.id}`)).statusCode).toBe(200);
    // Still the owner, so still an editor of the event, but no longer a reader of the songbook.
    const candidates = await member.client.get(`/api/events/${event.id}/song-candidates`);
    expect(candidates.json().songs.map((s: { id: number }) => s.id)).toEqual([own]);
    const res = await member.client.post('/api/setlists', { event_id: event.id, songs: entries([songs[0]!]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(errors.setlistSongUnavailable);
  });

  it('deleting a setlist, its event, or a song keeps everything consistent', async () => {
    const { admin, event, songs, community } = await setup();
    const s1 = (await admin.client.post('/api/setlists', { event_id: event.id, songs: entries([songs[0], songs[1]]) })).json().setlist;
    await admin.client.delete(`/api/songs/${songs[0]}`);
    expect((await admin.client.get(`/api/setlists/${s1.id}`)).json().songs.map((s: { song_id: number; order: number }) => [s.song_id, s.order])).toEqual([[songs[1], 1]]);
    expect((await admin.client.delete(`/api/setlists/${s1.id}`)).json().message).toBe(success.setlistDeleted);
    expect((await admin.client.get(`/api/events/${event.id}`)).json().setlist_id).toBeNull();
    const s2 = (await admin.client.post('/api/setlists', { event_id: event.id, songs: entries([songs[1]]) })).json().setlist;
    await admin.client.delete(`/api/events/${event.id}`);
    expect((await admin.client.get(`/api/setlists/${s2.id}`)).statusCode).toBe(404);
    const rows = await t.database.db.selectFrom('setlist_songs').select('song_id').where('setlist_id', '=', s2.id).execute();
    expect(rows).toEqual([]);
    // Moving an event to another community removes its setlist (its songs belong to the old one).
    const e2 = (await admin.client.post('/api/events', { title: 'Vaja', date: soon(), location: 'Dvorana', community_id: community.id })).json().event;
    const s3 = (await admin.client.post('/api/setlists', { event_id: e2.id, songs: entries([songs[1]]) })).json().setlist;
    const other = await newCommunity(admin.client);
    const moved = await admin.client.put(`/api/events/${e2.id}`, { title: 'Vaja', date: soon(), location: 'Dvorana', community_id: other.id });
    expect(moved.json().event).toMatchObject({ community_id: other.id, setlist_id: null });
    expect((await admin.client.get(`/api/setlists/${s3.id}`)).statusCode).toBe(404);
  });

  it('a failure in the middle of a multi-step write leaves nothing half-done', async () => {
    const { admin, event, songs, community } = await setup();
    // Create setlist + its songs + link: the songs fail, so no setlist is left behind.
    let restore = await failNext('setlist_songs', 'INSERT');
    try {
      expect((await admin.client.post('/api/setlists', { event_id: event.id, songs: entries([songs[0]]) })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await admin.client.get(`/api/events/${event.id}`)).json().setlist_id).toBeNull();
    expect(await t.database.db.selectFrom('setlists').select('id').where('event_id', '=', event.id).execute()).toEqual([]);

    const setlist = (await admin.client.post('/api/setlists', { event_id: event.id, songs: entries([songs[0], songs[1]]) })).json().setlist;
    // Replacing the songs fails half-way: the old list stays whole.
    restore = await failNext('setlist_songs', 'INSERT');
    try {
      expect((await admin.client.put(`/api/setlists/${setlist.id}`, { songs: entries([songs[2]]) })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await admin.client.get(`/api/setlists/${setlist.id}`)).json().songs.map((s: { song_id: number }) => s.song_id)).toEqual([songs[0], songs[1]]);

    // Deleting the event fails after its setlist went: both stay.
    restore = await failNext('events', 'DELETE');
    try {
      expect((await admin.client.delete(`/api/events/${event.id}`)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await admin.client.get(`/api/events/${event.id}`)).json().setlist_id).toBe(setlist.id);
    expect((await admin.client.get(`/api/setlists/${setlist.id}`)).json().songs).toHaveLength(2);

    // Changing the community fails after the setlist was removed: the setlist is back.
    const other = await newCommunity(admin.client);
    restore = await failNext('events', 'UPDATE');
    try {
      const res = await admin.client.put(`/api/events/${event.id}`, { title: 'Nedeljska maša', date: soon(), location: 'Cerkev', community_id: other.id });
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await admin.client.get(`/api/events/${event.id}`)).json()).toMatchObject({ community_id: community.id, setlist_id: setlist.id });
  });
});
