import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { errors, success, ZSongsResponse } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_FILE_AREA } from '../../src/modules/songs/songs.service.ts';
import { addMember, loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, Client, multipart, type TestApp } from '../helper.ts';
import { onePagePdf } from '../pdf.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PDF = onePagePdf('Zdrava Marija');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d5b1a30000000049454e44ae426082', 'hex');

/** Where the part files are stored. */
const partDir = () => path.join(t.dataDir, 'uploads', PART_FILE_AREA);

const upload = (c: Client, id: number, filename: string, type: string, data: Buffer, field = 'file') => {
  const m = multipart(field, filename, type, data);
  return c.send('POST', `/api/songs/${id}/upload-part`, m.payload, m.headers);
};

describe('songs', () => {
  it('creates a personal song with the default category, edits and deletes it', async () => {
    const { client, user } = await loggedIn(t.app);
    const missing = await client.post('/api/songs', { title: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(errors.songTitleRequired);
    const res = await client.post('/api/songs', { title: 'Zdrava, Marija', composer: 'Ignacij Hladnik', key: 'F', tempo: 'Andante' });
    expect(res.statusCode).toBe(201);
    const song = res.json().song;
    expect(song).toMatchObject({ title: 'Zdrava, Marija', category: 'Splošno', owner_type: 'user', owner_id: user.id, community_id: null, has_part_file: false, can_edit: true });
    const edited = await client.put(`/api/songs/${song.id}`, { title: 'Zdrava Marija', category: 'Marijanska', community_id: 999 });
    expect(edited.json().song).toMatchObject({ title: 'Zdrava Marija', category: 'Marijanska', owner_type: 'user' });
    const del = await client.delete(`/api/songs/${song.id}`);
    expect(del.json().message).toBe(success.songDeleted);
    expect((await client.get(`/api/songs/${song.id}`)).statusCode).toBe(404);
  });

  it('a song keeps its chord notation: H–B unless chosen, its community\'s when new, validated in Slovenian (issue 58)', async () => {
    const { client } = await loggedIn(t.app);
    const personal = (await client.post('/api/songs', { title: 'Sveta noč', key: 'F', lyrics: '[F]Sveta [C7]noč [B]x' })).json().song;
    expect(personal.chord_notation).toBe('german');
    const english = await client.post('/api/songs', { title: 'Silent Night', chord_notation: 'english' });
    expect(english.json().song.chord_notation).toBe('english');
    // An edit that does not send it keeps it; one that does changes it.
    const kept = await client.put(`/api/songs/${english.json().song.id}`, { title: 'Silent Night!' });
    expect(kept.json().song.chord_notation).toBe('english');
    expect((await client.put(`/api/songs/${personal.id}`, { title: 'Sveta noč', chord_notation: 'english' })).json().song.chord_notation).toBe('english');
    const wrong = await client.post('/api/songs', { title: 'Napačna', chord_notation: 'H' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(errors.chordNotationInvalid);

    // A community's setting (H–B unless set) is what its new songs start with.
    const c = await newCommunity(client);
    expect((await client.get(`/api/communities/${c.id}`)).json()).toMatchObject({ chord_notation: 'german' });
    expect((await client.post('/api/songs', { title: 'Skupinska', community_id: c.id })).json().song.chord_notation).toBe('german');
    const set = await client.put(`/api/communities/${c.id}`, { name: c.name, chord_notation: 'english' });
    expect(set.statusCode).toBe(200);
    expect((await client.get(`/api/communities/${c.id}`)).json()).toMatchObject({ chord_notation: 'english' });
    expect((await client.post('/api/songs', { title: 'Angleška', community_id: c.id })).json().song.chord_notation).toBe('english');
    expect((await client.post('/api/songs', { title: 'Izbrana', community_id: c.id, chord_notation: 'german' })).json().song.chord_notation).toBe('german');
    const badCommunity = await client.put(`/api/communities/${c.id}`, { name: c.name, chord_notation: 'latin' });
    expect(badCommunity.statusCode).toBe(400);
    expect(badCommunity.json().error).toBe(errors.chordNotationInvalid);
  });

  it('personal songs are invisible to others, in lists, by id and as files', async () => {
    const owner = await loggedIn(t.app);
    const other = await loggedIn(t.app);
    const admin = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const song = (await owner.client.post('/api/songs', { title: 'Skrivna pesem zasebno' })).json().song;
    await upload(owner.client, song.id, 'a.pdf', 'application/pdf', PDF);
    expect((await other.client.get(`/api/songs/${song.id}`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/songs/${song.id}/part-file`)).statusCode).toBe(404);
    expect((await other.client.get('/api/songs?search=skrivna')).json().songs).toEqual([]);
    expect((await other.client.put(`/api/songs/${song.id}`, { title: 'x' })).statusCode).toBe(404);
    expect((await admin.client.get(`/api/songs/${song.id}`)).json()).toMatchObject({ id: song.id, can_edit: true });
    expect((await new Client(t.app).get('/api/songs')).statusCode).toBe(401);
  });

  it('the songbook of all my songs counts a community\'s songs as soon as I join it and stops when I am removed', async () => {
    const admin = await loggedIn(t.app);
    const c = await newCommunity(admin.client, { visibility: 'Public' });
    for (const title of ['Zborovska prva', 'Zborovska druga']) {
      expect((await admin.client.post('/api/songs', { title, community_id: c.id })).statusCode).toBe(201);
    }
    const singer = await loggedIn(t.app);
    await singer.client.post('/api/songs', { title: 'Moja pesem' });
    const all = async () => (await singer.client.get('/api/songs')).json();
    expect(await all()).toMatchObject({ total: 1, own_count: 1 });
    expect((await singer.client.post(`/api/communities/${c.id}/join`, {})).statusCode).toBe(200);
    // The figures depend on my memberships: kept ones would show 1 for up to 30 s.
    const joined = await all();
    expect(joined.songs).toHaveLength(3);
    expect(joined).toMatchObject({ total: 3, own_count: 1 });
    expect((await admin.client.delete(`/api/communities/${c.id}/admin/users/${singer.user.id}`)).statusCode).toBe(200);
    expect(await all()).toMatchObject({ total: 1, own_count: 1 });
  });

  it('community songs: visibility and edit matrix', async () => {
    const admin = await loggedIn(t.app);
    const c = await newCommunity(admin.client);
    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c.id);
    const outsider = await loggedIn(t.app);
    const otherAdmin = await loggedIn(t.app);
    await newCommunity(otherAdmin.client);
    const global = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));

    const created = await admin.client.post('/api/songs', { title: 'Hvalite Gospoda', community_id: c.id });
    expect(created.json().song).toMatchObject({ owner_type: 'community', owner_id: c.id, community_id: c.id, community_name: c.name });
    const id = created.json().song.id;

    // Without allow_member_edits a member reads but does not edit or add.
    expect((await member.client.get(`/api/songs/${id}`)).json().can_edit).toBe(false);
    expect((await member.client.get(`/api/songs?community_id=${c.id}`)).json().songs.map((x: { can_edit: boolean }) => x.can_edit)).toEqual([false]);
    expect((await member.client.put(`/api/songs/${id}`, { title: 'Spremenjena' })).statusCode).toBe(403);
    const refused = await member.client.post('/api/songs', { title: 'Nova', community_id: c.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(errors.songCommunityForbidden);
    expect((await outsider.client.get(`/api/songs/${id}`)).statusCode).toBe(404);
    expect((await outsider.client.post('/api/songs', { title: 'Vsiljena', community_id: c.id })).statusCode).toBe(404);
    expect((await otherAdmin.client.put(`/api/songs/${id}`, { title: 'Tuja' })).statusCode).toBe(404);
    expect((await global.client.put(`/api/songs/${id}`, { title: 'Hvalite Gospoda!' })).statusCode).toBe(200);

    // With allow_member_edits the member edits and adds.
    await admin.client.put(`/api/communities/${c.id}`, { name: c.name, allow_member_edits: true });
    expect((await member.client.get(`/api/songs/${id}`)).json().can_edit).toBe(true);
    expect((await member.client.put(`/api/songs/${id}`, { title: 'Hvalite Gospoda vsi' })).statusCode).toBe(200);
    expect((await member.client.post('/api/songs', { title: 'Članova', community_id: c.id })).statusCode).toBe(201);

    const list = (await member.client.get(`/api/songs?community_id=${c.id}`)).json();
    expect(list.songs.map((s: { title: string }) => s.title)).toEqual(['Članova', 'Hvalite Gospoda vsi']); // Č sorts with C
    expect(list.own_count).toBe(1);
    expect(list.songs.every((x: { can_edit: boolean }) => x.can_edit)).toBe(true);
    expect((await outsider.client.get(`/api/songs?community_id=${c.id}`)).statusCode).toBe(404);
  });

  it('lists with search (diacritics folded), category, sort toggling and pages', async () => {
    const { client } = await loggedIn(t.app);
    for (const [title, composer, category] of [
      ['Božič je, veseli dan', 'ljudska', 'Božična'],
      ['Sveta noč', 'Franz Gruber', 'Božična'],
      ['Marija skoz življenje', 'Lojze Bratuž', 'Marijanska'],
      ['Jezus, ti si moj', 'Anton Foerster', 'Evharistična'],
    ]) {
      await client.post('/api/songs', { title, composer, category });
    }
    const folded = (await client.get('/api/songs?user_only=true&search=bozic')).json();
    expect(folded.songs.map((s: { title: string }) => s.title)).toEqual(['Božič je, veseli dan']);
    const byComposer = (await client.get('/api/songs?user_only=true&search=grub')).json();
    expect(byComposer.songs.map((s: { title: string }) => s.title)).toEqual(['Sveta noč']);
    const injection = await client.get(`/api/songs?user_only=true&search=${encodeURIComponent('"noč*')}`);
    expect(injection.statusCode).toBe(200);
    expect(injection.json().songs.map((s: { title: string }) => s.title)).toEqual(['Sveta noč']);
    const cat = (await client.get(`/api/songs?user_only=true&category=${encodeURIComponent('Božična')}`)).json();
    expect(cat.total).toBe(2);
    expect(cat.categories).toEqual(['Božična', 'Evharistična', 'Marijanska']);
    const asc = (await client.get('/api/songs?user_only=true&sort=composer')).json().songs.map((s: { composer: string }) => s.composer);
    const desc = (await client.get('/api/songs?user_only=true&sort=composer&order=desc')).json().songs.map((s: { composer: string }) => s.composer);
    expect(asc).toEqual(['Anton Foerster', 'Franz Gruber', 'ljudska', 'Lojze Bratuž']);
    expect(desc).toEqual([...asc].reverse());
    const page2 = (await client.get('/api/songs?user_only=true&per_page=3&page=2')).json();
    expect(page2).toMatchObject({ total: 4, page: 2, per_page: 3, pages: 2 });
    expect(page2.songs).toHaveLength(1);
    // Counts are kept between requests: a new song and a deleted one show at once.
    const added = (await client.post('/api/songs', { title: 'Božična pesem', category: 'Božična' })).json().song;
    expect((await client.get(`/api/songs?user_only=true&category=${encodeURIComponent('Božična')}`)).json().total).toBe(3);
    await client.delete(`/api/songs/${added.id}`);
    expect((await client.get(`/api/songs?user_only=true&category=${encodeURIComponent('Božična')}`)).json().total).toBe(2);
    expect((await client.get('/api/songs?per_page=1000')).statusCode).toBe(400);
    expect((await client.get('/api/songs?sort=password')).statusCode).toBe(400);
  });

  it('a search counts its matches ten pages ahead: past that the total is a lower bound, in either reading of the page (issue 20)', async () => {
    const { client } = await loggedIn(t.app);
    const community = await newCommunity(client);
    for (let i = 0; i < 25; i += 1) await client.post('/api/songs', { title: `Zdrava, Marija ${String(i).padStart(2, '0')}`, community_id: community.id });
    await client.post('/api/songs', { title: 'Sveta noč', community_id: community.id });
    const titles = (r: { songs: { title: string }[] }) => r.songs.map((s) => s.title);
    // Page of 2: matches counted to 20 (+1), so 25 matches are "20 or more" and the page is read in title order.
    const broad = (await client.get(`/api/songs?community_id=${community.id}&search=marija&per_page=2`)).json();
    expect(broad).toMatchObject({ total: 20, total_exact: false, pages: 11, page: 1 });
    expect(titles(broad)).toEqual(['Zdrava, Marija 00', 'Zdrava, Marija 01']);
    const later = (await client.get(`/api/songs?community_id=${community.id}&search=marija&per_page=2&page=7`)).json();
    expect(later).toMatchObject({ total: 25, total_exact: true, pages: 13 });
    expect(titles(later)).toEqual(['Zdrava, Marija 12', 'Zdrava, Marija 13']);
    const desc = (await client.get(`/api/songs?community_id=${community.id}&search=marija&per_page=2&order=desc`)).json();
    expect(titles(desc)).toEqual(['Zdrava, Marija 24', 'Zdrava, Marija 23']);
    // Few matches: exact, read from the full-text index.
    expect((await client.get(`/api/songs?community_id=${community.id}&search=noc&per_page=2`)).json()).toMatchObject({ total: 1, total_exact: true, pages: 1 });
    // No search: the songbook's size, counted in full.
    expect((await client.get(`/api/songs?community_id=${community.id}&per_page=2`)).json()).toMatchObject({ total: 26, total_exact: true, pages: 13 });
  });

  it('a search matches word beginnings of title and composer, every word, and follows edits and deletions (the text index, issues 20 and 54)', async () => {
    const { client } = await loggedIn(t.app);
    const community = await newCommunity(client);
    const add = async (title: string, composer?: string) => (await client.post('/api/songs', { title, composer, community_id: community.id })).json().song.id as number;
    const noc = await add('Sveta noč', 'Franz Gruber');
    await add('Marija skoz življenje', 'Lojze Bratuž');
    await add('Čast in slava', 'Ignacij Hladnik');
    const find = async (search: string) =>
      (await client.get(`/api/songs?community_id=${community.id}&search=${encodeURIComponent(search)}`)).json().songs.map((s: { title: string }) => s.title);
    expect(await find('skoz')).toEqual(['Marija skoz življenje']); // a word in the middle
    expect(await find('ZIVL')).toEqual(['Marija skoz življenje']); // a beginning, case and diacritics folded
    expect(await find('ivljenje')).toEqual([]); // not the middle of a word
    expect(await find('no sv')).toEqual(['Sveta noč']); // every word, in any order
    expect(await find('sveta bratuž')).toEqual([]);
    expect(await find('hladn')).toEqual(['Čast in slava']); // the composer
    expect(await find('s')).toEqual(['Čast in slava', 'Marija skoz življenje', 'Sveta noč']); // title order
    expect(await find('s c')).toEqual(['Čast in slava']);
    // An edit of title or composer is found at once under the new words, no longer under the old.
    await client.put(`/api/songs/${noc}`, { title: 'Tiha noč', composer: 'Gruber' });
    expect(await find('sveta')).toEqual([]);
    expect(await find('tiha')).toEqual(['Tiha noč']);
    expect(await find('franz')).toEqual([]);
    // A deleted song leaves nothing in the index.
    await client.delete(`/api/songs/${noc}`);
    expect(await find('tiha')).toEqual([]);
    // The index is whole after the edits and the deletion (SQLite's FTS5 checks itself against the songs).
    if (t.database.sqlite) t.database.sqlite.prepare(`insert into songs_fts(songs_fts, rank) values ('integrity-check', 1)`).run();
    // Another songbook's songs are not in this one's search, nor a personal song, also for a global admin.
    const other = await newCommunity(client);
    await client.post('/api/songs', { title: 'Marija pomagaj', community_id: other.id });
    await client.post('/api/songs', { title: 'Marija, moja osebna' });
    expect(await find('marija')).toEqual(['Marija skoz življenje']);
    const admin = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const asAdmin = async (query: string) => (await admin.client.get(`/api/songs?${query}&search=marija`)).json().songs.map((s: { title: string }) => s.title);
    expect(await asAdmin(`community_id=${community.id}`)).toEqual(['Marija skoz življenje']);
    expect(await asAdmin(`community_id=${other.id}`)).toEqual(['Marija pomagaj']);
    expect(await asAdmin('user_only=true')).toEqual([]);
  });

  it('a search folds diacritics both ways, needs every word, and reads no FTS or tsquery syntax from the user (issue 54)', async () => {
    const { client } = await loggedIn(t.app);
    const community = await newCommunity(client);
    for (const [title, composer] of [
      ['Čast Bogu na višavah', 'Stanko Premrl'],
      ['Božič je, veseli dan', 'ljudska'],
      ['Sveta noč, blažena noč', 'Franz Gruber'],
      ['Sv.Marija, mati', 'Ljudska'],
    ]) {
      expect((await client.post('/api/songs', { title, composer, community_id: community.id })).statusCode).toBe(201);
    }
    const find = async (search: string) => {
      const res = await client.get(`/api/songs?community_id=${community.id}&search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
      return res.json().songs.map((s: { title: string }) => s.title);
    };
    expect(await find('cas')).toEqual(['Čast Bogu na višavah']);
    expect(await find('ČAST')).toEqual(['Čast Bogu na višavah']);
    expect(await find('bozic')).toEqual(['Božič je, veseli dan']);
    expect(await find('Božič')).toEqual(['Božič je, veseli dan']);
    expect(await find('visav')).toEqual(['Čast Bogu na višavah']);
    expect(await find('noc blaz')).toEqual(['Sveta noč, blažena noč']);
    expect(await find('noc bozic')).toEqual([]);
    expect(await find('marija')).toEqual(['Sv.Marija, mati']); // a word after a full stop
    expect(await find('premrl cast')).toEqual(['Čast Bogu na višavah']); // composer and title together
    // Operators and quotes of FTS5 and tsquery are nothing but separators.
    for (const search of ['"', '""', '*', '"noč*', 'noč"', 'NEAR(noc sveta)', 'noc NEAR sveta', '-sveta', 'title_sort:noc', 'noc:*', "noc' | 'x", '!noc & (sveta', '^noc', 'noc + sveta', 'AND', 'OR NOT', '\\', '{noc}', "'"]) {
      await find(search);
    }
    expect(await find('"noč*')).toEqual(['Sveta noč, blažena noč']);
    expect(await find('noc:*')).toEqual(['Sveta noč, blažena noč']);
    expect(await find('-sveta')).toEqual(['Sveta noč, blažena noč']);
    expect(await find('NEAR(noc sveta)')).toEqual([]); // "near" is a word of the search, found nowhere
    expect(await find('title_sort:noc')).toEqual([]);
    expect(await find('*')).toEqual(['Božič je, veseli dan', 'Čast Bogu na višavah', 'Sv.Marija, mati', 'Sveta noč, blažena noč']); // no words: the songbook
  });

  it('a search across every songbook the member sees, or within one (issue 54)', async () => {
    const { client } = await loggedIn(t.app);
    const first = await newCommunity(client);
    const second = await newCommunity(client);
    await client.post('/api/songs', { title: 'Marija, pomagaj', community_id: first.id });
    await client.post('/api/songs', { title: 'Marija skoz življenje', community_id: second.id });
    await client.post('/api/songs', { title: 'Marijina pesem' });
    // A songbook the member does not belong to.
    const stranger = await loggedIn(t.app);
    const foreign = await newCommunity(stranger.client);
    await stranger.client.post('/api/songs', { title: 'Marija tuja', community_id: foreign.id });
    await stranger.client.post('/api/songs', { title: 'Marija, osebna tujca' });
    const titles = async (query: string) => {
      const res = (await client.get(`/api/songs?${query}`)).json();
      return { titles: res.songs.map((s: { title: string }) => s.title), total: res.total, categories: res.categories };
    };
    expect(await titles('search=marij')).toMatchObject({ titles: ['Marija skoz življenje', 'Marija, pomagaj', 'Marijina pesem'], total: 3 });
    expect(await titles('search=marij&community_only=true')).toMatchObject({ titles: ['Marija skoz življenje', 'Marija, pomagaj'], total: 2 });
    expect(await titles(`search=marij&community_id=${first.id}`)).toMatchObject({ titles: ['Marija, pomagaj'], total: 1 });
    expect(await titles(`search=marij&community_id=${second.id}`)).toMatchObject({ titles: ['Marija skoz življenje'], total: 1 });
    expect(await titles('search=marij&user_only=true')).toMatchObject({ titles: ['Marijina pesem'], total: 1 });
    expect(await titles('search=marija')).toMatchObject({ titles: ['Marija skoz življenje', 'Marija, pomagaj'], total: 2 });
    expect(await titles('search=marij&order=desc')).toMatchObject({ titles: ['Marijina pesem', 'Marija, pomagaj', 'Marija skoz življenje'] });
    expect((await titles('search=tuj')).titles).toEqual([]);
    expect((await titles('search=marij')).categories).toEqual(['Splošno']);
  });

  it('the text index knows each song’s songbook: other groups’ matches never come back, and a renamed or moved song is found where it now is (issue 54)', async () => {
    const { client, user } = await loggedIn(t.app);
    // The member's group's id is not the member's own: a personal song with that owner id is someone else's.
    let mine = await newCommunity(client);
    while (mine.id === user.id) mine = await newCommunity(client);
    const stranger = await loggedIn(t.app);
    const groups = [];
    // Many other songbooks full of the same words, and a personal song whose owner id is the member's group's id.
    for (let i = 0; i < 4; i++) groups.push(await newCommunity(stranger.client));
    for (const g of groups) for (const title of ['Marija, pomagaj', 'Marija skoz življenje', 'Sveta noč']) await stranger.client.post('/api/songs', { title, community_id: g.id });
    await t.database.db
      .insertInto('songs')
      .values({ title: 'Marija, tuja osebna', title_sort: 'marija, tuja osebna', composer: null, composer_sort: null, key: null, tempo: null, lyrics: null, notes: null, category: 'Splošno', owner_type: 'user', owner_id: mine.id, created_by: stranger.user.id, part_file_name: null, part_file_stored: null, part_file_type: null, part_file_size: null, part_file_uploaded_at: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    const song = (await client.post('/api/songs', { title: 'Marija, mati', community_id: mine.id })).json().song.id as number;
    await client.post('/api/songs', { title: 'Marijina pesem' });
    const find = async (query: string) => {
      const res = (await client.get(`/api/songs?${query}`)).json();
      return { titles: res.songs.map((s: { title: string }) => s.title), total: res.total };
    };
    for (const search of ['m', 'mar', 'marija', 'marija mati', 'sveta', 'tuja']) {
      const expected = ['Marija, mati', 'Marijina pesem'].filter((title) => search.split(' ').every((w) => title.toLowerCase().split(/[^\p{L}]+/u).some((x) => x.startsWith(w))));
      expect(await find(`search=${encodeURIComponent(search)}`), search).toEqual({ titles: expected, total: expected.length });
      expect(await find(`search=${encodeURIComponent(search)}&community_id=${mine.id}`), search).toEqual({ titles: expected.filter((x) => x !== 'Marijina pesem'), total: expected.filter((x) => x !== 'Marijina pesem').length });
    }
    // Renamed: found under its new words only.
    await client.put(`/api/songs/${song}`, { title: 'Sveta noč, tiha noč' });
    expect((await find('search=marija')).titles).toEqual([]);
    expect((await find(`search=sveta&community_id=${mine.id}`)).titles).toEqual(['Sveta noč, tiha noč']);
    // Moved to another songbook (no route does it; the index must follow the row whatever writes it).
    await t.database.db.updateTable('songs').set({ owner_id: groups[0].id }).where('id', '=', song).execute();
    expect((await find('search=sveta')).titles).toEqual([]);
    const inTheirs = (await stranger.client.get(`/api/songs?search=tiha&community_id=${groups[0].id}`)).json().songs.map((s: { title: string }) => s.title);
    expect(inTheirs).toEqual(['Sveta noč, tiha noč']);
    await t.database.db.updateTable('songs').set({ owner_type: 'user', owner_id: user.id }).where('id', '=', song).execute();
    expect((await find('search=tiha')).titles).toEqual(['Sveta noč, tiha noč']);
    expect((await find('search=tiha&user_only=true')).titles).toEqual(['Sveta noč, tiha noč']);
    expect((await stranger.client.get(`/api/songs?search=tiha&community_id=${groups[0].id}`)).json().songs).toEqual([]);
    // SQLite's FTS5 checks itself against the songs.
    if (t.database.sqlite) t.database.sqlite.prepare(`insert into songs_fts(songs_fts, rank) values ('integrity-check', 1)`).run();
  });

  it('a list page answers each song without its lyrics, notes and practice files; the song\'s own read has them', async () => {
    const { client } = await loggedIn(t.app);
    const lyrics = '1. Marija, skoz\' življenje\nvoditi srečno znaš.\n\n2. Ko hudi čas pritiska …'.repeat(20);
    const song = (await client.post('/api/songs', { title: 'Marija skoz življenje', composer: 'Ljudska', key: 'G', tempo: 'Zmerno', lyrics, notes: 'Kitici 1 in 3.' })).json().song;
    const page = await client.get('/api/songs?search=skoz');
    expect(page.statusCode).toBe(200);
    const listed = ZSongsResponse.strict().parse(page.json()).songs;
    expect(listed).toHaveLength(1);
    expect(Object.keys(page.json().songs[0])).not.toContain('lyrics');
    expect(Object.keys(page.json().songs[0])).not.toContain('notes');
    const own = (await client.get(`/api/songs/${song.id}`)).json();
    expect(own).toMatchObject({ lyrics, notes: 'Kitici 1 in 3.' });
    expect(own.practice_files).toEqual([]);
    const { lyrics: _l, notes: _n, practice_files: _p, ...rest } = own;
    expect(listed[0]).toEqual(rest);
    // The page's bytes do not grow with the lyrics.
    expect(page.body.length).toBeLessThan(1500);
  });

  it('collections: personal and one per community with counts', async () => {
    const { client, user } = await loggedIn(t.app);
    const c = await newCommunity(client, { name: 'Zbor zbirk' });
    await client.post('/api/songs', { title: 'Moja' });
    await client.post('/api/songs', { title: 'Naša', community_id: c.id });
    const res = (await client.get('/api/song-collections')).json().collections;
    expect(res).toEqual([
      { id: 'user', owner_type: 'user', owner_id: user.id, name: 'Moje osebne pesmi', song_count: 1, can_add: true, can_import: true, chord_notation: 'german' },
      { id: `community:${c.id}`, owner_type: 'community', owner_id: c.id, name: 'Zbor zbirk', song_count: 1, can_add: true, can_import: true, chord_notation: 'german' },
    ]);
    // A plain member sees the group's collection without the import (issue 60: only its admins import).
    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c.id);
    const theirs = (await member.client.get(`/api/song-collections?community_id=${c.id}`)).json().collections;
    expect(theirs).toEqual([expect.objectContaining({ id: `community:${c.id}`, can_add: false, can_import: false })]);
    const byCollection = (await client.get(`/api/songs?collection_id=community:${c.id}`)).json();
    expect(byCollection.songs.map((s: { title: string }) => s.title)).toEqual(['Naša']);
  });
});

describe('part files', () => {
  it('uploads a PDF, serves it inline or as a download with Range and ETag, replaces and deletes it', async () => {
    const { client } = await loggedIn(t.app);
    const song = (await client.post('/api/songs', { title: 'Z notami' })).json().song;
    const up = await upload(client, song.id, '../Glasba/Očenaš zbor.pdf', 'application/pdf', PDF);
    expect(up.statusCode).toBe(200);
    expect(up.json().message).toBe(success.partFileUploaded);
    expect(up.json().song).toMatchObject({ has_part_file: true, part_file_name: 'Očenaš zbor.pdf', part_file_type: 'pdf', part_file_size: PDF.length });

    const inline = await client.get(`/api/songs/${song.id}/part-file`);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-disposition']).toBe(`inline; filename="Ocenas zbor.pdf"; filename*=UTF-8''${encodeURIComponent('Očenaš zbor.pdf')}`);
    expect(inline.rawPayload.equals(PDF)).toBe(true);
    const etag = inline.headers.etag as string;
    expect(etag).toBeTruthy();
    const cached = await client.raw({ method: 'GET', url: `/api/songs/${song.id}/part-file`, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    const range = await client.raw({ method: 'GET', url: `/api/songs/${song.id}/part-file`, headers: { range: 'bytes=0-3' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('%PDF');
    const dl = await client.get(`/api/songs/${song.id}/part-file?download=true`);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; /);

    const png = await upload(client, song.id, 'skeniran.pdf', 'application/pdf', PNG);
    expect(png.json().song).toMatchObject({ part_file_type: 'png' });
    expect((await client.get(`/api/songs/${song.id}/part-file`)).headers['content-type']).toBe('image/png');

    const del = await client.delete(`/api/songs/${song.id}/part-file`);
    expect(del.json()).toMatchObject({ message: success.partFileDeleted, song: { has_part_file: false, part_file_name: null } });
    expect((await client.get(`/api/songs/${song.id}/part-file`)).statusCode).toBe(404);
  });

  it('uploads racing for one song leave exactly one file on disk, and none once the part is deleted', async () => {
    const { client } = await loggedIn(t.app);
    const song = (await client.post('/api/songs', { title: 'Hkratni' })).json().song;
    const stored = () => (existsSync(partDir()) ? readdirSync(partDir()).length : 0);
    const before = stored();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => upload(client, song.id, `različica-${n}.pdf`, 'application/pdf', PDF)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(stored()).toBe(before + 1);
    expect((await client.delete(`/api/songs/${song.id}/part-file`)).statusCode).toBe(200);
    expect(stored()).toBe(before);
  });

  it('accepts exactly 10 MB and refuses one byte more; refuses HTML named .pdf and a missing file', async () => {
    const { client } = await loggedIn(t.app);
    const song = (await client.post('/api/songs', { title: 'Velika' })).json().song;
    const exact = onePagePdf('Točno 10 MB', 10_485_760);
    expect((await upload(client, song.id, 'točno.pdf', 'application/pdf', exact)).statusCode).toBe(200);
    const over = await upload(client, song.id, 'preveč.pdf', 'application/pdf', Buffer.concat([exact, Buffer.from(' ')]));
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toBe(errors.partFileTooLarge);
    expect((await client.get(`/api/songs/${song.id}`)).json().part_file_size).toBe(10_485_760);

    const html = await upload(client, song.id, 'note.pdf', 'application/pdf', Buffer.from('<!doctype html><script>alert(1)</script>'));
    expect(html.statusCode).toBe(415);
    expect(html.json().error).toBe(errors.partFileType);
    const noFile = await upload(client, song.id, 'x.pdf', 'application/pdf', PDF, 'other');
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe(errors.partFileMissing);
  });

  it('refuses a PDF that does not open (cut short, corrupt, no pages) and keeps the file it had', async () => {
    const { client } = await loggedIn(t.app);
    const song = (await client.post('/api/songs', { title: 'Pokvarjena' })).json().song;
    const stored = () => (existsSync(partDir()) ? readdirSync(partDir()).length : 0);
    expect((await upload(client, song.id, 'dobra.pdf', 'application/pdf', PDF)).statusCode).toBe(200);
    const broken = [
      ['cut short', PDF.subarray(0, 60)],
      ['only the magic bytes', Buffer.from('%PDF-1.4\n garbage \n%%EOF\n')],
      ['no pages', Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')],
    ] as const;
    for (const [label, bytes] of broken) {
      const res = await upload(client, song.id, `${label}.pdf`, 'application/pdf', bytes);
      expect(res.statusCode, label).toBe(422);
      expect(res.json().error, label).toBe(errors.partFilePdfUnreadable);
    }
    expect((await client.get(`/api/songs/${song.id}`)).json()).toMatchObject({ part_file_name: 'dobra.pdf', part_file_size: PDF.length });
    const kept = stored();
    expect((await upload(client, song.id, 'spet.pdf', 'application/pdf', broken[1][1])).statusCode).toBe(422);
    expect(stored()).toBe(kept);
  });

  it('only editors upload or delete the file; members may view it', async () => {
    const admin = await loggedIn(t.app);
    const c = await newCommunity(admin.client);
    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c.id);
    const song = (await admin.client.post('/api/songs', { title: 'Skupna', community_id: c.id })).json().song;
    await upload(admin.client, song.id, 'a.pdf', 'application/pdf', PDF);
    expect((await member.client.get(`/api/songs/${song.id}/part-file`)).statusCode).toBe(200);
    expect((await upload(member.client, song.id, 'b.pdf', 'application/pdf', PDF)).statusCode).toBe(403);
    expect((await member.client.delete(`/api/songs/${song.id}/part-file`)).statusCode).toBe(403);
  });
});

describe('a page of the songbook written by the database (issue 20, db/json.ts)', () => {
  it('lists each song exactly as it reads on its own (but lyrics and notes), for an editor and a reader', async () => {
    const admin = await loggedIn(t.app);
    const c = await newCommunity(admin.client);
    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c.id);
    const create = async (who: Client, body: Record<string, unknown>) => {
      const res = await who.post('/api/songs', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().song.id as number;
    };
    const withPart = await create(admin.client, { title: 'Pretakalnica z notami', composer: 'Lojze "Bratuž"', key: 'Es', tempo: 'Andante \\ mirno', lyrics: 'Kitica', notes: 'Opomba', community_id: c.id });
    expect((await upload(admin.client, withPart, 'note.pdf', 'application/pdf', PDF)).statusCode).toBe(200);
    const sung = await create(admin.client, { title: 'Pretakalnica, čez tri gore', category: 'Marijanska', community_id: c.id });
    const past = await admin.client.post('/api/events', { title: 'Maša', date: '2026-01-06', location: 'Cerkev', event_type: 'mass', community_id: c.id });
    expect(past.statusCode, past.body).toBe(201);
    const setlist = await admin.client.post('/api/setlists', { event_id: past.json().event.id, songs: [{ song_id: sung, song_role: null, comment: null }] });
    expect(setlist.statusCode, setlist.body).toBe(201);
    const personal = await create(member.client, { title: 'Pretakalnica moja' });

    for (const [who, expected] of [
      [admin.client, [withPart, sung]],
      [member.client, [withPart, sung, personal]],
    ] as const) {
      const res = await who.get('/api/songs?search=pretakalnica&per_page=50');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const page = res.json();
      // Nothing the contract does not name, and every field of the right type.
      expect(ZSongsResponse.parse(page)).toEqual(page);
      expect(page.songs.map((s: { id: number }) => s.id).sort()).toEqual([...expected].sort());
      for (const item of page.songs) {
        const { lyrics, notes, practice_files: _p, ...alone } = (await who.get(`/api/songs/${item.id}`)).json();
        expect(item).toEqual(alone);
        expect(typeof lyrics === 'string' || lyrics === null).toBe(true);
        expect(typeof notes === 'string' || notes === null).toBe(true);
      }
    }
    const byId = (songs: { id: number }[], id: number) => songs.find((s) => s.id === id) as Record<string, unknown>;
    const memberPage = (await member.client.get('/api/songs?search=pretakalnica')).json().songs;
    expect(byId(memberPage, withPart)).toMatchObject({ has_part_file: true, part_file_type: 'pdf', community_id: c.id, community_name: c.name, can_edit: false, composer: 'Lojze "Bratuž"' });
    expect(byId(memberPage, sung)).toMatchObject({ last_sung: '2026-01-06', has_part_file: false, part_file_size: null });
    expect(byId(memberPage, personal)).toMatchObject({ community_id: null, community_name: null, can_edit: true, times_sung_12m: 0, last_sung: null });
    expect(byId((await admin.client.get('/api/songs?search=pretakalnica')).json().songs, withPart)).toMatchObject({ can_edit: true });
  });
});
