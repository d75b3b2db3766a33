import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from '../../src/storage/database-storage.ts';
import { loggedIn } from '../factories.ts';
import { buildTestApp, multipart, type Client, type TestApp } from '../helper.ts';
import { onePagePdf } from '../pdf.ts';

// FILE_STORAGE=database (issue 21): uploads in stored_files / stored_file_chunks, served by any
// instance with Range and ETag as from disk. On SQLite and PostgreSQL.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp({ FILE_STORAGE: 'database' });
  b = await buildTestApp({ FILE_STORAGE: 'database' }, { instanceOf: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A PDF of 2.5 chunks, every byte position of its padding comment telling its own value. */
const BIG = onePagePdf('Zdrava Marija', Math.floor(CHUNK_BYTES * 2.5));
const paddingEnd = BIG.indexOf('\n1 0 obj');
for (let i = 10; i < paddingEnd; i++) BIG[i] = (i * 7 + (i >> 8)) & 0xff;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d5b1a30000000049454e44ae426082', 'hex');

const uploadPart = (c: Client, id: number, data: Buffer) => {
  const m = multipart('file', 'Zdrava Marija.pdf', 'application/pdf', data);
  return c.send('POST', `/api/songs/${id}/upload-part`, m.payload, m.headers);
};

describe('FILE_STORAGE=database', () => {
  it('stores sheet music in chunks, serves it from another instance whole, by Range and with ETag/304, and deletes it', async () => {
    const { client, user } = await loggedIn(a.app);
    const song = (await client.post('/api/songs', { title: 'Zdrava, Marija' })).json().song;
    const up = await uploadPart(client, song.id, BIG);
    expect(up.json()).toMatchObject({ song: { has_part_file: true } });
    const stored = (await a.app.ctx.db.selectFrom('songs').select('part_file_stored').where('id', '=', song.id).executeTakeFirstOrThrow()).part_file_stored!;
    // Nothing on disk; three chunks, every one but the last CHUNK_BYTES long.
    expect(existsSync(path.join(a.dataDir, 'uploads')) ? readdirSync(path.join(a.dataDir, 'uploads'), { recursive: true }).filter((f) => String(f).includes('.')) : []).toEqual([]);
    const chunks = await a.app.ctx.db.selectFrom('stored_file_chunks').select(['seq', 'data']).where('name', '=', stored).orderBy('seq').execute();
    expect(chunks.map((c) => [c.seq, c.data.length])).toEqual([[0, CHUNK_BYTES], [1, CHUNK_BYTES], [2, BIG.length - 2 * CHUNK_BYTES]]);
    const file = await a.app.ctx.db.selectFrom('stored_files').select('size').where('name', '=', stored).executeTakeFirstOrThrow();
    expect(Number(file.size)).toBe(BIG.length);

    // The same session read through instance b (one database, one secret).
    const onB = (opts: { url: string; headers?: Record<string, string> }) => b.app.inject({ method: 'GET', url: opts.url, headers: { cookie: client.cookieHeader, ...opts.headers } });
    const url = `/api/songs/${song.id}/part-file`;
    const whole = await onB({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-length']).toBe(String(BIG.length));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('private, no-cache');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['content-disposition']).toContain('inline; filename="Zdrava Marija.pdf"');
    expect(whole.rawPayload.equals(BIG)).toBe(true);

    // A range across the first chunk boundary, a suffix, an open end, and one past the end.
    const from = CHUNK_BYTES - 10;
    const across = await onB({ url, headers: { range: `bytes=${from}-${CHUNK_BYTES + 9}` } });
    expect(across.statusCode).toBe(206);
    expect(across.headers['content-range']).toBe(`bytes ${from}-${CHUNK_BYTES + 9}/${BIG.length}`);
    expect(across.rawPayload.equals(BIG.subarray(from, CHUNK_BYTES + 10))).toBe(true);
    const head = await onB({ url, headers: { range: 'bytes=0-3' } });
    expect(head.body).toBe('%PDF');
    const tail = await onB({ url, headers: { range: 'bytes=-5' } });
    expect(tail.rawPayload.equals(BIG.subarray(BIG.length - 5))).toBe(true);
    const rest = await onB({ url, headers: { range: `bytes=${2 * CHUNK_BYTES + 1}-` } });
    expect(rest.rawPayload.equals(BIG.subarray(2 * CHUNK_BYTES + 1))).toBe(true);
    expect((await onB({ url, headers: { range: `bytes=${BIG.length}-` } })).statusCode).toBe(416);

    const etag = whole.headers.etag as string;
    expect(etag).toBe(`"${stored}"`);
    const cached = await onB({ url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);

    const dl = await onB({ url: `${url}?download=true` });
    expect(dl.headers['content-disposition']).toMatch(/^attachment;/);

    // Deleting through b removes the file and its chunks; a reader gets 404.
    const del = await b.app.inject({ method: 'DELETE', url, headers: { cookie: client.cookieHeader, 'x-csrftoken': await client.csrf() } });
    expect(del.statusCode).toBe(200);
    expect(await a.app.ctx.db.selectFrom('stored_file_chunks').select('seq').where('name', '=', stored).execute()).toEqual([]);
    expect(await a.app.ctx.db.selectFrom('stored_files').select('name').where('name', '=', stored).execute()).toEqual([]);
    expect((await client.get(url)).statusCode).toBe(404);
    expect(user.id).toBeGreaterThan(0);
  });

  it('keeps pictures in the database too, and leaves nothing of a refused upload', async () => {
    const { client } = await loggedIn(a.app);
    const m = multipart('profile_image', 'jaz.png', 'image/png', PNG);
    const res = await client.send('POST', '/api/profile/upload-image', m.payload, m.headers);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().image_url;
    const img = await b.app.inject({ method: 'GET', url, headers: { cookie: client.cookieHeader } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);

    const before = (await a.app.ctx.db.selectFrom('stored_files').select('name').execute()).length;
    const wrong = multipart('profile_image', 'x.png', 'image/png', Buffer.from('to ni slika, samo besedilo'));
    expect((await client.send('POST', '/api/profile/upload-image', wrong.payload, wrong.headers)).statusCode).toBe(415);
    const song = (await client.post('/api/songs', { title: 'Prevelika' })).json().song;
    const tooBig = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]);
    expect((await uploadPart(client, song.id, tooBig)).statusCode).toBe(413);
    expect((await a.app.ctx.db.selectFrom('stored_files').select('name').execute()).length).toBe(before);
    expect((await a.app.ctx.db.selectFrom('stored_file_chunks').select('seq').where('seq', '>', -1).execute()).length).toBeGreaterThan(0);
  });
});
