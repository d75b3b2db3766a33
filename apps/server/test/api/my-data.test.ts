import { sql } from 'kysely';
import yauzl from 'yauzl';
import { errors, myDataErrors, myDataFiles, myDataMail, postsUi } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateIn, HOUR } from '../../src/clock.ts';
import { loggedIn, newCommunity, newUser, newUserWithEverything, type TestUser } from '../factories.ts';
import { buildTestApp, Client, dialectUnderTest, type TestApp } from '../helper.ts';

/** Issue 61, "Moji podatki": the export of everything about oneself, and the deletion of the account. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const today = () => dateIn('Europe/Ljubljana', t.clock.now());

/** The entries of a ZIP, by name. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out)).on('error', reject);
      zip.readEntry();
    });
  });
}

/** An .eml as text: quoted-printable bodies and encoded-word subjects decoded. */
function readable(eml: string): string {
  const bytes = (qp: string) => Buffer.from(qp.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  return eml
    .replace(/\?=\r?\n =\?UTF-8\?Q\?/g, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, w: string) => bytes(w.replace(/_/g, ' ')))
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => bytes(m));
}

const download = (c: Client, password: string) => c.send('POST', '/api/profile/my-data/export/download', { password });

describe('Prenesi moje podatke', () => {
  it('makes the ZIP in the background with every kind of data of the user and nothing of another user', async () => {
    const a = await newUserWithEverything(t.app, { today: today(), tag: 'ana' });
    const b = await newUserWithEverything(t.app, { today: today(), tag: 'bor' });

    const asked = await a.client.post('/api/profile/my-data/export', {});
    expect(asked.statusCode).toBe(202);
    expect(asked.json().export).toMatchObject({ state: 'pending', ready_at: null, expires_at: null });
    expect((await a.client.get('/api/profile/my-data')).json()).toMatchObject({ export: { state: 'pending' }, last_admin_of: [] });
    // Not made yet: nothing to download.
    const early = await download(a.client, a.user.password);
    expect([early.statusCode, early.json().error]).toEqual([404, myDataErrors.exportNotReady]);

    await t.app.ctx.services.dataExport.flush();
    const status = (await a.client.get('/api/profile/my-data')).json().export;
    expect(status.state).toBe('ready');
    expect(Date.parse(status.expires_at) - Date.parse(status.ready_at)).toBe(24 * HOUR);
    // Told by e-mail and in the app.
    const mails = (await t.outbox()).map(readable).filter((m) => m.includes(`To: ${a.user.email}`));
    expect(mails.some((m) => m.includes(myDataMail.exportReadySubject) && m.includes('http://localhost:8080/profile?tab=my-data'))).toBe(true);
    const notices = (await a.client.get('/api/notifications')).json().notifications as { type: string; reference_type: string | null }[];
    expect(notices.filter((n) => n.type === 'data_export_ready').map((n) => n.reference_type)).toEqual(['data_export']);

    // The password first; another user has no export to download.
    const wrong = await download(a.client, 'ni-pravo-geslo');
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, myDataErrors.passwordWrong]);
    expect((await download(b.client, b.user.password)).statusCode).toBe(404);

    const res = await download(a.client, a.user.password);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="zborovodja-/);
    const entries = await unzip(res.rawPayload);
    const names = [...entries.keys()];
    expect(names).toEqual(expect.arrayContaining(['PREBERI-ME.txt', ...Object.keys(myDataFiles), 'slike/profilna.png', `pesmi/${a.song}-note.pdf`]));
    const readme = entries.get('PREBERI-ME.txt')!.toString('utf8');
    for (const file of Object.keys(myDataFiles)) expect(readme).toContain(file);
    expect(entries.get(`pesmi/${a.song}-note.pdf`)!.subarray(0, 5).toString()).toBe('%PDF-');

    const json = (f: string) => JSON.parse(entries.get(f)!.toString('utf8'));
    expect(json('profil.json')).toMatchObject({ id: a.user.id, username: a.user.username, email: a.user.email, display_name: 'Vsebina ana', profile_image: 'slike/profilna.png' });
    expect(json('clanstva.json')).toEqual([expect.objectContaining({ community_id: a.community.id, role: 'member', is_primary: true })]);
    expect(json('glasovi.json')).toEqual([expect.objectContaining({ community_id: a.community.id, voice_part: 'Alt' })]);
    const attendances = json('udelezbe.json') as { event_id: number; status: string; set_by: { user_id: number } | null }[];
    expect(attendances.find((x) => x.event_id === a.events.past)).toMatchObject({ status: 'confirmed', set_by: { user_id: a.admin.user.id } });
    expect(attendances.find((x) => x.event_id === a.events.future)).toMatchObject({ status: 'declined', set_by: null });
    expect(json('odsotnosti.json')).toEqual([expect.objectContaining({ note: 'Dopust ana' })]);
    expect(json('opomniki-in-koledarji.json')).toMatchObject({ reminder_hours: 48, reminders_sent: [expect.objectContaining({ event_id: a.events.future })], calendar_feeds: expect.arrayContaining([expect.objectContaining({ scope: 'user' }), expect.objectContaining({ scope: `community:${a.community.id}` })]) });
    expect((json('obvestila.json') as unknown[]).length).toBeGreaterThan(0);
    expect(json('objave-in-komentarji.json')).toMatchObject({ posts: [{ id: a.post, title: 'Objava ana' }], comments: [{ id: a.comment, content: 'Komentar ana' }] });
    expect(json('pesmi.json')).toEqual([expect.objectContaining({ id: a.song, title: 'Moja pesem ana', part_file: `pesmi/${a.song}-note.pdf` })]);
    expect((json('seje.json') as { user_agent: string | null; created_at: string }[]).length).toBeGreaterThan(0);

    // Nothing of the other user anywhere in it.
    const all = [...entries.values()].map((v) => v.toString('latin1')).join('\n');
    for (const trace of [b.user.email, b.user.username, 'Vsebina bor', 'Objava bor', 'Komentar bor', 'Dopust bor', 'Moja pesem bor', b.community.name]) expect(all).not.toContain(trace);
    expect(all).not.toContain('password');
    expect(all).not.toContain('token');

    // Offered for 24 hours, then gone with its file.
    t.clock.advance(25 * HOUR);
    expect((await a.client.get('/api/profile/my-data')).json().export).toBeNull();
    expect((await download(a.client, a.user.password)).statusCode).toBe(404);
    expect((await t.app.ctx.services.dataExport.work()).removed).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.selectFrom('data_exports').select('id').where('user_id', '=', a.user.id).execute()).toEqual([]);
  });

  it('works the same with the files in the database (FILE_STORAGE=database)', async () => {
    const other = await buildTestApp({ FILE_STORAGE: 'database' });
    try {
      const today = dateIn('Europe/Ljubljana', other.clock.now());
      const a = await newUserWithEverything(other.app, { today, tag: 'baza' });
      expect((await a.client.post('/api/profile/my-data/export', {})).statusCode).toBe(202);
      await other.app.ctx.services.dataExport.flush();
      const res = await download(a.client, a.user.password);
      expect(res.statusCode).toBe(200);
      const entries = await unzip(res.rawPayload);
      expect(entries.get(`pesmi/${a.song}-note.pdf`)!.subarray(0, 5).toString()).toBe('%PDF-');
      expect(entries.get('slike/profilna.png')!.subarray(1, 4).toString()).toBe('PNG');
      const stored = await other.database.db.selectFrom('stored_files').select('name').where('area', '=', 'data-exports').execute();
      expect(stored).toHaveLength(1);
      expect((await other.app.ctx.services.accountDeletion.delete({ id: a.user.id, username: a.user.username, display_name: null, role: 'user', email_verified: true }, a.user.id)).songsDeleted).toBe(1);
      expect(await other.database.db.selectFrom('stored_files').select('name').where('area', 'in', ['data-exports', 'profile-images', 'part-files']).execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('asks a logged-in user only, and a new request replaces the earlier export', async () => {
    const anon = new Client(t.app);
    expect((await anon.get('/api/profile/my-data')).statusCode).toBe(401);
    expect((await anon.post('/api/profile/my-data/export', {})).statusCode).toBe(401);
    const { client, user } = await loggedIn(t.app);
    await client.post('/api/profile/my-data/export', {});
    await t.app.ctx.services.dataExport.flush();
    const first = (await client.get('/api/profile/my-data')).json().export.id;
    const again = (await client.post('/api/profile/my-data/export', {})).json().export;
    expect(again.id).not.toBe(first);
    expect(await t.database.db.selectFrom('data_exports').select('id').where('user_id', '=', user.id).execute()).toEqual([{ id: again.id }]);
  });
});

/** The columns of every table of the database as it is now, so a table added later is walked too. */
async function columnsOfEveryTable(): Promise<{ table: string; columns: { name: string; text: boolean; userRef: boolean }[] }[]> {
  const db = t.database.db;
  const userish = /(^user_id$|_user_id$|^owner_id$|^organizer_id$|^admin_id$|_by$|_by_id$)/;
  if (dialectUnderTest() === 'postgres') {
    const tables = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`.execute(db);
    const refs = await sql<{ table_name: string; column_name: string }>`
      SELECT kcu.table_name, kcu.column_name FROM information_schema.referential_constraints rc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name
      WHERE ccu.table_name = 'users'`.execute(db);
    const out = [];
    for (const { name } of tables.rows) {
      const cols = await sql<{ column_name: string; data_type: string }>`SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${name}`.execute(db);
      out.push({
        table: name,
        columns: cols.rows.map((c) => ({
          name: c.column_name,
          text: /char|text/.test(c.data_type),
          userRef: (name === 'users' && c.column_name === 'id') || userish.test(c.column_name) || refs.rows.some((r) => r.table_name === name && r.column_name === c.column_name),
        })),
      });
    }
    return out;
  }
  const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY 1`.execute(db);
  const out = [];
  for (const { name } of tables.rows) {
    const cols = await sql<{ name: string; type: string }>`SELECT name, type FROM pragma_table_info(${name})`.execute(db);
    const fks = await sql<{ table: string; from: string }>`SELECT "table", "from" FROM pragma_foreign_key_list(${name})`.execute(db);
    out.push({
      table: name,
      columns: cols.rows.map((c) => ({
        name: c.name,
        // FTS5 tables declare no types: their columns hold text.
        text: c.type === '' || /char|text|clob/i.test(c.type),
        userRef: (name === 'users' && c.name === 'id') || userish.test(c.name) || fks.rows.some((f) => f.table === 'users' && f.from === c.name),
      })),
    });
  }
  return out;
}

/** Every row of every table that still names the user: their id in a column that refers to users, or their address in any text. */
async function rowsNaming(user: TestUser): Promise<string[]> {
  const db = t.database.db;
  const found: string[] = [];
  for (const { table, columns } of await columnsOfEveryTable()) {
    const has = (c: string) => columns.some((x) => x.name === c);
    for (const c of columns) {
      let q;
      if (c.userRef) {
        q = sql`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(c.name)} = ${user.id}`;
        // A polymorphic owner names a user only with its type.
        if (c.name === 'owner_id' && has('owner_type')) q = sql`SELECT count(*) AS n FROM ${sql.table(table)} WHERE owner_id = ${user.id} AND owner_type = 'user'`;
      } else if (c.text) {
        q = sql`SELECT count(*) AS n FROM ${sql.table(table)} WHERE lower(CAST(${sql.ref(c.name)} AS text)) LIKE ${`%${user.email}%`}`;
      } else continue;
      const n = Number(((await q.execute(db)).rows[0] as { n: number | string }).n);
      if (n > 0) found.push(`${table}.${c.name}: ${n}`);
    }
  }
  return found;
}

describe('Izbriši račun', () => {
  it('refuses the last admin of a group, naming the groups, in the app and in the console', async () => {
    const { client, user } = await loggedIn(t.app);
    const c1 = await newCommunity(client, { name: `Cerkveni zbor ${Date.now()}` });
    const c2 = await newCommunity(client, { name: `Mladinski zbor ${Date.now()}` });
    expect((await client.get('/api/profile/my-data')).json().last_admin_of.map((x: { id: number }) => x.id).sort()).toEqual([c1.id, c2.id].sort());

    const res = await client.post('/api/profile/delete-account', { password: user.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(myDataErrors.lastAdmin([c1.name, c2.name].sort()));
    const root = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const console = await root.client.delete(`/api/gl_admin/users/${user.id}`);
    expect([console.statusCode, console.json().error]).toEqual([409, res.json().error]);
    expect((await client.get('/api/profile')).statusCode).toBe(200);

    // A wrong password changes nothing either; the rule of leaving a group is the same rule.
    const wrong = await client.post('/api/profile/delete-account', { password: 'napačno-geslo' });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, myDataErrors.passwordWrong]);
    expect((await client.delete(`/api/communities/${c1.id}/membership`)).statusCode).toBe(409);
  });

  it('refuses another user (only the owner and a global admin)', async () => {
    const victim = await newUser(t.app);
    const { client } = await loggedIn(t.app);
    const res = await client.delete(`/api/gl_admin/users/${victim.id}`);
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('users').select('id').where('id', '=', victim.id).execute()).toEqual([{ id: victim.id }]);
  });

  for (const how of ['self', 'console'] as const) {
    it(`${how === 'self' ? 'by the owner' : 'by a global admin'}: leaves no row naming the user; posts stay as "${postsUi.deletedAuthor}", past attendance without a name; the address may register again`, async () => {
      const a = await newUserWithEverything(t.app, { today: today(), tag: `del${how}` });
      await a.client.post('/api/profile/my-data/export', {});
      await t.app.ctx.services.dataExport.flush();
      const exportFile = (await t.database.db.selectFrom('data_exports').select('file_name').where('user_id', '=', a.user.id).executeTakeFirstOrThrow()).file_name!;
      expect(await t.app.ctx.storage.open('data-exports', exportFile)).not.toBeNull();
      expect(await rowsNaming(a.user)).not.toEqual([]);

      if (how === 'self') {
        const res = await a.client.post('/api/profile/delete-account', { password: a.user.password });
        expect(res.statusCode).toBe(200);
        expect(a.client.cookies.has('sid')).toBe(false);
      } else {
        const root = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
        expect((await root.client.delete(`/api/gl_admin/users/${a.user.id}`)).statusCode).toBe(200);
      }
      // The confirmation goes to the deleted address; delivered, its row forgets the address.
      const mails = (await t.outbox()).map(readable);
      expect(mails.some((m) => m.includes(`To: ${a.user.email}`) && m.includes(myDataMail.accountDeletedSubject) && m.includes(postsUi.deletedAuthor))).toBe(true);
      expect(await rowsNaming(a.user)).toEqual([]);
      expect(await t.app.ctx.storage.open('data-exports', exportFile)).toBeNull();

      // The login refuses the account.
      const login = await new Client(t.app).post('/api/login', { username: a.user.username, password: a.user.password });
      expect(login.statusCode).toBe(401);
      expect((await a.client.get('/api/profile')).statusCode).toBe(401);

      // The group's conversation stays readable, without the author.
      const post = (await a.admin.client.get(`/api/posts/${a.post}`)).json();
      expect(post).toMatchObject({ id: a.post, title: `Objava del${how}`, user_id: null, username: null, display_name: null, profile_image: null, can_edit: true });
      expect(post.comments.map((c: { content: string; user_id: number | null }) => [c.content, c.user_id])).toEqual([
        [`Komentar del${how}`, null],
        [`Odgovor skrbnika del${how}`, a.admin.user.id],
      ]);
      // The past event keeps the attendance without a name; the future one loses it.
      const db = t.database.db;
      expect(await db.selectFrom('event_attendance_anonymous').select(['status', 'voice_part']).where('event_id', '=', a.events.past).execute()).toEqual([{ status: 'confirmed', voice_part: 'Alt' }]);
      expect(await db.selectFrom('event_attendance_anonymous').select('id').where('event_id', '=', a.events.future).execute()).toEqual([]);
      // The event they created stays with the group, now its admin's; the personal song is gone.
      expect(await db.selectFrom('events').select(['owner_id', 'organizer_id']).where('id', '=', a.events.created).execute()).toEqual([{ owner_id: a.admin.user.id, organizer_id: a.admin.user.id }]);
      expect(await db.selectFrom('songs').select('id').where('id', '=', a.song).execute()).toEqual([]);

      // The address can register again.
      const again = await new Client(t.app).post('/api/auth/register', { username: `znova_${how}_${Date.now()}`, email: a.user.email, password: 'novo-geslo-123', display_name: 'Znova', terms_accepted: true });
      expect(again.statusCode).toBe(201);
      expect(await db.selectFrom('users').select('email').where('email', '=', a.user.email).execute()).toEqual([{ email: a.user.email }]);
    });
  }

  it('an unknown user is 404 in the console', async () => {
    const root = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const res = await root.client.delete('/api/gl_admin/users/999999');
    expect([res.statusCode, res.json().error]).toEqual([404, errors.userNotFound]);
  });
});
