import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { songImportErrors, songImportReasons, type TSongImportRow } from '@zborovodja/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { exportSongsCommand } from '../../src/cli/export-songs.ts';
import { SongsRepository } from '../../src/modules/songs/songs.repository.ts';
import { PART_FILE_AREA } from '../../src/modules/songs/songs.service.ts';
import { addMember, loggedIn, newCommunity } from '../factories.ts';
import { buildTestApp, multipart, type Client, type TestApp } from '../helper.ts';
import { onePagePdf } from '../pdf.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const pdf = (n: number | string) => onePagePdf(`pesem ${n}`);
const chordpro = (title: string, extra = '') => Buffer.from(`{title: ${title}}\n{composer: Lojze Bratuž}\n{key: G}\n${extra}\n[G]Zdrava, [D]Marija, [H7]milosti [Em]polna\n`);
const openlyrics = (title: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><song xmlns="http://openlyrics.info/namespace/2009/song" version="0.8" createdIn="OpenLP 2.4" modifiedIn="OpenLP 2.4" modifiedDate="2024-01-01T10:00:00"><properties><titles><title>${title}</title></titles><authors><author>Anonimni</author></authors></properties><lyrics><verse name="v1"><lines>Kitica ena<br/>druga vrstica</lines></verse></lyrics></song>`,
  );

type Part = { field: string; value: string } | { name: string; data: Buffer };

/** A multipart body of many parts in the given order (fields and files named `files`). */
function form(parts: Part[]) {
  const boundary = '----zbimport' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('field' in p) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n${p.value}\r\n`));
    else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename*=UTF-8''${encodeURIComponent(p.name)}\r\nContent-Type: application/octet-stream\r\n\r\n`), p.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const query = (communityId?: number) => (communityId ? `?community_id=${communityId}` : '');
const preview = (c: Client, files: Part[], communityId?: number) => {
  const f = form(files);
  return c.send('POST', `/api/songs/import/preview${query(communityId)}`, f.payload, f.headers);
};
const importRows = (c: Client, files: Part[], selected: string[], communityId?: number, category: string | null = null) => {
  const f = form([{ field: 'options', value: JSON.stringify({ selected, category }) }, ...files]);
  return c.send('POST', `/api/songs/import${query(communityId)}`, f.payload, f.headers);
};
const importable = (rows: TSongImportRow[]) => rows.filter((r) => r.status === 'new' || r.status === 'attach').map((r) => r.key);

function zipOf(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(e.data, e.name);
  zip.end();
  return streamBytes(zip.outputStream);
}

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** What the songbook holds, as the API lists it. */
async function songbook(c: Client, communityId: number) {
  const res = await c.get(`/api/songs?community_id=${communityId}&per_page=100&page=1`);
  expect(res.statusCode).toBe(200);
  return res.json() as { total: number; songs: { id: number; title: string; has_part_file: boolean }[] };
}

/** Part files in storage (disk by default; the database with FILE_STORAGE=database). */
async function storedFiles(): Promise<number> {
  if (t.app.ctx.storage.kind === 'database') {
    const row = await t.database.db.selectFrom('stored_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const dir = path.join(t.dataDir, 'uploads', PART_FILE_AREA);
  return existsSync(dir) ? readdirSync(dir).length : 0;
}

describe('songbook import', () => {
  it('only a group\'s admins import into its songbook; anyone into their own; outsiders do not learn a private group exists', async () => {
    const admin = await loggedIn(t.app);
    const c = await newCommunity(admin.client);
    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c.id);
    const outsider = await loggedIn(t.app);
    const files = [{ name: 'Pesem.cho', data: chordpro('Pesem') }];

    const refused = await preview(member.client, files, c.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(songImportErrors.forbidden);
    const refusedImport = await importRows(member.client, files, ['Pesem.cho'], c.id);
    expect(refusedImport.statusCode).toBe(403);
    expect((await preview(outsider.client, files, c.id)).statusCode).toBe(404);
    expect((await songbook(admin.client, c.id)).total).toBe(0);

    const own = await importRows(member.client, files, ['Pesem.cho']);
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ created: 1, attached: 0 });
    const mine = (await member.client.get('/api/songs?user_only=true')).json();
    expect(mine.songs.map((s: { title: string }) => s.title)).toEqual(['Pesem']);
  });

  it('previews and imports 300 files in one go: ChordPro, OpenLyrics and PDFs, some PDFs going to their songs', async () => {
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client);
    const files: Part[] = [];
    for (let i = 1; i <= 100; i++) files.push({ name: `${String(i).padStart(3, '0')}_Pesem_${i}.cho`, data: chordpro(`Pesem ${i}`) });
    for (let i = 1; i <= 100; i++) files.push({ name: `hvalnica-${i}.xml`, data: openlyrics(`Hvalnica ${i}`) });
    // Half of the PDFs are sheet music of the ChordPro songs (same title), half are songs of their own.
    for (let i = 1; i <= 100; i++) files.push({ name: i <= 50 ? `${i}_Pesem_${i}-SATB.pdf` : `Skladba_${i}.pdf`, data: pdf(i) });

    const res = await preview(client, files, c.id);
    expect(res.statusCode).toBe(200);
    const rows: TSongImportRow[] = res.json().rows;
    expect(rows).toHaveLength(300);
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    expect({ new: count('new'), attach: count('attach'), duplicate: count('duplicate'), refused: count('refused') }).toEqual({ new: 250, attach: 50, duplicate: 0, refused: 0 });
    expect(rows.find((r) => r.source === '1_Pesem_1-SATB.pdf')).toMatchObject({ status: 'attach', target_title: 'Pesem 1' });
    expect(rows.find((r) => r.source === 'hvalnica-7.xml')).toMatchObject({ status: 'new', title: 'Hvalnica 7', composer: 'Anonimni', format: 'openlyrics' });
    expect(await storedFiles()).toBe(0);

    const done = await importRows(client, files, importable(rows), c.id, 'Marijanska');
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ created: 250, attached: 50 });
    const list = (await client.get(`/api/songs?community_id=${c.id}&search=pesem 1&per_page=100`)).json();
    const song = list.songs.find((s: { title: string }) => s.title === 'Pesem 1');
    expect(song).toMatchObject({ composer: 'Lojze Bratuž', key: 'G', category: 'Marijanska', chord_notation: 'german', has_part_file: true, part_file_name: '1_Pesem_1-SATB.pdf' });
    expect((await client.get(`/api/songs/${song.id}`)).json().lyrics).toContain('[H7]milosti');
    expect((await songbook(client, c.id)).total).toBe(250);
    expect(await storedFiles()).toBe(100);

    // The same files again: everything is already there.
    const again: TSongImportRow[] = (await preview(client, files, c.id)).json().rows;
    expect(again.filter((r) => r.status === 'duplicate')).toHaveLength(300);
    const refusedAgain = await importRows(client, files, [again[0].key], c.id);
    expect(refusedAgain.statusCode).toBe(400);
  });

  it('a failure halfway writes nothing: no songs, and the sheet music already stored is removed', failureHalfway);

  it('refuses a ZIP bomb and a ZIP with a path outside, writing nothing', async () => {
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client);
    const before = await storedFiles();

    // 60 MB of zeros packs into a few tens of KB.
    const bomb = await zipOf([{ name: 'Pesem.cho', data: chordpro('Pesem') }, { name: 'note.pdf', data: Buffer.concat([pdf(1), Buffer.alloc(60 * 1024 * 1024)]) }]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    for (const send of [() => preview(client, [{ name: 'bomba.zip', data: bomb }], c.id), () => importRows(client, [{ name: 'bomba.zip', data: bomb }], ['bomba.zip › Pesem.cho'], c.id)]) {
      const res = await send();
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(songImportErrors.zipBomb);
    }

    // yazl will not write "../", so the name is changed in the bytes (local header and central directory alike).
    const made = await zipOf([{ name: 'ok.cho', data: chordpro('Dobra') }, { name: 'xx/evil.pdf', data: pdf('zlo') }]);
    const traversal = Buffer.from(made.toString('latin1').replaceAll('xx/evil.pdf', '../evil.pdf'), 'latin1');
    for (const send of [() => preview(client, [{ name: 'pot.zip', data: traversal }], c.id), () => importRows(client, [{ name: 'pot.zip', data: traversal }], ['pot.zip › ok.cho'], c.id)]) {
      const res = await send();
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(songImportErrors.zipPath);
    }
    expect((await songbook(client, c.id)).total).toBe(0);
    expect(await storedFiles()).toBe(before);
    expect(existsSync(path.join(t.dataDir, 'uploads', 'evil.pdf'))).toBe(false);
  });

  it('counts the files inside ZIPs against the limit of 500', async () => {
    const { client } = await loggedIn(t.app);
    const entries = Array.from({ length: 501 }, (_, i) => ({ name: `p${i}.cho`, data: chordpro(`P ${i}`) }));
    const res = await preview(client, [{ name: 'veliko.zip', data: await zipOf(entries) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(songImportErrors.tooManyFiles);
  });

  it('names what it cannot read, in Slovenian, and imports nothing without a choice', async () => {
    const { client } = await loggedIn(t.app);
    const rows: TSongImportRow[] = (
      await preview(client, [
        { name: 'slika.pdf', data: Buffer.from('<html>ni pdf</html>') },
        // Larger than one chunk of the body: read through, and the files after it still arrive.
        { name: 'program.exe', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(3 * 1024 * 1024, 1)]) },
        { name: 'seznam.csv', data: Buffer.from('naslov;skladatelj\nAve Maria;Schubert\n;brez naslova\n') },
        { name: 'tuje.xml', data: Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><song/>') },
      ])
    ).json().rows;
    expect(rows.map((r) => [r.source, r.status])).toEqual([
      ['slika.pdf', 'refused'],
      ['program.exe', 'refused'],
      ['seznam.csv, vrstica 2', 'new'],
      ['seznam.csv, vrstica 3', 'refused'],
      ['tuje.xml', 'refused'],
    ]);
    expect(rows.every((r) => r.status === 'new' || /[čšžČŠŽ]|[a-z]/.test(r.reason ?? ''))).toBe(true);
    const broken = await preview(client, [{ name: 'pokvarjen.zip', data: Buffer.from('PK\x03\x04 to ni ZIP, le njegov začetek') }]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe(songImportErrors.zipBroken);
    const none = await importRows(client, [{ name: 'a.cho', data: chordpro('A') }], []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(songImportErrors.nothingSelected);
    const f = form([{ name: 'a.cho', data: chordpro('A') }]);
    const noOptions = await client.send('POST', '/api/songs/import', f.payload, f.headers);
    expect(noOptions.statusCode).toBe(400);
    expect(noOptions.json().error).toBe(songImportErrors.optionsMissing);
  });
});

describe('songbook import of a PDF that does not open (issue 58, #5)', () => {
  it('the preview refuses it with the reason, and an import that chooses it anyway writes nothing', async () => {
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client);
    const cut = pdf('prekinjena').subarray(0, 90);
    const files = [{ name: 'Dobra.cho', data: chordpro('Dobra') }, { name: 'Prekinjena.pdf', data: cut }];
    const rows: TSongImportRow[] = (await preview(client, files, c.id)).json().rows;
    expect(rows.map((r) => [r.source, r.status, r.reason ?? null])).toEqual([
      ['Dobra.cho', 'new', null],
      ['Prekinjena.pdf', 'refused', songImportReasons.pdfUnreadable],
    ]);
    const before = await storedFiles();
    const res = await importRows(client, files, rows.map((r) => r.key), c.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(`Prekinjena.pdf: ${songImportReasons.pdfUnreadable}`);
    expect(await storedFiles()).toBe(before);
    expect((await songbook(client, c.id)).total).toBe(0);
  });
});

describe('songbook export', () => {
  it('exports a songbook as a ZIP that, imported into an empty songbook, recreates it', roundTrip);

  it('a file removed while the ZIP is written breaks the download off and nothing else', async () => {
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client);
    const song = (await client.post('/api/songs', { title: 'Izginula', community_id: c.id })).json().song;
    const m = multipart('file', 'izginula.pdf', 'application/pdf', pdf('x'));
    await client.send('POST', `/api/songs/${song.id}/upload-part`, m.payload, m.headers);
    const stream = await t.app.ctx.services.songbookTransfer.exportZip({ type: 'community', id: c.id });
    const dir = path.join(t.dataDir, 'uploads', PART_FILE_AREA);
    for (const f of readdirSync(dir)) rmSync(path.join(dir, f));
    await expect(streamBytes(stream)).rejects.toThrow(/ENOENT/);
    expect((await client.get('/api/health')).statusCode).toBe(200);
  });

  it('a group\'s songbook is exported to its members only', async () => {
    const admin = await loggedIn(t.app);
    const c = await newCommunity(admin.client);
    await admin.client.post('/api/songs', { title: 'Skupna', community_id: c.id });
    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c.id);
    const outsider = await loggedIn(t.app);
    expect((await member.client.get(`/api/songs/export?community_id=${c.id}`)).statusCode).toBe(200);
    expect((await outsider.client.get(`/api/songs/export?community_id=${c.id}`)).statusCode).toBe(404);
    const pub = await newCommunity(admin.client, { visibility: 'Public' });
    expect((await outsider.client.get(`/api/songs/export?community_id=${pub.id}`)).statusCode).toBe(403);
  });
});

describe('npm run cli -- export-songs', () => {
  it('writes a group\'s songbook to a file, and refuses an unknown group or an existing file', async () => {
    const { client } = await loggedIn(t.app);
    const c = await newCommunity(client);
    await client.post('/api/songs', { title: 'Izvožena', lyrics: '[C]La', community_id: c.id });
    const file = path.join(t.dataDir, 'izvoz.zip');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await exportSongsCommand(t.config, t.database, ['--community', String(c.id), file])).toBe(0);
    expect(log.mock.calls[0][0]).toContain(c.name);
    expect(await zipNames(readFileSync(file))).toEqual(['pesmi.csv', 'chordpro/Izvožena.cho', 'openlyrics/Izvožena.xml']);
    expect(await exportSongsCommand(t.config, t.database, ['--community', String(c.id), file])).toBe(1);
    expect(await exportSongsCommand(t.config, t.database, ['--community', '999999', path.join(t.dataDir, 'drugi.zip')])).toBe(1);
    expect(error.mock.calls.map((c) => c[0])).toEqual([expect.stringContaining('že obstaja'), 'Napaka: skupina 999999 ne obstaja.']);
  });
});

function zipNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: false }, (err, file) => {
      if (err) return reject(err);
      const names: string[] = [];
      file.on('entry', (e: yauzl.Entry) => names.push(e.fileName));
      file.on('end', () => resolve(names));
      file.on('error', reject);
    });
  });
}

async function failureHalfway() {
  const { client } = await loggedIn(t.app);
  const c = await newCommunity(client);
  const before = await storedFiles();
  const files: Part[] = [];
  for (let i = 1; i <= 10; i++) files.push({ name: `Skladba_${i}.pdf`, data: pdf(i) });
  for (let i = 1; i <= 150; i++) files.push({ name: `Pesem ${i}.cho`, data: chordpro(`Pesem ${i}`) });
  const rows: TSongImportRow[] = (await preview(client, files, c.id)).json().rows;

  // The second hundred songs fail to insert, after the PDFs are stored and the first hundred written.
  const insert = SongsRepository.prototype.insertChunk;
  let calls = 0;
  vi.spyOn(SongsRepository.prototype, 'insertChunk').mockImplementation(function (this: SongsRepository, trx, songs) {
    calls += 1;
    if (calls === 2) return Promise.reject(new Error('disk full'));
    return insert.call(this, trx, songs);
  });
  const failed = await importRows(client, files, importable(rows), c.id);
  expect(failed.statusCode).toBe(500);
  expect(calls).toBe(2);
  expect((await songbook(client, c.id)).total).toBe(0);
  expect(await storedFiles()).toBe(before);
  vi.restoreAllMocks();

  // A file that changed since the preview (now too large) fails the import while earlier files are already stored.
  const big = Buffer.concat([pdf('velika'), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
  const changed = files.map((f, i) => (i === 5 && 'data' in f ? { ...f, data: big } : f));
  const tooLarge = await importRows(client, changed, importable(rows), c.id);
  expect(tooLarge.statusCode).toBe(413);
  expect((await songbook(client, c.id)).total).toBe(0);
  expect(await storedFiles()).toBe(before);
}

async function roundTrip() {
  const { client } = await loggedIn(t.app);
  const from = await newCommunity(client);
  const to = await newCommunity(client);
  const songs = [
    { title: 'Zdrava Marija', composer: 'Ignacij Hladnik', key: 'F', tempo: 'Andante', category: 'Marijanska', notes: 'Prva vrstica\nDruga: z dvopičjem', lyrics: '{soc}\n[F]Zdrava, [C]Marija\n{eoc}\n\n[B]milosti [F]polna', chord_notation: 'german' },
    { title: 'Silent Night', composer: null, key: 'Bb', tempo: null, category: 'Božična', notes: null, lyrics: '[Bb]Silent [F7]night', chord_notation: 'english' },
    { title: 'Samo note', composer: 'Anonimni', key: null, tempo: null, category: 'Splošno', notes: null, lyrics: null, chord_notation: 'german' },
    { title: 'Samo note', composer: 'Drugi', key: null, tempo: null, category: 'Splošno', notes: null, lyrics: null, chord_notation: 'german' },
  ];
  for (const s of songs) {
    const res = await client.post('/api/songs', { ...s, community_id: from.id });
    expect(res.statusCode).toBe(201);
    if (s.title === 'Samo note') {
      const m = multipart('file', s.composer === 'Drugi' ? 'sken 1.pdf' : 'scan0001.pdf', 'application/pdf', pdf(s.composer!));
      expect((await client.send('POST', `/api/songs/${res.json().song.id}/upload-part`, m.payload, m.headers)).statusCode).toBe(200);
    }
  }

  const exported = await client.get(`/api/songs/export?community_id=${from.id}`);
  expect(exported.statusCode).toBe(200);
  expect(exported.headers['content-type']).toBe('application/zip');
  expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="pesmarica-/);
  const zip = exported.rawPayload;
  expect(await zipNames(zip)).toEqual(
    expect.arrayContaining(['pesmi.csv', 'chordpro/Zdrava Marija.cho', 'openlyrics/Zdrava Marija.xml', 'chordpro/Samo note (2).cho', 'datoteke/scan0001.pdf', 'datoteke/sken 1.pdf']),
  );

  const rows: TSongImportRow[] = (await preview(client, [{ name: 'izvoz.zip', data: zip }], to.id)).json().rows;
  const done = await importRows(client, [{ name: 'izvoz.zip', data: zip }], importable(rows), to.id);
  expect(done.statusCode).toBe(201);
  expect(done.json()).toMatchObject({ created: 4, attached: 2 });

  const shape = async (communityId: number) => {
    const list = (await songbook(client, communityId)).songs;
    const full = await Promise.all(list.map(async (s) => (await client.get(`/api/songs/${s.id}`)).json()));
    const withFiles = await Promise.all(
      full.map(async (s) => ({
        title: s.title, composer: s.composer, key: s.key, tempo: s.tempo, category: s.category, notes: s.notes, lyrics: s.lyrics,
        chord_notation: s.chord_notation, part_file_name: s.part_file_name,
        file: s.has_part_file ? (await client.get(`/api/songs/${s.id}/part-file`)).rawPayload.toString('latin1') : null,
      })),
    );
    return withFiles.sort((a, b) => `${a.title}${a.composer}`.localeCompare(`${b.title}${b.composer}`));
  };
  expect(await shape(to.id)).toEqual(await shape(from.id));
}

describe('with the files in the database (FILE_STORAGE=database)', () => {
  let onDisk: TestApp;
  beforeAll(async () => {
    onDisk = t;
    t = await buildTestApp({ FILE_STORAGE: 'database' });
    expect(t.app.ctx.storage.kind).toBe('database');
  });
  afterAll(async () => {
    await t.close();
    t = onDisk;
  });
  it('a failure halfway writes nothing, the stored chunks removed too', failureHalfway);
  it('the export reads the files from the database and imports back the same', roundTrip);
});
