import { errors, songLimits } from '@zborovodja/contracts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, Client, multipart, type TestApp } from '../helper.ts';
import { onePagePdf } from '../pdf.ts';
import { PDF, PNG, unique } from '../security/world.ts';

/**
 * Upload corpus (docs/quality.md, Security suite): every upload route gets hostile files (HTML
 * renamed, SVG with a script, zero bytes, one byte over the limit, polyglots, path-traversal and
 * header-breaking names, spoofed Content-Type). Each is refused with the catalogue's message and
 * leaves nothing on disk, or stored safely: under a random name in DATA_DIR/uploads/<area>/ and
 * nowhere else, typed by its first bytes, and served with that type (never text/html), nosniff
 * and a Content-Disposition that no name can break.
 */

let t: TestApp;
let admin: Client;
let globalAdmin: Client;
let c1: number;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await loggedIn(t.app);
  admin = a.client;
  c1 = (await newCommunity(admin, { visibility: 'Private' })).id;
  globalAdmin = (await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }))).client;
}, 60_000);
afterAll(() => t.close());

const IMAGE_MAX = 5_242_880;

/** One upload target: a fresh owner object, the client allowed to upload to it, and where it is stored and served. */
interface Target {
  client: Client;
  url: string;
  /** The stored random name (null when there is none) as the database holds it. */
  stored(): Promise<string | null>;
  /** Download URLs once a file is stored. */
  downloads(): Promise<string[]>;
}

interface Route {
  name: string;
  field: string;
  area: string;
  max: number;
  /** The valid file this route takes, and its extension and declared type. */
  valid: Buffer;
  ext: string;
  mime: string;
  acceptsPdf: boolean;
  wrongType: string;
  tooLarge: string;
  missing: string;
  /** Whether the uploader's file name is kept (shown and sent back in Content-Disposition). */
  keepsName: boolean;
  target(): Promise<Target>;
}

const db = () => t.database.db;
const lastPart = (url: string | null) => (url ? url.split('/').pop()! : null);

const performerTarget = async (urlOf: (performerId: number) => string, client: () => Client): Promise<Target> => {
  const res = await admin.post(`/api/communities/${c1}/performers`, { name: unique('Izv ') });
  const id = res.json().performer.id as number;
  const imageUrl = async () => (await db().selectFrom('performers').select('image_url').where('id', '=', id).executeTakeFirstOrThrow()).image_url;
  return { client: client(), url: urlOf(id), stored: async () => lastPart(await imageUrl()), downloads: async () => [(await imageUrl())!] };
};

const imageRoute = (name: string, field: string, area: string, target: Route['target']): Route => ({
  name,
  field,
  area,
  max: IMAGE_MAX,
  valid: PNG,
  ext: 'png',
  mime: 'image/png',
  acceptsPdf: false,
  wrongType: errors.imageRequired,
  tooLarge: errors.imageTooLarge,
  missing: errors.imageRequired,
  keepsName: false,
  target,
});

const routes: Route[] = [
  {
    name: 'POST /api/songs/:id/upload-part',
    field: 'file',
    area: 'part-files',
    max: songLimits.partFileBytes,
    valid: PDF,
    ext: 'pdf',
    mime: 'application/pdf',
    acceptsPdf: true,
    wrongType: errors.partFileType,
    tooLarge: errors.partFileTooLarge,
    missing: errors.partFileMissing,
    keepsName: true,
    target: async () => {
      const id = (await admin.post('/api/songs', { title: unique('Pesem '), community_id: c1 })).json().song.id as number;
      return {
        client: admin,
        url: `/api/songs/${id}/upload-part`,
        stored: async () => (await db().selectFrom('songs').select('part_file_stored').where('id', '=', id).executeTakeFirstOrThrow()).part_file_stored,
        downloads: async () => [`/api/songs/${id}/part-file`, `/api/songs/${id}/part-file?download=true`],
      };
    },
  },
  {
    name: 'POST /api/events/:id/header-image',
    field: 'file',
    area: 'event-images',
    max: IMAGE_MAX,
    valid: PNG,
    ext: 'png',
    mime: 'image/png',
    acceptsPdf: false,
    wrongType: errors.headerImageType,
    tooLarge: errors.headerImageTooLarge,
    missing: errors.headerImageMissing,
    keepsName: true,
    target: async () => {
      const body = { title: unique('Vaja '), date: '2031-05-10', location: 'Cerkev', visibility: 'community', community_id: c1 };
      const id = (await admin.post('/api/events', body)).json().event.id as number;
      return {
        client: admin,
        url: `/api/events/${id}/header-image`,
        stored: async () => (await db().selectFrom('events').select('header_image_stored').where('id', '=', id).executeTakeFirstOrThrow()).header_image_stored,
        downloads: async () => [`/api/events/${id}/header-image`],
      };
    },
  },
  imageRoute('POST /api/profile/upload-image', 'profile_image', 'profile-images', async () => {
    const { client, user } = await loggedIn(t.app);
    const imageUrl = async () => (await db().selectFrom('users').select('profile_image').where('id', '=', user.id).executeTakeFirstOrThrow()).profile_image;
    return { client, url: '/api/profile/upload-image', stored: async () => lastPart(await imageUrl()), downloads: async () => [(await imageUrl())!] };
  }),
  imageRoute('POST /api/communities/:id/performers/:performerId/image', 'image', 'performer-images', () =>
    performerTarget((id) => `/api/communities/${c1}/performers/${id}/image`, () => admin),
  ),
  imageRoute('POST /api/gl_admin/performers/:id/image', 'image', 'performer-images', () => performerTarget((id) => `/api/gl_admin/performers/${id}/image`, () => globalAdmin)),
  imageRoute('POST /api/gl_admin/communities/:community_id/performers/:id/image', 'image', 'performer-images', () =>
    performerTarget((id) => `/api/gl_admin/communities/${c1}/performers/${id}/image`, () => globalAdmin),
  ),
];

// ---------------------------------------------------------------- the corpus

const HTML = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/profile").then(r=>r.text()).then(alert)</script></body></html>');
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');
/** Valid GIF magic bytes, then a page a browser would run if it sniffed the file as HTML. */
const GIF_POLYGLOT = Buffer.concat([Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
const HTML_PAGE = '<html><body><script>alert(document.cookie)</script></body></html>';
const withHtml = (pdf: Buffer) => {
  if (!pdf.includes(HTML_PAGE)) throw new Error('the polyglot lost its HTML');
  return pdf;
};
/** A PDF that opens, with a page a browser would run in its header comment. */
const PDF_POLYGLOT = withHtml(Buffer.from(onePagePdf('Polyglot', 800).toString('latin1').replace(/%( {80})/, `%${HTML_PAGE.padEnd(80)}`), 'latin1'));
/** PDF magic bytes with only HTML behind them: no document at all. */
const PDF_HEADED_HTML = Buffer.from(`%PDF-1.4\n${HTML_PAGE}\n%%EOF\n`);
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);

/** A file name sent in RFC 5987 form, the only way quotes, line breaks and control characters reach the server. */
const encodedName = (name: string) => ({ rfc5987: name });

type Outcome = { refused: number; message: (r: Route) => string } | { stored: string; keptName?: (r: Route) => string };

interface Item {
  label: string;
  /** The name as passed to the shared multipart helper. */
  name: (r: Route) => string | { rfc5987: string };
  type: (r: Route) => string;
  data: (r: Route) => Buffer;
  field?: string;
  outcome: (r: Route) => Outcome;
}

const refused = (status: number, message: (r: Route) => string) => () => ({ refused: status, message });

const corpus: Item[] = [
  { label: 'HTML renamed to the allowed extension and declared as its type', name: (r) => `note.${r.ext}`, type: (r) => r.mime, data: () => HTML, outcome: refused(415, (r) => r.wrongType) },
  { label: 'SVG with a script, declared image/svg+xml', name: () => 'slika.svg', type: () => 'image/svg+xml', data: () => SVG, outcome: refused(415, (r) => r.wrongType) },
  { label: 'SVG renamed .png and declared image/png', name: () => 'slika.png', type: () => 'image/png', data: () => SVG, outcome: refused(415, (r) => r.wrongType) },
  { label: 'zero bytes', name: (r) => `prazno.${r.ext}`, type: (r) => r.mime, data: () => Buffer.alloc(0), outcome: refused(415, (r) => r.wrongType) },
  { label: 'one byte over the limit', name: (r) => `velika.${r.ext}`, type: (r) => r.mime, data: (r) => padded(r.valid, r.max + 1), outcome: refused(413, (r) => r.tooLarge) },
  { label: 'exactly the limit', name: (r) => `tocno.${r.ext}`, type: (r) => r.mime, data: (r) => padded(r.valid, r.max), outcome: (r) => ({ stored: r.mime }) },
  { label: 'GIF header followed by HTML and a script', name: () => 'slika.html', type: () => 'text/html', data: () => GIF_POLYGLOT, outcome: () => ({ stored: 'image/gif' }) },
  {
    label: 'PDF header followed by HTML and a script',
    name: () => 'dokument.html',
    type: () => 'text/html',
    data: () => PDF_POLYGLOT,
    outcome: (r) => (r.acceptsPdf ? { stored: 'application/pdf' } : { refused: 415, message: (x) => x.wrongType }),
  },
  {
    label: 'PDF magic bytes followed by HTML only',
    name: () => 'dokument.pdf',
    type: () => 'application/pdf',
    data: () => PDF_HEADED_HTML,
    outcome: (r) => (r.acceptsPdf ? { refused: 422, message: () => errors.partFilePdfUnreadable } : { refused: 415, message: (x) => x.wrongType }),
  },
  {
    label: 'a valid file declared text/html and named .html: kept under the detected type\'s extension',
    name: () => 'stran.html',
    type: () => 'text/html',
    data: (r) => r.valid,
    outcome: (r) => ({ stored: r.mime, keptName: (x) => `stran.${x.ext}` }),
  },
  { label: 'a valid file named .exe', name: () => 'Pesem.exe', type: (r) => r.mime, data: (r) => r.valid, outcome: (r) => ({ stored: r.mime, keptName: (x) => `Pesem.${x.ext}` }) },
  { label: 'a valid file without an extension', name: () => 'Pesem', type: (r) => r.mime, data: (r) => r.valid, outcome: (r) => ({ stored: r.mime, keptName: (x) => `Pesem.${x.ext}` }) },
  { label: 'the file in another field', name: (r) => `a.${r.ext}`, type: (r) => r.mime, data: (r) => r.valid, field: 'drugo', outcome: refused(400, (r) => r.missing) },
  {
    label: 'a line break in the name (header injection)',
    name: (r) => encodedName(`a.${r.ext}\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>`),
    type: (r) => r.mime,
    data: (r) => r.valid,
    outcome: refused(400, (r) => r.missing),
  },
  ...(
    [
      ['../../etc/passwd', 'passwd'],
      ['..\\..\\windows\\win.ini', 'win.ini'],
      ['/etc/passwd', 'passwd'],
      ['a\\"b', 'ab'],
      ['%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
      ['Zdravo Marija ✝', 'Zdravo Marija ✝'],
      ['x'.repeat(300), null],
    ] as const
  ).map(
    ([raw, kept]): Item => ({
      label: `the name ${JSON.stringify(raw.slice(0, 40))}`,
      name: (r) => `${raw}.${r.ext}`,
      type: (r) => r.mime,
      data: (r) => r.valid,
      outcome: (r) => ({ stored: r.mime, keptName: (x) => (kept === null ? `${'x'.repeat(200 - x.ext.length - 1)}.${x.ext}` : `${kept}.${x.ext}`) }),
    }),
  ),
  ...(
    [
      ['../../../../../tmp/zb-zlo', 'zb-zlo'],
      ['Božična "pesem"\u0007 – noč', 'Božična pesem – noč'],
      ["Ave Maria (Gounod); O'Neill 100%", "Ave Maria (Gounod); O'Neill 100%"],
      // A right-to-left override makes the name read "Pesemexe.pdf" (issue 19); bidi marks, isolates and C1 controls go too.
      ['Pesem\u202Efdp', 'Pesemfdp'],
      ['\u2067Kyrie\u2069 \u200Fdel\u200E\u0085', 'Kyrie del'],
    ] as const
  ).map(
    ([raw, kept]): Item => ({
      label: `the RFC 5987 name ${JSON.stringify(raw)}`,
      name: (r) => encodedName(`${raw}.${r.ext}`),
      type: (r) => r.mime,
      data: (r) => r.valid,
      outcome: (r) => ({ stored: r.mime, keptName: (x) => `${kept}.${x.ext}` }),
    }),
  ),
  {
    label: 'the RFC 5987 name "Pesem\\u202Efdp.exe" (a bidi override and a contradicting extension)',
    name: () => encodedName('Pesem\u202Efdp.exe'),
    type: (r) => r.mime,
    data: (r) => r.valid,
    outcome: (r) => ({ stored: r.mime, keptName: (x) => `Pesemfdp.${x.ext}` }),
  },
];

// ---------------------------------------------------------------- checks

/** Every file under DATA_DIR except the database, the secret and the outbox, relative to it. */
function filesOnDisk(): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(t.dataDir, full);
      if (entry.isDirectory()) {
        if (rel !== 'outbox') walk(full);
      } else if (!/^(app\.db.*|secret)$/.test(rel)) out.add(rel);
    }
  };
  walk(t.dataDir);
  return out;
}

/** RFC 5987 attr-chars (and %XX): what may appear unencoded in filename*. */
const ATTR_CHARS = /^[A-Za-z0-9!#$&+.^_`|~%-]+$/;

/** `inline` or `attachment`, optionally with a printable-ASCII quoted fallback and the exact UTF-8 name. */
function checkDisposition(header: string | undefined, keptName: string | null): string[] {
  const wrong: string[] = [];
  if (!header || /[\r\n\0]/.test(header)) return [`unsafe Content-Disposition ${JSON.stringify(header)}`];
  const m = header.match(/^(inline|attachment)(?:; filename="([^"\\]*)"; filename\*=UTF-8''(.+))?$/);
  if (!m) return [`malformed Content-Disposition ${JSON.stringify(header)}`];
  if (keptName !== null) {
    if (m[3] === undefined) return [`no file name in ${header}`];
    if (!/^[\x20-\x7e]*$/.test(m[2]!) || /[;%]/.test(m[2]!)) wrong.push(`fallback name not plain ASCII: ${m[2]}`);
    if (!ATTR_CHARS.test(m[3])) wrong.push(`filename* has characters RFC 5987 does not allow: ${m[3]}`);
    else if (decodeURIComponent(m[3]) !== keptName) wrong.push(`filename* decodes to ${decodeURIComponent(m[3])}, stored name is ${keptName}`);
  }
  return wrong;
}

async function send(target: Target, r: Route, item: Item) {
  const m = multipart(item.field ?? r.field, item.name(r), item.type(r), item.data(r));
  return target.client.send('POST', target.url, m.payload, m.headers);
}

describe('upload corpus on every upload route', () => {
  for (const r of routes) {
    it(r.name, async () => {
      const wrong: string[] = [];
      for (const item of corpus) {
        const what = item.label;
        const target = await r.target();
        const before = filesOnDisk();
        const res = await send(target, r, item);
        const after = filesOnDisk();
        const added = [...after].filter((f) => !before.has(f));
        const removed = [...before].filter((f) => !after.has(f));
        if (removed.length) wrong.push(`${what}: files disappeared: ${removed.join(', ')}`);
        const outcome = item.outcome(r);
        if ('refused' in outcome) {
          const body = res.json() as { error?: string };
          if (res.statusCode !== outcome.refused || body.error !== outcome.message(r)) {
            wrong.push(`${what}: expected ${outcome.refused} "${outcome.message(r)}", got ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
          if (added.length) wrong.push(`${what}: refused but left ${added.join(', ')}`);
          if ((await target.stored()) !== null) wrong.push(`${what}: refused but the object points at a file`);
          continue;
        }
        if (res.statusCode !== 200) {
          wrong.push(`${what}: expected to be stored, got ${res.statusCode} ${res.body.slice(0, 120)}`);
          continue;
        }
        const stored = await target.stored();
        const ext = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/gif': 'gif' }[outcome.stored];
        const expectedPath = path.join('uploads', r.area, stored ?? '?');
        if (!stored || !new RegExp(`^[A-Za-z0-9_-]{32}\\.${ext}$`).test(stored)) wrong.push(`${what}: stored name ${stored} is not random with the detected extension .${ext}`);
        if (added.length !== 1 || added[0] !== expectedPath) wrong.push(`${what}: expected exactly ${expectedPath} on disk, found new ${added.join(', ')}`);
        if (!readFileSync(path.join(t.dataDir, expectedPath)).equals(item.data(r))) wrong.push(`${what}: stored bytes differ`);
        // Nothing landed where the client's name pointed.
        for (const base of [path.join(t.dataDir, 'uploads', r.area), os.tmpdir()]) {
          const sent = item.name(r);
          for (const candidate of [typeof sent === 'string' ? sent : sent.rfc5987, 'zb-zlo.pdf', 'zb-zlo.png', 'passwd.pdf', 'passwd.png']) {
            if (existsSync(path.resolve(base, candidate))) wrong.push(`${what}: a file exists at ${path.resolve(base, candidate)}`);
          }
        }
        const keptName = r.keepsName && outcome.keptName ? outcome.keptName(r) : null;
        for (const url of await target.downloads()) {
          const dl = await target.client.get(url);
          const type = String(dl.headers['content-type']);
          if (dl.statusCode !== 200) wrong.push(`${what}: GET ${url} answered ${dl.statusCode}`);
          if (type !== outcome.stored) wrong.push(`${what}: GET ${url} has Content-Type ${type}, expected ${outcome.stored}`);
          if (dl.headers['x-content-type-options'] !== 'nosniff') wrong.push(`${what}: GET ${url} without nosniff`);
          if (!String(dl.headers['content-security-policy']).includes("default-src 'self'")) wrong.push(`${what}: GET ${url} without the CSP`);
          if (!dl.rawPayload.equals(item.data(r))) wrong.push(`${what}: GET ${url} serves other bytes`);
          const disposition = dl.headers['content-disposition'] as string | undefined;
          wrong.push(...checkDisposition(disposition, keptName).map((w) => `${what}: GET ${url}: ${w}`));
          if (url.endsWith('download=true') && !disposition?.startsWith('attachment;')) wrong.push(`${what}: ${url} is not an attachment`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('what the server keeps of a name', () => {
  it('the part file name shown in the song is the sanitised one, never a path or a quote', async () => {
    const id = (await admin.post('/api/songs', { title: unique('Pesem '), community_id: c1 })).json().song.id as number;
    const m = multipart('file', encodedName('../../"skrito".pdf'), 'application/pdf', PDF);
    const res = await admin.send('POST', `/api/songs/${id}/upload-part`, m.payload, m.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().song).toMatchObject({ part_file_name: 'skrito.pdf', part_file_type: 'pdf', part_file_size: PDF.length });
  });
});

describe('malformed multipart bodies (issue 19)', () => {
  /** Bodies a broken or hostile client sends: each must be 400 with the catalogue's message, never 500, and leave no file. */
  const malformed: { label: string; build: (r: Route) => { payload: Buffer; headers: Record<string, string> } }[] = [
    {
      label: 'multipart/form-data without a boundary',
      build: (r) => ({ payload: multipart(r.field, `a.${r.ext}`, r.mime, r.valid).payload, headers: { 'content-type': 'multipart/form-data' } }),
    },
    {
      label: 'a body cut off inside the file (no closing boundary)',
      build: (r) => {
        const m = multipart(r.field, `a.${r.ext}`, r.mime, padded(r.valid, 4096));
        return { payload: m.payload.subarray(0, m.payload.length - 2000), headers: m.headers };
      },
    },
    {
      label: 'a body cut off inside the part headers',
      build: (r) => {
        const m = multipart(r.field, `a.${r.ext}`, r.mime, r.valid);
        return { payload: m.payload.subarray(0, 40), headers: m.headers };
      },
    },
    {
      label: 'a boundary the body never uses',
      build: (r) => {
        const m = multipart(r.field, `a.${r.ext}`, r.mime, r.valid);
        return { payload: m.payload, headers: { 'content-type': 'multipart/form-data; boundary=nikoli' } };
      },
    },
  ];
  for (const r of routes) {
    it(r.name, async () => {
      const wrong: string[] = [];
      for (const item of malformed) {
        const target = await r.target();
        const before = filesOnDisk();
        const { payload, headers } = item.build(r);
        const res = await target.client.send('POST', target.url, payload, headers);
        const added = [...filesOnDisk()].filter((f) => !before.has(f));
        const error = res.headers['content-type']?.toString().startsWith('application/json') ? (res.json() as { error?: string }).error : res.body;
        if (res.statusCode !== 400 || error !== errors.uploadMalformed) wrong.push(`${item.label}: expected 400 "${errors.uploadMalformed}", got ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (added.length) wrong.push(`${item.label}: left ${added.join(', ')}`);
        if ((await target.stored()) !== null) wrong.push(`${item.label}: the object points at a file`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('served names follow the stored type (issue 19)', () => {
  it('a name stored before the fix is served with the detected extension and without bidi characters', async () => {
    const id = (await admin.post('/api/songs', { title: unique('Pesem '), community_id: c1 })).json().song.id as number;
    const m = multipart('file', 'a.pdf', 'application/pdf', PDF);
    expect((await admin.send('POST', `/api/songs/${id}/upload-part`, m.payload, m.headers)).statusCode).toBe(200);
    await db().updateTable('songs').set({ part_file_name: 'Pesem\u202Efdp.exe' }).where('id', '=', id).execute();
    for (const url of [`/api/songs/${id}/part-file`, `/api/songs/${id}/part-file?download=true`]) {
      const disposition = String((await admin.get(url)).headers['content-disposition']);
      expect(disposition).toMatch(/filename="Pesemfdp\.pdf"; filename\*=UTF-8''Pesemfdp\.pdf$/);
    }
  });
});
