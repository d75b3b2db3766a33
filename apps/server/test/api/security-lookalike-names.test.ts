import { errors } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, Client, linkFrom, type TestApp } from '../helper.ts';
import { sql } from 'kysely';
import { up } from '../../src/db/migrations/0008_issue19_names_invitations.ts';
import { usernameSkeleton } from '../../src/modules/users/username-skeleton.ts';

/**
 * Lookalike names (issue 19, #6; docs/quality.md, Security suite): registration accepted
 * `zborovodjа` (Cyrillic а) and `admіn` (Cyrillic і), display names took U+202E. Usernames are
 * now NFKC-normalised, of one script, and compared by their confusable skeleton (UTS #39) with
 * every existing one; display names refuse bidi controls and invisible characters. Checked on
 * every way a name is set: registration, invited registration, profile, the admin console.
 */

let t: TestApp;
let root: Awaited<ReturnType<typeof loggedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  root = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
  // The names the lookalikes imitate.
  for (const username of ['zborovodja', 'admin', 'coca', 'tenor1']) await newUser(t.app, { username });
});
afterAll(() => t.close());

let seq = 0;
const email = () => `ime${++seq}.${Date.now().toString(36)}@zbor.test`;
const register = (body: Record<string, unknown>) =>
  new Client(t.app).post('/api/auth/register', { email: email(), password: 'geslo-12345', terms_accepted: true, ...body });

/** An invitation token for a new address (register-invited-user). */
async function invitation(): Promise<{ token: string; community_id: number; email: string }> {
  const { client } = await loggedIn(t.app);
  const c = await newCommunity(client);
  const to = email();
  expect((await client.post(`/api/communities/${c.id}/invites`, { email: to })).statusCode).toBe(201);
  const mail = (await t.outbox()).filter((m) => m.includes(`To: ${to}`)).pop()!;
  return { token: linkFrom(mail, 'http://localhost:8080/verify-or-invite/').split('/').pop()!, community_id: c.id, email: to };
}
const registerInvited = async (body: Record<string, unknown>) => {
  const inv = await invitation();
  return new Client(t.app).post('/api/register-invited-user', { password: 'geslo-123', community_id: inv.community_id, invitation_token: inv.token, email: inv.email, ...body });
};
const adminEdit = async (body: Record<string, unknown>) => {
  const u = await newUser(t.app);
  return root.client.put(`/api/gl_admin/users/${u.id}`, { username: u.username, email: u.email, role: 'user', ...body });
};

const mixed: [string, string][] = [
  ['zborovodj\u0430', 'Cyrillic а in a Latin name'],
  ['adm\u0456n', 'Cyrillic і in a Latin name'],
  ['\u0440aul', 'Cyrillic р before Latin letters'],
  ['ana\u03BFva', 'Greek ο in a Latin name'],
  ['ana\u0663', 'an Arabic-Indic digit'],
];
const lookalikes: [string, string][] = [
  ['\u0441\u043E\u0441\u0430', 'all-Cyrillic соса for coca'],
  ['tenorl', 'l for the 1 of tenor1'],
  ['ZBOROVODJA', 'another case'],
  ['\uFF5A\uFF42\uFF4F\uFF52\uFF4F\uFF56\uFF4F\uFF44\uFF4A\uFF41', 'fullwidth letters (NFKC)'],
  ['adm\u0131n', 'dotless ı'],
];
const hiddenNames: [string, string][] = [
  ['Ana\u202Eairam', 'U+202E right-to-left override'],
  ['Ana \u2066Marija\u2069', 'U+2066/U+2069 isolates'],
  ['Ana\u200FMarija', 'U+200F right-to-left mark'],
  ['Ana\u061CMarija', 'U+061C Arabic letter mark'],
  ['Ana\u200BMarija', 'U+200B zero-width space'],
  ['Ana\u200DMarija', 'U+200D zero-width joiner'],
  ['Ana\u2060Marija', 'U+2060 word joiner'],
  ['Ana\uFEFFMarija', 'U+FEFF'],
  ['Ana\u00ADMarija', 'U+00AD soft hyphen'],
  ['Ana\u0007Marija', 'a control character'],
  ['\u3164', 'a Hangul filler that renders blank'],
];

describe('usernames: one script, no lookalike of an existing one', () => {
  it.each(mixed)('registration refuses %j (%s)', async (username) => {
    const res = await register({ username });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.username).toBe(username.includes('\u0663') ? errors.usernameChars : errors.usernameOneScript);
  });

  it.each(lookalikes)('registration refuses %j (%s) with 409, creating nothing', async (username) => {
    const res = await register({ username });
    expect(res.statusCode).toBe(409);
    expect([errors.usernameTaken, errors.usernameLookalike]).toContain(res.json().error);
    await t.app.ctx.mailer.flush();
    // Only the original has this skeleton.
    expect(await t.database.db.selectFrom('users').select('id').where('username_skeleton', '=', usernameSkeleton(username)).execute()).toHaveLength(1);
    expect(await t.database.db.selectFrom('users').select('id').where('username', '=', username).execute()).toHaveLength(0);
  });

  it('accepts names of one script, Latin with diacritics, Cyrillic, Greek, and keeps them NFKC-normalised', async () => {
    for (const username of ['Šimen_Žužek', 'Жанна', 'Ελένη.2', 'ﬁlip']) {
      const res = await register({ username });
      expect(res.statusCode, username).toBe(201);
      expect(res.json().user.username).toBe(username.normalize('NFKC'));
    }
    await t.app.ctx.mailer.flush();
    expect(await t.app.ctx.repos.users.findByUsername('filip')).toMatchObject({ username: 'filip', username_skeleton: usernameSkeleton('filip') });
  });

  it('invited registration follows the same rules', async () => {
    const a = await registerInvited({ username: 'adm\u0456n' });
    expect(a.statusCode).toBe(400);
    expect(a.json().details.username).toBe(errors.usernameOneScript);
    const b = await registerInvited({ username: '\u0441\u043E\u0441\u0430' });
    expect(b.statusCode).toBe(409);
    expect(b.json().error).toBe(errors.usernameLookalike);
    expect((await registerInvited({ username: `povabljena${seq}` })).statusCode).toBe(201);
  });

  it("the admin console's user edit follows the same rules; an unchanged name is not checked again", async () => {
    const a = await adminEdit({ username: 'zborovodj\u0430' });
    expect(a.statusCode).toBe(400);
    expect(a.json().details.username).toBe(errors.usernameOneScript);
    const b = await adminEdit({ username: '\u0441\u043E\u0441\u0430' });
    expect(b.statusCode).toBe(409);
    expect(b.json().error).toBe(errors.usernameLookalike);
    // A lookalike from before the fix (no skeleton stored) can still be edited otherwise.
    const old = await newUser(t.app);
    const legacy = '\u0421\u043E\u0441\u0430'; // Соса, all Cyrillic, the skeleton of coca
    await t.database.db.updateTable('users').set({ username: legacy, username_skeleton: null }).where('id', '=', old.id).execute();
    const edit = await root.client.put(`/api/gl_admin/users/${old.id}`, { username: legacy, email: old.email, role: 'user', display_name: 'Stara' });
    expect(edit.statusCode).toBe(200);
  });

  it('two lookalike registrations at once create one account (the unique skeleton index)', async () => {
    const pair = ['\u0441\u0430\u0441\u0430', 'caca']; // all-Cyrillic саса and Latin caca
    expect(usernameSkeleton(pair[0])).toBe(usernameSkeleton(pair[1]));
    const results = await Promise.all(pair.map((username) => register({ username })));
    await t.app.ctx.mailer.flush();
    const rows = await t.database.db.selectFrom('users').select('username').where('username_skeleton', '=', usernameSkeleton('caca')).execute();
    expect(rows).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
  });
});

describe('display names: no bidi controls, no invisible characters', () => {
  it.each(hiddenNames)('refuses %j (%s) at registration, invited registration, profile and admin edit', async (display_name) => {
    const reg = await register({ username: `prikaz${++seq}`, display_name });
    expect(reg.statusCode).toBe(400);
    expect(reg.json().details.display_name).toBe(errors.displayNameHidden);

    const inv = await registerInvited({ username: `prikazp${++seq}`, display_name });
    expect(inv.statusCode).toBe(400);
    expect(inv.json().details.display_name).toBe(errors.displayNameHidden);

    const me = await loggedIn(t.app);
    for (const body of [{ email: me.user.email, display_name }, { email: me.user.email, displayName: display_name }]) {
      const res = await me.client.put('/api/profile', body);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().details)).toContain(errors.displayNameHidden);
    }
    expect((await me.client.get('/api/profile')).json().display_name).not.toBe(display_name);

    const adm = await adminEdit({ display_name });
    expect(adm.statusCode).toBe(400);
    expect(adm.json().details.display_name).toBe(errors.displayNameHidden);
  });

  it('takes ordinary names with spaces, diacritics and other scripts', async () => {
    const me = await loggedIn(t.app);
    for (const display_name of ['Ana Marija Šušteršič', 'Жанна Петрова', 'O\u2019Brien – alt']) {
      const res = await me.client.put('/api/profile', { email: me.user.email, display_name });
      expect(res.statusCode, display_name).toBe(200);
    }
  });
});

describe('users from before the fix (migration 0008)', () => {
  it('run again on a database with lookalikes: the earliest keeps the skeleton, later lookalikes get none, the index holds', async () => {
    const db = t.database.db;
    // Back to the state before 0008, with lookalikes registered then.
    await sql`DROP INDEX users_username_skeleton`.execute(db);
    await db.schema.alterTable('users').dropColumn('username_skeleton').execute();
    await db.schema.dropTable('invitation_sends').execute();
    const now = new Date().toISOString();
    const legacy = async (username: string) =>
      (await db.insertInto('users').values({ username, email: `legacy${++seq}@zbor.test`, password_hash: 'x', role: 'user', email_verified: 1, is_approved: 1, created_at: now, updated_at: now } as never).returning('id').executeTakeFirstOrThrow()).id;
    const first = await legacy('pevka');
    const later = await legacy('p\u0435vka'); // Cyrillic е, registered before the fix
    await up(db as never, t.database.dialect);
    const skeletons = await db.selectFrom('users').select(['id', 'username_skeleton']).where('id', 'in', [first, later]).orderBy('id').execute();
    expect(skeletons).toEqual([
      { id: first, username_skeleton: usernameSkeleton('pevka') },
      { id: later, username_skeleton: null },
    ]);
    // The earlier users keep theirs, the index and the send log are back, and new lookalikes are refused.
    expect(await t.app.ctx.repos.users.findByUsername('coca')).toMatchObject({ username_skeleton: usernameSkeleton('coca') });
    expect((await register({ username: 'pevk\u0430' })).statusCode).toBe(400);
    const dup = await register({ username: 'PEVKA' });
    expect(dup.statusCode).toBe(409);
    await expect(
      db.updateTable('users').set({ username_skeleton: usernameSkeleton('pevka') }).where('id', '=', later).execute(),
    ).rejects.toThrow();
    // Open invitations sent before count as one send each.
    const open = await db.selectFrom('invitations').select(['id', 'email', 'community_id']).where('is_used', '=', 0).orderBy('id').execute();
    const sends = await db.selectFrom('invitation_sends').select(['invitation_id as id', 'email', 'community_id']).orderBy('invitation_id').execute();
    expect(sends).toEqual(open);
    expect(open.length).toBeGreaterThan(0);
  });
});
