import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errors, practiceErrors, practiceSuccess, type TSong } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { PRACTICE_FILE_AREA } from '../../src/modules/songs/songs.service.ts';
import { addMember, loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, type Client, type TestApp } from '../helper.ts';

// Issue 59: files to practise with (MusicXML, MIDI, audio) through the song-file upload, on both
// FILE_STORAGE modes and both databases.
let t: TestApp;
let d: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  d = await buildTestApp({ FILE_STORAGE: 'database' });
});
afterAll(async () => {
  await d?.close();
  await t?.close();
});

const SCORE = readFileSync(path.join(import.meta.dirname, '../../../web/test/fixtures/scores/satb-four-staves.musicxml'));
/** A format-0 MIDI file: one track, one note (middle C, a quarter). */
const MIDI = Buffer.from('4d54686400000006000000010060' + '4d54726b0000000d' + '00903c40' + '60803c00' + '00ff2f00', 'hex');
const MP3 = Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([3, 0, 0, 0, 0, 0, 0]), Buffer.alloc(64, 0)]);
const MP3_FRAME = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400, 0)]);
const OGG = Buffer.concat([Buffer.from('OggS', 'latin1'), Buffer.from([0, 2]), Buffer.alloc(100, 0)]);
const M4A = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A ', 'latin1'), Buffer.alloc(100, 0)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A ZIP with the given entries in order (stored when `store`), as a Buffer. */
function zip(entries: [string, string][], store = true): Promise<Buffer> {
  const z = new yazl.ZipFile();
  for (const [name, text] of entries) z.addBuffer(Buffer.from(text), name, { compress: !store && name !== 'mimetype' });
  z.end();
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    z.outputStream.on('data', (b: Buffer) => parts.push(b)).on('end', () => resolve(Buffer.concat(parts))).on('error', reject);
  });
}
const CONTAINER = '<?xml version="1.0" encoding="UTF-8"?><container><rootfiles><rootfile full-path="score.musicxml"/></rootfiles></container>';

/** multipart/form-data with text fields first, then the file (as browsers send a FormData). */
function form(fields: Record<string, string>, filename: string, data: Buffer, fileField = 'file') {
  const boundary = '----zb' + Math.random().toString(16).slice(2);
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  return {
    payload: Buffer.concat([
      ...parts,
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (c: Client, songId: number, filename: string, data: Buffer, fields: Record<string, string> = {}, fileField = 'file') => {
  const m = form(fields, filename, data, fileField);
  return c.send('POST', `/api/songs/${songId}/practice-files`, m.payload, m.headers);
};
const storedFiles = (app: TestApp) => {
  const dir = path.join(app.dataDir, 'uploads', PRACTICE_FILE_AREA);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe('practice files (issue 59)', () => {
  it('a MusicXML score is stored, listed with the song, served to members and replaced by a MIDI file', async () => {
    const admin = await loggedIn(t.app);
    const c = await newCommunity(admin.client);
    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c.id);
    const song = (await admin.client.post('/api/songs', { title: 'Hvalite Gospoda', community_id: c.id })).json().song as TSong;
    expect(song.practice_files).toEqual([]);

    const up = await upload(admin.client, song.id, 'Hvalite Gospoda.xml', SCORE);
    expect(up.statusCode).toBe(201);
    expect(up.json().message).toBe(practiceSuccess.uploaded);
    const [file] = up.json().song.practice_files;
    expect(file).toMatchObject({ kind: 'score', type: 'musicxml', name: 'Hvalite Gospoda.xml', size: SCORE.length, voice: null, voice_map: {} });
    expect((await member.client.get(`/api/songs/${song.id}`)).json().practice_files).toEqual([file]);

    const served = await member.client.get(`/api/songs/${song.id}/practice-files/${file.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/vnd.recordare.musicxml+xml');
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.rawPayload.equals(SCORE)).toBe(true);
    const range = await member.client.raw({ method: 'GET', url: `/api/songs/${song.id}/practice-files/${file.id}`, headers: { range: 'bytes=0-4' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('<?xml');

    // Someone outside the community neither sees the song nor its files; a member may not upload.
    const stranger = await loggedIn(t.app);
    expect((await stranger.client.get(`/api/songs/${song.id}/practice-files/${file.id}`)).statusCode).toBe(404);
    expect((await upload(member.client, song.id, 'moj.musicxml', SCORE)).statusCode).toBe(403);
    expect((await member.client.delete(`/api/songs/${song.id}/practice-files/${file.id}`)).statusCode).toBe(403);
    expect((await member.client.put(`/api/songs/${song.id}/practice-files/${file.id}`, { voice_map: { P1: 'tenor' } })).statusCode).toBe(403);
    // A file id of another song is not found through this one.
    const other = (await admin.client.post('/api/songs', { title: 'Druga' })).json().song;
    expect((await admin.client.get(`/api/songs/${other.id}/practice-files/${file.id}`)).statusCode).toBe(404);

    const before = storedFiles(t);
    const midi = await upload(admin.client, song.id, 'hvalite.mid', MIDI);
    expect(midi.statusCode).toBe(201);
    expect(midi.json().song.practice_files).toMatchObject([{ kind: 'midi', type: 'mid', name: 'hvalite.mid' }]);
    // The score's stored file went with it.
    expect(storedFiles(t)).toHaveLength(before.length);
    expect((await member.client.get(`/api/songs/${song.id}/practice-files/${file.id}`)).statusCode).toBe(404);
  });

  it('compressed MusicXML is known by its first entry; other ZIPs, other XML and sheet music are refused in Slovenian', async () => {
    const { client } = await loggedIn(t.app);
    const song = (await client.post('/api/songs', { title: 'Zip' })).json().song;
    const withMimetype = await zip([['mimetype', 'application/vnd.recordare.musicxml'], ['META-INF/container.xml', CONTAINER], ['score.musicxml', SCORE.toString()]]);
    const ok = await upload(client, song.id, 'hvalite.mxl', withMimetype);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().song.practice_files[0]).toMatchObject({ kind: 'score', type: 'mxl' });
    const containerFirst = await zip([['META-INF/container.xml', CONTAINER], ['score.musicxml', SCORE.toString()]], false);
    expect((await upload(client, song.id, 'hvalite.mxl', containerFirst)).json().song.practice_files[0]).toMatchObject({ type: 'mxl' });

    const before = storedFiles(t);
    const refused = [
      await zip([['[Content_Types].xml', '<Types/>'], ['word/document.xml', '<w:document/>']]),
      Buffer.from('<?xml version="1.0"?>\n<!DOCTYPE html>\n<html><body>Ni partitura</body></html>'),
      Buffer.from('<?xml version="1.0"?><!-- a comment --><score-partwisely/>'),
      PDF,
      Buffer.alloc(0),
    ];
    for (const data of refused) {
      const res = await upload(client, song.id, 'note.musicxml', data);
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toBe(practiceErrors.fileType);
    }
    expect(storedFiles(t)).toEqual(before);

    const tooLarge = Buffer.concat([SCORE, Buffer.alloc(10_485_760, 0x20)]);
    const over = await upload(client, song.id, 'velika.musicxml', tooLarge);
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toBe(errors.partFileTooLarge);
    const noFile = await upload(client, song.id, 'x.musicxml', SCORE, {}, 'other');
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe(errors.partFileMissing);
    expect(storedFiles(t)).toEqual(before);
  });

  it('audio tracks: one per voice (a new one replaces it), or one for all; the voice is checked', async () => {
    const { client } = await loggedIn(t.app);
    const song = (await client.post('/api/songs', { title: 'Posnetki' })).json().song;
    await upload(client, song.id, 'hvalite.musicxml', SCORE);
    expect((await upload(client, song.id, 'tenor.mp3', MP3, { voice: 'tenor' })).statusCode).toBe(201);
    expect((await upload(client, song.id, 'vsi.ogg', OGG)).statusCode).toBe(201);
    expect((await upload(client, song.id, 'bas.m4a', M4A, { voice: 'bass' })).statusCode).toBe(201);
    const replaced = await upload(client, song.id, 'tenor-2.mp3', MP3_FRAME, { voice: 'tenor' });
    const files = replaced.json().song.practice_files;
    expect(files.map((f: { kind: string; type: string; voice: string | null; name: string }) => [f.kind, f.type, f.voice, f.name])).toEqual([
      ['score', 'musicxml', null, 'hvalite.musicxml'],
      ['audio', 'ogg', 'all', 'vsi.ogg'],
      ['audio', 'm4a', 'bass', 'bas.m4a'],
      ['audio', 'mp3', 'tenor', 'tenor-2.mp3'],
    ]);
    const mp3 = await client.get(`/api/songs/${song.id}/practice-files/${files[3].id}`);
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.rawPayload.equals(MP3_FRAME)).toBe(true);

    const before = storedFiles(t);
    const wrongVoice = await upload(client, song.id, 'x.mp3', MP3, { voice: 'bariton' });
    expect(wrongVoice.statusCode).toBe(400);
    expect(wrongVoice.json().error).toBe(practiceErrors.voiceInvalid);
    const scoreWithVoice = await upload(client, song.id, 'x.musicxml', SCORE, { voice: 'tenor' });
    expect(scoreWithVoice.statusCode).toBe(400);
    expect(scoreWithVoice.json().error).toBe(practiceErrors.voiceOnlyAudio);
    expect(storedFiles(t)).toEqual(before);
    expect((await client.get(`/api/songs/${song.id}`)).json().practice_files).toHaveLength(4);
  });

  it('the leader\'s correction of the voices is kept with the score; an audio track\'s voice can change', async () => {
    const { client } = await loggedIn(t.app);
    const song = (await client.post('/api/songs', { title: 'Popravek' })).json().song;
    const score = (await upload(client, song.id, 'zbor.musicxml', SCORE)).json().song.practice_files[0];
    const saved = await client.put(`/api/songs/${song.id}/practice-files/${score.id}`, { voice_map: { P1: 'alto', 'P2/1': 'soprano' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(practiceSuccess.voicesSaved);
    expect((await client.get(`/api/songs/${song.id}`)).json().practice_files[0].voice_map).toEqual({ P1: 'alto', 'P2/1': 'soprano' });

    const bad = await client.put(`/api/songs/${song.id}/practice-files/${score.id}`, { voice_map: { P1: 'bariton' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(practiceErrors.voiceInvalid);
    const tooMany = await client.put(`/api/songs/${song.id}/practice-files/${score.id}`, { voice_map: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`P${i}`, 'bass'])) });
    expect(tooMany.json().error).toBe(practiceErrors.voiceMapTooLarge);
    expect((await client.put(`/api/songs/${song.id}/practice-files/${score.id}`, { voice: 'tenor' })).json().error).toBe(practiceErrors.voiceOnlyAudio);
    expect((await client.put(`/api/songs/${song.id}/practice-files/${score.id}`, {})).statusCode).toBe(400);
    expect((await client.get(`/api/songs/${song.id}`)).json().practice_files[0].voice_map).toEqual({ P1: 'alto', 'P2/1': 'soprano' });

    const alto = (await upload(client, song.id, 'alt.mp3', MP3, { voice: 'alto' })).json().song.practice_files[1];
    const tenor = (await upload(client, song.id, 'tenor.mp3', MP3, { voice: 'tenor' })).json().song.practice_files[2];
    expect((await client.put(`/api/songs/${song.id}/practice-files/${alto.id}`, { voice_map: {} })).json().error).toBe(practiceErrors.voiceMapOnlyScore);
    // Giving the alto track the tenor's voice replaces the tenor track, file and all.
    const before = storedFiles(t).length;
    const moved = await client.put(`/api/songs/${song.id}/practice-files/${alto.id}`, { voice: 'tenor' });
    expect(moved.json().song.practice_files.map((f: { id: number; voice: string | null }) => [f.id, f.voice])).toEqual([
      [score.id, null],
      [alto.id, 'tenor'],
    ]);
    expect(storedFiles(t).length).toBe(before - 1);
    expect((await client.get(`/api/songs/${song.id}/practice-files/${tenor.id}`)).statusCode).toBe(404);
  });

  it('deleting a practice file or its song removes the stored files', async () => {
    const { client } = await loggedIn(t.app);
    const song = (await client.post('/api/songs', { title: 'Brisanje' })).json().song;
    const before = storedFiles(t).length;
    const score = (await upload(client, song.id, 'zbor.musicxml', SCORE)).json().song.practice_files[0];
    await upload(client, song.id, 'vsi.mp3', MP3);
    expect(storedFiles(t).length).toBe(before + 2);
    const del = await client.delete(`/api/songs/${song.id}/practice-files/${score.id}`);
    expect(del.json()).toMatchObject({ message: practiceSuccess.deleted, song: { practice_files: [{ kind: 'audio' }] } });
    expect((await client.delete(`/api/songs/${song.id}/practice-files/${score.id}`)).json().error).toBe(practiceErrors.fileNotFound);
    expect(storedFiles(t).length).toBe(before + 1);
    await client.delete(`/api/songs/${song.id}`);
    expect(storedFiles(t).length).toBe(before);
  });

  it('the admin console\'s deletion of a community removes its songs\' practice files', async () => {
    const leader = await loggedIn(t.app);
    const c = await newCommunity(leader.client);
    const song = (await leader.client.post('/api/songs', { title: 'Skupnostna', community_id: c.id })).json().song;
    const before = storedFiles(t).length;
    await upload(leader.client, song.id, 'zbor.musicxml', SCORE);
    await upload(leader.client, song.id, 'tenor.mp3', MP3, { voice: 'tenor' });
    expect(storedFiles(t).length).toBe(before + 2);
    const root = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    expect((await root.client.delete(`/api/gl_admin/communities/${c.id}`)).statusCode).toBe(200);
    expect(storedFiles(t).length).toBe(before);
  });

  it('FILE_STORAGE=database: stored in the database, served whole and by range, removed with the song', async () => {
    const { client } = await loggedIn(d.app);
    const song = (await client.post('/api/songs', { title: 'V bazi' })).json().song;
    const file = (await upload(client, song.id, 'zbor.musicxml', SCORE)).json().song.practice_files[0];
    const whole = await client.get(`/api/songs/${song.id}/practice-files/${file.id}`);
    expect(whole.headers['content-type']).toBe('application/vnd.recordare.musicxml+xml');
    expect(whole.rawPayload.equals(SCORE)).toBe(true);
    const part = await client.raw({ method: 'GET', url: `/api/songs/${song.id}/practice-files/${file.id}`, headers: { range: 'bytes=5-13' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe(SCORE.subarray(5, 14).toString());
    const refused = await upload(client, song.id, 'x.musicxml', PDF);
    expect(refused.json().error).toBe(practiceErrors.fileType);
    const count = async () => Number((await d.app.ctx.db.selectFrom('stored_files').select((eb) => eb.fn.countAll().as('n')).where('area', '=', PRACTICE_FILE_AREA).executeTakeFirstOrThrow()).n);
    expect(await count()).toBe(1);
    await client.delete(`/api/songs/${song.id}`);
    expect(await count()).toBe(0);
  });
});
