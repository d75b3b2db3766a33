import { existsSync } from 'node:fs';
import path from 'node:path';
import { errors, invitationStatus, success, type TAdminAssociation, type TAdminStatsResponse, type TAdminUser } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity, newUser, type TestUser } from '../factories.ts';
import { buildTestApp, Client, linkFrom, multipart, type TestApp } from '../helper.ts';
import { onePagePdf } from '../pdf.ts';

let t: TestApp;
let root: { client: Client; user: TestUser };
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  root = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
  today = t.app.ctx.services.events.today();
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d5b1a30000000049454e44ae426082', 'hex');
const PDF = onePagePdf('Zdrava Marija');

const uploadImage = (c: Client, url: string, field = 'image') => {
  const m = multipart(field, 'x.png', 'image/png', PNG);
  return c.send('POST', url, m.payload, m.headers);
};
const uploadPdf = (c: Client, songId: number) => {
  const m = multipart('file', 'note.pdf', 'application/pdf', PDF);
  return c.send('POST', `/api/songs/${songId}/upload-part`, m.payload, m.headers);
};
const fileOf = (url: string) => path.join(t.dataDir, 'uploads', ...url.replace('/api/uploads/', '').split('/'));
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function ok<T = Record<string, unknown>>(p: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200): Promise<T> {
  const res = await p;
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

async function fails(p: Promise<{ statusCode: number; json: () => unknown }>, status: number, message: string) {
  const res = await p;
  expect({ status: res.statusCode, error: (res.json() as { error: string }).error }).toEqual({ status, error: message });
}

const TABLES = [
  'users',
  'communities',
  'community_users',
  'sessions',
  'email_tokens',
  'notifications',
  'invitations',
  'performers',
  'songs',
  'events',
  'event_attendees',
  'setlists',
  'setlist_songs',
  'posts',
  'comments',
] as const;
type Table = (typeof TABLES)[number];

/** Rows in every table, optionally only those that match `where` per table. */
async function counts(where: Partial<Record<Table, (q: any) => any>> = {}): Promise<Record<Table, number>> {
  const out = {} as Record<Table, number>;
  for (const table of TABLES) {
    let q: any = t.database.db.selectFrom(table as any).select((eb: any) => eb.fn.countAll().as('n'));
    if (where[table]) q = where[table]!(q);
    out[table] = Number((await q.executeTakeFirstOrThrow()).n);
  }
  return out;
}

describe('access', () => {
  const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
    ['GET', '/api/gl_admin/users'],
    ['PUT', '/api/gl_admin/users/1'],
    ['DELETE', '/api/gl_admin/users/1'],
    ['POST', '/api/gl_admin/users/1/assign-community'],
    ['GET', '/api/gl_admin/users/unverified'],
    ['POST', '/api/gl_admin/users/1/verify-email'],
    ['POST', '/api/gl_admin/users/1/send-verification'],
    ['POST', '/api/gl_admin/users/1/approve'],
    ['GET', '/api/gl_admin/communities'],
    ['GET', '/api/gl_admin/communities/stats'],
    ['POST', '/api/gl_admin/communities'],
    ['PUT', '/api/gl_admin/communities/1'],
    ['DELETE', '/api/gl_admin/communities/1'],
    ['GET', '/api/gl_admin/performers'],
    ['GET', '/api/gl_admin/communities/1/performers'],
    ['POST', '/api/gl_admin/communities/1/performers'],
    ['PUT', '/api/gl_admin/communities/1/performers/1'],
    ['DELETE', '/api/gl_admin/communities/1/performers/1'],
    ['POST', '/api/gl_admin/communities/1/performers/1/image'],
    ['PUT', '/api/gl_admin/performers/1'],
    ['DELETE', '/api/gl_admin/performers/1'],
    ['POST', '/api/gl_admin/performers/1/image'],
    ['GET', '/api/gl_admin/invitations'],
    ['POST', '/api/gl_admin/invitations/create'],
    ['DELETE', '/api/gl_admin/invitations/1'],
    ['GET', '/api/gl_admin/community-users'],
    ['GET', '/api/gl_admin/community-users/stats'],
    ['PUT', '/api/gl_admin/community-users/1/role'],
    ['PUT', '/api/gl_admin/community-users/1/primary'],
    ['DELETE', '/api/gl_admin/community-users/1/1'],
  ];

  it('anonymous gets 401, a user and a community admin get 403 with the spec text on every call, and nothing changes', async () => {
    const user = await loggedIn(t.app);
    const communityAdmin = await loggedIn(t.app);
    await newCommunity(communityAdmin.client);
    const anonymous = new Client(t.app);
    const before = await counts();
    for (const [method, url] of calls) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'Zbor X', email: 'a@b.si', community_id: 1, role: 'admin', username: 'abc' };
      const send = (c: Client) => (method === 'GET' ? c.get(url) : c.send(method, url, body));
      const anon = await send(anonymous);
      expect([url, anon.statusCode, anon.json().error]).toEqual([url, 401, errors.unauthenticated]);
      for (const who of [user, communityAdmin]) {
        const res = await send(who.client);
        expect([method, url, res.statusCode, res.json().error]).toEqual([method, url, 403, errors.adminOnly]);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("a global admin reaches every list; the stored role 'admin' counts as global admin", async () => {
    const legacy = await loggedIn(t.app, await newUser(t.app, { role: 'admin' }));
    for (const c of [root.client, legacy.client]) {
      for (const [method, url] of calls.filter(([m]) => m === 'GET')) {
        expect([method, url, (await c.get(url)).statusCode]).toEqual([method, url, 200]);
      }
    }
    await t.database.db.deleteFrom('users').where('id', '=', legacy.user.id).execute();
  });
});

describe('users', () => {
  it('lists pages with a total and a search, never a password hash', async () => {
    const tag = `iskani${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i++) await newUser(t.app, { username: `${tag}_${i}` });
    const page1 = await ok<{ users: TAdminUser[]; total: number; page: number; per_page: number }>(root.client.get(`/api/gl_admin/users?search=${tag}&per_page=2`));
    expect(page1).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(page1.users.map((u) => u.username)).toEqual([`${tag}_0`, `${tag}_1`]);
    const page2 = await ok<{ users: TAdminUser[] }>(root.client.get(`/api/gl_admin/users?search=${tag}&per_page=2&page=2`));
    expect(page2.users.map((u) => u.username)).toEqual([`${tag}_2`]);
    const all = await root.client.get('/api/gl_admin/users?per_page=200');
    expect(all.body).not.toMatch(/password|hash|\$argon|\$scrypt/i);
    expect(all.json().users[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), username: expect.any(String), email: expect.any(String), role: expect.any(String), role_choice: expect.any(String), email_verified: expect.any(Boolean), is_approved: expect.any(Boolean) }),
    );
    await fails(root.client.get('/api/gl_admin/users?per_page=500'), 400, errors.invalidQuery);
    await fails(root.client.get('/api/gl_admin/users?page=0'), 400, errors.invalidQuery);
    await fails(root.client.get(`/api/gl_admin/users?search=${'x'.repeat(101)}`), 400, errors.invalidQuery);
  });

  it('edits only the listed fields with every validation message; roles map to the stored global roles', async () => {
    const u = await newUser(t.app);
    const other = await newUser(t.app);
    const url = `/api/gl_admin/users/${u.id}`;
    const body = { username: u.username, email: u.email, role: 'user', display_name: 'Ana', email_verified: true, is_approved: true };
    await fails(root.client.put(url, { ...body, username: '' }), 400, errors.usernameRequired);
    await fails(root.client.put(url, { ...body, username: 'ab' }), 400, errors.usernameLength);
    await fails(root.client.put(url, { ...body, username: 'a b c' }), 400, errors.usernameChars);
    await fails(root.client.put(url, { ...body, email: '' }), 400, errors.emailRequired);
    await fails(root.client.put(url, { ...body, email: 'ni-naslov' }), 400, errors.emailInvalid);
    await fails(root.client.put(url, { ...body, role: 'boss' }), 400, errors.adminRoleInvalid);
    await fails(root.client.put(url, { ...body, role: undefined }), 400, errors.adminRoleInvalid);
    await fails(root.client.put(url, { ...body, username: other.username.toUpperCase() }), 409, errors.usernameTaken);
    await fails(root.client.put(url, { ...body, email: other.email }), 409, errors.emailTaken);
    await fails(root.client.put('/api/gl_admin/users/999999', body), 404, errors.userNotFound);

    const sneaky = await ok<{ message: string; user: TAdminUser }>(
      root.client.put(url, { ...body, username: `${u.username}x`, email: `X${u.email}`, role: 'admin', password_hash: 'x', id: 1, created_at: '2000-01-01', community_id: 5 }),
    );
    expect(sneaky.message).toBe(success.userUpdated);
    expect(sneaky.user).toMatchObject({ id: u.id, username: `${u.username}x`, email: `x${u.email}`, role: 'global_admin', role_choice: 'admin', display_name: 'Ana', community_id: null });
    const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.password_hash).not.toBe('x');
    expect(row.created_at).not.toBe('2000-01-01');

    // community_admin is not a global role: it stores 'user'; the choice shows it when the user administers a community.
    const demoted = await ok<{ user: TAdminUser }>(root.client.put(url, { ...body, role: 'community_admin', email_verified: false, is_approved: false }));
    expect(demoted.user).toMatchObject({ role: 'user', role_choice: 'user', email_verified: false, is_approved: false });
    const ca = await loggedIn(t.app);
    await newCommunity(ca.client);
    const listed = await ok<{ users: TAdminUser[] }>(root.client.get(`/api/gl_admin/users?search=${ca.user.username}`));
    expect(listed.users[0]).toMatchObject({ role: 'user', role_choice: 'community_admin', communities_count: 1 });
  });

  it('a role change reaches the changed user at once', async () => {
    const u = await loggedIn(t.app);
    expect((await u.client.get('/api/gl_admin/users')).statusCode).toBe(403);
    await ok(root.client.put(`/api/gl_admin/users/${u.user.id}`, { username: u.user.username, email: u.user.email, role: 'admin' }));
    expect((await u.client.get('/api/gl_admin/users')).statusCode).toBe(200);
    await ok(root.client.put(`/api/gl_admin/users/${u.user.id}`, { username: u.user.username, email: u.user.email, role: 'user' }));
    expect((await u.client.get('/api/gl_admin/users')).statusCode).toBe(403);
  });

  it('assigns a community: membership, primary (exclusive, mirrored), a notification; validation and 404s', async () => {
    const u = await newUser(t.app);
    const owner = await loggedIn(t.app);
    const a = await newCommunity(owner.client);
    const b = await newCommunity(owner.client);
    const url = `/api/gl_admin/users/${u.id}/assign-community`;
    await fails(root.client.post(url, {}), 400, errors.adminCommunityRequired);
    await fails(root.client.post(url, { community_id: null }), 400, errors.adminCommunityRequired);
    await fails(root.client.post(url, { community_id: 'x' }), 400, errors.adminCommunityRequired);
    await fails(root.client.post(url, { community_id: 999999 }), 404, errors.communityNotFound);
    await fails(root.client.post('/api/gl_admin/users/999999/assign-community', { community_id: a.id }), 404, errors.userNotFound);

    const first = await ok<{ message: string; user: TAdminUser }>(root.client.post(url, { community_id: a.id }));
    expect(first).toMatchObject({ message: success.communityAssigned, user: { community_id: a.id, community_name: a.name, communities_count: 1 } });
    const second = await ok<{ user: TAdminUser }>(root.client.post(url, { community_id: b.id }));
    expect(second.user).toMatchObject({ community_id: b.id, communities_count: 2 });
    const rows = await t.database.db.selectFrom('community_users').select(['community_id', 'role', 'is_primary']).where('user_id', '=', u.id).orderBy('community_id').execute();
    expect(rows).toEqual([
      { community_id: a.id, role: 'member', is_primary: 0 },
      { community_id: b.id, role: 'member', is_primary: 1 },
    ]);
    const kept = await ok<{ user: TAdminUser }>(root.client.post(url, { community_id: a.id, make_primary: false }));
    expect(kept.user.community_id).toBe(b.id);
    const notes = await t.database.db.selectFrom('notifications').select(['type', 'reference_id']).where('user_id', '=', u.id).orderBy('id').execute();
    expect(notes).toEqual([
      { type: 'community_joined', reference_id: a.id },
      { type: 'community_joined', reference_id: b.id },
    ]);
  });

  it('approval means a verified e-mail and a group: a self-registered user who verifies and starts a group is approved', async () => {
    const c = new Client(t.app);
    const username = `samosvoj${Date.now() % 100000}`;
    expect((await c.post('/api/auth/register', { username, email: `${username}@zbor.test`, password: 'geslo-1234', terms_accepted: true })).statusCode).toBe(201);
    const row = () => t.database.db.selectFrom('users').select(['id', 'email_verified', 'is_approved']).where('username', '=', username).executeTakeFirstOrThrow();
    const token = linkFrom((await t.outbox()).filter((m) => m.includes(`${username}@zbor.test`)).at(-1)!, 'http://localhost:8080/verify-email/').split('/').at(-1);
    expect((await c.get(`/api/verify-email/${token}`)).statusCode).toBe(200);
    expect(await row()).toMatchObject({ email_verified: 1, is_approved: 0 });
    const pending = () => ok<{ total: number }>(root.client.get(`/api/gl_admin/users/unverified?search=${username}`));
    expect((await pending()).total).toBe(1);

    const me = await loggedIn(t.app, { id: (await row()).id, username, email: `${username}@zbor.test`, password: 'geslo-1234' });
    await newCommunity(me.client);
    expect(await row()).toMatchObject({ email_verified: 1, is_approved: 1 });
    expect((await pending()).total).toBe(0);

    // The other order: placed in a group while unverified, approved when the e-mail is verified.
    const late = await newUser(t.app, { verified: false });
    await t.database.db.updateTable('users').set({ is_approved: 0 }).where('id', '=', late.id).execute();
    await ok(root.client.post(`/api/gl_admin/users/${late.id}/assign-community`, { community_id: (await newCommunity(me.client)).id }));
    const assigned = await t.database.db.selectFrom('users').select('is_approved').where('id', '=', late.id).executeTakeFirstOrThrow();
    expect(assigned.is_approved).toBe(0);
    const verified = await ok<{ user: TAdminUser }>(root.client.post(`/api/gl_admin/users/${late.id}/verify-email`));
    expect(verified.user).toMatchObject({ email_verified: true, is_approved: true });
  });

  it('unverified users: list, verify, send verification, approve only when verified and assigned', async () => {
    const u = await newUser(t.app, { verified: false });
    await t.database.db.updateTable('users').set({ is_approved: 0 }).where('id', '=', u.id).execute();
    const list = await ok<{ users: { id: number; can_approve: boolean; email_verified: boolean }[]; total: number }>(root.client.get(`/api/gl_admin/users/unverified?search=${u.username}`));
    expect(list).toMatchObject({ total: 1, users: [{ id: u.id, email_verified: false, is_approved: false, community_id: null, can_approve: false }] });
    const everyone = await ok<{ users: { email_verified: boolean; is_approved: boolean }[] }>(root.client.get('/api/gl_admin/users/unverified?per_page=200'));
    expect(everyone.users.every((x) => !x.email_verified || !x.is_approved)).toBe(true);

    const approve = `/api/gl_admin/users/${u.id}/approve`;
    await fails(root.client.post(approve), 400, errors.approveRequirements);
    const sent = await ok<{ message: string }>(root.client.post(`/api/gl_admin/users/${u.id}/send-verification`));
    expect(sent.message).toBe(success.adminVerificationSent);
    const mails = (await t.outbox()).filter((m) => m.includes(`To: ${u.email}`));
    expect(mails).not.toHaveLength(0);
    expect(linkFrom(mails.at(-1)!, 'http://localhost:8080/verify-email/').split('/').at(-1)).toHaveLength(24);

    const verified = await ok<{ message: string; user: TAdminUser }>(root.client.post(`/api/gl_admin/users/${u.id}/verify-email`));
    expect(verified).toMatchObject({ message: success.emailVerifiedByAdmin, user: { email_verified: true } });
    await fails(root.client.post(`/api/gl_admin/users/${u.id}/send-verification`), 400, errors.alreadyVerified);
    await fails(root.client.post(approve), 400, errors.approveRequirements);

    const owner = await loggedIn(t.app);
    const c = await newCommunity(owner.client);
    await ok(root.client.post(`/api/gl_admin/users/${u.id}/assign-community`, { community_id: c.id }));
    const approved = await ok<{ message: string; user: TAdminUser }>(root.client.post(approve));
    expect(approved).toMatchObject({ message: success.userApproved, user: { is_approved: true, email_verified: true, community_id: c.id } });
    expect((await ok<{ total: number }>(root.client.get(`/api/gl_admin/users/unverified?search=${u.username}`))).total).toBe(0);
    for (const action of ['verify-email', 'send-verification', 'approve']) {
      await fails(root.client.post(`/api/gl_admin/users/999999/${action}`), 404, errors.userNotFound);
    }
  });

  it('the last global admin can be neither demoted nor deleted, not even by themselves', async () => {
    // Make root the only global admin for this test.
    const others = await t.database.db.selectFrom('users').select('id').where('role', 'in', ['global_admin', 'admin']).where('id', '!=', root.user.id).execute();
    for (const o of others) await t.database.db.updateTable('users').set({ role: 'user' }).where('id', '=', o.id).execute();
    const self = { username: root.user.username, email: root.user.email, role: 'user' };
    await fails(root.client.put(`/api/gl_admin/users/${root.user.id}`, self), 409, errors.lastGlobalAdmin);
    await fails(root.client.put(`/api/gl_admin/users/${root.user.id}`, { ...self, role: 'community_admin' }), 409, errors.lastGlobalAdmin);
    await fails(root.client.delete(`/api/gl_admin/users/${root.user.id}`), 409, errors.lastGlobalAdmin);
    expect((await ok<{ user: TAdminUser }>(root.client.put(`/api/gl_admin/users/${root.user.id}`, { ...self, role: 'global_admin' }))).user.role).toBe('global_admin');

    // With a second global admin, one may step down and the other may delete themselves.
    const second = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const stepDown = await ok<{ user: TAdminUser }>(second.client.put(`/api/gl_admin/users/${second.user.id}`, { username: second.user.username, email: second.user.email, role: 'user' }));
    expect(stepDown.user.role).toBe('user');
    await ok(root.client.put(`/api/gl_admin/users/${second.user.id}`, { username: second.user.username, email: second.user.email, role: 'admin' }));
    await fails(second.client.put(`/api/gl_admin/users/${second.user.id}`, { username: second.user.username, email: second.user.email, role: 'admin', display_name: 'x'.repeat(101) }), 400, errors.displayNameTooLong);
    const gone = await ok<{ message: string }>(second.client.delete(`/api/gl_admin/users/${second.user.id}`));
    expect(gone.message).toBe(success.userDeleted);
    expect((await second.client.get('/api/profile')).statusCode).toBe(401);
    await fails(root.client.delete(`/api/gl_admin/users/${root.user.id}`), 409, errors.lastGlobalAdmin);
    await fails(root.client.delete('/api/gl_admin/users/999999'), 404, errors.userNotFound);
    for (const o of others) await t.database.db.updateTable('users').set({ role: 'global_admin' }).where('id', '=', o.id).execute();
  });
});

describe('communities', () => {
  it('create with every validation message, list with counts, stats, edit', async () => {
    const url = '/api/gl_admin/communities';
    await fails(root.client.post(url, {}), 400, errors.communityNameRequired);
    await fails(root.client.post(url, { name: '  ' }), 400, errors.communityNameRequired);
    await fails(root.client.post(url, { name: 'ab' }), 400, errors.communityNameMin);
    await fails(root.client.post(url, { name: 'a'.repeat(101) }), 400, errors.communityNameMax);
    await fails(root.client.post(url, { name: 'Zbor abc', description: 'x'.repeat(1001) }), 400, errors.communityDescriptionMax);
    await fails(root.client.post(url, { name: 'Zbor abc', visibility: 'Secret' }), 400, errors.visibilityInvalid);
    await fails(root.client.post(url, { name: 'Zbor abc', supported_event_types: '[not json' }), 400, errors.eventTypesInvalid);
    await fails(root.client.post(url, { name: 'Zbor abc', supported_event_types: JSON.stringify(['x'.repeat(51)]) }), 400, errors.eventTypeTooLong);
    await fails(root.client.post(url, { name: 'Zbor abc', supported_event_types: Array.from({ length: 31 }, (_, i) => `t${i}`) }), 400, errors.eventTypesTooMany);

    const leader = await newUser(t.app);
    await fails(root.client.post(url, { name: 'Zbor abc', admin_user_id: 999999 }), 404, errors.userNotFound);
    const name = `Zbor sv. Cecilije ${Date.now().toString(36)}`;
    const created = await ok<{ message: string; community: Record<string, unknown> }>(
      root.client.post(url, { name, description: 'Opis', visibility: 'Public', allow_member_edits: true, supported_event_types: '["mass","concert"]', admin_user_id: leader.id }),
      201,
    );
    expect(created.message).toBe(success.communityCreated);
    expect(created.community).toMatchObject({ name, visibility: 'Public', allow_member_edits: true, event_types: ['mass', 'concert'], admin_id: leader.id, admin_username: leader.username, user_count: 1, members_count: 1, admin_count: 1 });
    const id = created.community.id as number;
    expect(await t.database.db.selectFrom('community_users').select(['user_id', 'role', 'is_primary']).where('community_id', '=', id).execute()).toEqual([{ user_id: leader.id, role: 'community_admin', is_primary: 1 }]);
    // Public names are unique among public communities (a private one's name is free: issue 19).
    await fails(root.client.post(url, { name: name.toUpperCase(), visibility: 'Public' }), 409, errors.communityNameTaken);

    // Without admin_user_id the acting global admin becomes its admin, as on /community/create.
    const own = await ok<{ community: { id: number; admin_id: number } }>(root.client.post(url, { name: `${name} 2`, visibility: 'Public' }), 201);
    expect(own.community.admin_id).toBe(root.user.id);

    const list = await ok<{ communities: { id: number; user_count: number; visibility: string }[] }>(root.client.get(url));
    expect(list.communities.find((c) => c.id === id)).toMatchObject({ user_count: 1, performer_count: 0, event_count: 0, song_count: 0, pending_invitation_count: 0 });
    const priv = await newCommunity((await loggedIn(t.app)).client, { visibility: 'Private' });
    expect(list.communities.some((c) => c.id === priv.id) || (await ok<{ communities: { id: number }[] }>(root.client.get(url))).communities.some((c) => c.id === priv.id)).toBe(true);

    const stats = await ok<{ stats: { community_id: number; user_count: number }[] }>(root.client.get(`${url}/stats`));
    expect(stats.stats).toContainEqual({ community_id: id, user_count: 1 });

    const edited = await ok<{ message: string; community: Record<string, unknown> }>(
      root.client.put(`${url}/${id}`, { name: `${name} (urejeno)`, description: '', visibility: 'Private', allow_member_edits: false, supported_event_types: ['rehearsal'] }),
    );
    expect(edited).toMatchObject({ message: success.communityUpdated, community: { name: `${name} (urejeno)`, description: null, visibility: 'Private', allow_member_edits: false, event_types: ['rehearsal'] } });
    await fails(root.client.put(`${url}/${id}`, { name: `${name} 2`, visibility: 'Public' }), 409, errors.communityNameTaken);
    await fails(root.client.put(`${url}/${id}`, { name: 'ab' }), 400, errors.communityNameMin);
    await fails(root.client.put(`${url}/999999`, { name: 'Zbor abc' }), 404, errors.communityNotFound);
    await fails(root.client.delete(`${url}/999999`), 404, errors.communityNotFound);
  });
});

describe('performers', () => {
  it('all or per community; create, edit, move, image and delete under either path', async () => {
    const owner = await loggedIn(t.app);
    const a = await newCommunity(owner.client);
    const b = await newCommunity(owner.client);
    const base = `/api/gl_admin/communities/${a.id}/performers`;
    await fails(root.client.post(base, { name: ' ' }), 400, errors.performerNameRequired);
    await fails(root.client.post(base, { name: 'x'.repeat(101) }), 400, errors.performerNameTooLong);
    await fails(root.client.post(base, { name: 'Ana', community_id: 'x' }), 400, errors.adminCommunityRequired);
    await fails(root.client.post('/api/gl_admin/communities/999999/performers', { name: 'Ana' }), 404, errors.communityNotFound);

    const created = await ok<{ message: string; id: number; performer: { id: number; community_id: number } }>(root.client.post(base, { name: 'Ana', description: 'sopran', community_id: a.id }), 201);
    expect(created).toMatchObject({ message: success.performerCreated, id: created.performer.id, performer: { community_id: a.id, community_name: a.name } });
    const pid = created.id;
    await ok(root.client.post(`/api/gl_admin/communities/${b.id}/performers`, { name: 'Bojan' }), 201);

    const all = await ok<{ performers: { id: number; community_id: number }[] }>(root.client.get('/api/gl_admin/performers'));
    expect(all.performers.filter((p) => p.community_id === a.id || p.community_id === b.id)).toHaveLength(2);
    expect((await ok<{ performers: unknown[] }>(root.client.get(`/api/gl_admin/performers?community_id=${a.id}`))).performers).toHaveLength(1);
    expect((await ok<{ performers: unknown[] }>(root.client.get(base))).performers).toHaveLength(1);

    const img = await ok<{ image_url: string }>(uploadImage(root.client, `${base}/${pid}/image`));
    expect(existsSync(fileOf(img.image_url))).toBe(true);
    const edited = await ok<{ performer: Record<string, unknown> }>(root.client.put(`${base}/${pid}`, { name: 'Ana Novak', description: '', image_url: img.image_url }));
    expect(edited.performer).toMatchObject({ name: 'Ana Novak', description: null, image_url: img.image_url });
    await fails(root.client.put(`/api/gl_admin/communities/${b.id}/performers/${pid}`, { name: 'X' }), 404, errors.performerNotFound);

    const moved = await ok<{ performer: { community_id: number } }>(root.client.put(`/api/gl_admin/performers/${pid}`, { name: 'Ana Novak', community_id: b.id }));
    expect(moved.performer).toMatchObject({ community_id: b.id, community_name: b.name });
    const img2 = await ok<{ image_url: string }>(uploadImage(root.client, `/api/gl_admin/performers/${pid}/image`));
    expect(existsSync(fileOf(img.image_url))).toBe(false);
    expect((await ok<{ message: string }>(root.client.delete(`/api/gl_admin/performers/${pid}`))).message).toBe(success.performerDeleted);
    expect(existsSync(fileOf(img2.image_url))).toBe(false);
    await fails(root.client.delete(`/api/gl_admin/performers/${pid}`), 404, errors.performerNotFound);
    await fails(root.client.put(`/api/gl_admin/performers/${pid}`, { name: 'X' }), 404, errors.performerNotFound);
  });
});

describe('invitations', () => {
  it('create (make_primary true by default) with validation, list with derived status and pages, delete except used', async () => {
    const owner = await loggedIn(t.app);
    const c = await newCommunity(owner.client);
    const url = '/api/gl_admin/invitations/create';
    await fails(root.client.post(url, { community_id: c.id }), 400, errors.inviteEmailRequired);
    await fails(root.client.post(url, { email: ' ', community_id: c.id }), 400, errors.inviteEmailRequired);
    await fails(root.client.post(url, { email: 'ni-naslov', community_id: c.id }), 400, errors.inviteEmailInvalid);
    await fails(root.client.post(url, { email: 'nova@zbor.test' }), 400, errors.adminCommunityRequired);
    await fails(root.client.post(url, { email: 'nova@zbor.test', community_id: 999999 }), 404, errors.communityNotFound);
    await fails(root.client.post(url, { email: owner.user.email, community_id: c.id }), 409, errors.alreadyMemberInvite);

    const tag = Date.now().toString(36);
    const fresh = await ok<{ message: string; is_new_user: boolean; invitation: Record<string, unknown> }>(root.client.post(url, { email: `Nova${tag}@zbor.test`, community_id: c.id }), 201);
    expect(fresh).toMatchObject({
      message: success.inviteSentNew,
      is_new_user: true,
      invitation: { email: `nova${tag}@zbor.test`, community_id: c.id, community_name: c.name, make_primary: true, is_used: false, status: 'Active', invited_by: root.user.id, invited_by_username: root.user.username },
    });
    // Found by its address: mail of other tests (a deletion's confirmation) may be delivered after it.
    expect((await t.outbox()).filter((m) => m.includes(`To: nova${tag}@zbor.test`)).at(-1)).toContain('/verify-or-invite/');
    const existing = await newUser(t.app);
    const forExisting = await ok<{ is_new_user: boolean; invitation: { id: number; make_primary: boolean } }>(root.client.post(url, { email: existing.email, community_id: c.id, make_primary: false }), 201);
    expect(forExisting).toMatchObject({ is_new_user: false, invitation: { make_primary: false } });

    // Accept the existing user's invitation: it becomes Used.
    const token = linkFrom((await t.outbox()).filter((m) => m.includes(`To: ${existing.email}`)).at(-1)!, 'http://localhost:8080/accept-invitation?token=').split('token=')[1]!;
    const invitee = await loggedIn(t.app, existing);
    await ok(invitee.client.post('/api/communities/accept-invitation', { token, community_id: c.id }));
    await fails(root.client.delete(`/api/gl_admin/invitations/${forExisting.invitation.id}`), 409, errors.invitationUsedDelete);

    const third = await ok<{ invitation: { id: number } }>(root.client.post(url, { email: `tretja${tag}@zbor.test`, community_id: c.id }), 201);
    t.clock.advance(8 * 86_400_000);
    const list = await ok<{ invitations: { id: number; status: string; expires_at: string; is_used: boolean }[]; total: number }>(root.client.get(`/api/gl_admin/invitations?community_id=${c.id}`));
    expect(list.total).toBe(3);
    expect(Object.fromEntries(list.invitations.map((i) => [i.id, i.status]))).toEqual({
      [fresh.invitation.id as number]: 'Expired',
      [forExisting.invitation.id]: 'Used',
      [third.invitation.id]: 'Expired',
    });
    expect((await ok<{ total: number }>(root.client.get(`/api/gl_admin/invitations?community_id=${c.id}&status=Used`))).total).toBe(1);
    expect((await ok<{ total: number }>(root.client.get(`/api/gl_admin/invitations?community_id=${c.id}&status=Active`))).total).toBe(0);
    t.clock.advance(-8 * 86_400_000);
    const active = await ok<{ invitations: { id: number }[]; total: number }>(root.client.get(`/api/gl_admin/invitations?community_id=${c.id}&status=Active&per_page=1`));
    expect(active).toMatchObject({ total: 2, per_page: 1 });
    expect(active.invitations).toHaveLength(1);
    expect((await ok<{ total: number }>(root.client.get(`/api/gl_admin/invitations?search=tretja${tag}`))).total).toBe(1);
    await fails(root.client.get('/api/gl_admin/invitations?status=Pending'), 400, errors.invalidQuery);
    await fails(root.client.get('/api/gl_admin/invitations?community_id=x'), 400, errors.invalidQuery);

    expect((await ok<{ message: string }>(root.client.delete(`/api/gl_admin/invitations/${third.invitation.id}`))).message).toBe(success.invitationDeleted);
    await fails(root.client.delete(`/api/gl_admin/invitations/${third.invitation.id}`), 404, errors.invitationNotFound);
  });

  it('derives the status like the spec: Used, else Expired, else Active with days and hours left', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(invitationStatus({ is_used: true, expires_at: '2030-01-01T00:00:00Z' }, now)).toEqual({ status: 'Used', remaining: null });
    expect(invitationStatus({ is_used: false, expires_at: '2026-05-01T12:00:00.000Z' }, now)).toEqual({ status: 'Expired', remaining: null });
    expect(invitationStatus({ is_used: false, expires_at: '2026-05-04T17:30:00Z' }, now)).toEqual({ status: 'Active', remaining: { days: 3, hours: 5 } });
  });
});

describe('community-user associations', () => {
  it('filters, totals, role, primary and removal', async () => {
    const owner = await loggedIn(t.app);
    const tag = Date.now().toString(36);
    const a = await newCommunity(owner.client, { name: `Asoc A ${tag}` });
    const b = await newCommunity(owner.client, { name: `Asoc B ${tag}` });
    const m = await loggedIn(t.app, await newUser(t.app, { username: `clan_${tag}` }));
    await addMember(t.app, m.user.id, a.id);
    await addMember(t.app, m.user.id, b.id);

    const url = '/api/gl_admin/community-users';
    const all = await ok<{ associations: TAdminAssociation[]; total: number; total_all: number }>(root.client.get(`${url}?search=${tag}`));
    expect(all.total).toBe(4);
    expect(all.total_all).toBeGreaterThanOrEqual(4);
    // Ordered by community name, then username ('clan_…' before 'pevec…').
    expect(all.associations.map((x) => [x.community_name, x.username, x.role, x.is_primary])).toEqual([
      [a.name, m.user.username, 'member', true],
      [a.name, owner.user.username, 'community_admin', true],
      [b.name, m.user.username, 'member', false],
      [b.name, owner.user.username, 'community_admin', false],
    ]);
    expect((await ok<{ total: number }>(root.client.get(`${url}?community_id=${a.id}`))).total).toBe(2);
    expect((await ok<{ total: number }>(root.client.get(`${url}?user_id=${m.user.id}`))).total).toBe(2);
    expect((await ok<{ total: number }>(root.client.get(`${url}?user_id=${m.user.id}&role=community_admin`))).total).toBe(0);
    expect((await ok<{ total: number }>(root.client.get(`${url}?user_id=${m.user.id}&role=user`))).total).toBe(2);
    expect((await ok<{ total: number }>(root.client.get(`${url}?search=CLAN_${tag}`))).total).toBe(2);
    expect((await ok<{ total: number }>(root.client.get(`${url}?search=${encodeURIComponent(`Asoc B ${tag}`)}&community_id=&role=`))).total).toBe(2);
    const paged = await ok<{ associations: TAdminAssociation[]; total: number; page: number }>(root.client.get(`${url}?search=${tag}&per_page=3&page=2`));
    expect(paged).toMatchObject({ total: 4, page: 2 });
    expect(paged.associations).toHaveLength(1);
    await fails(root.client.get(`${url}?role=boss`), 400, errors.roleInvalid);

    // Role
    const role = `${url}/${m.user.id}/role`;
    await fails(root.client.put(role, { role: 'admin' }), 400, errors.adminCommunityRequired);
    await fails(root.client.put(role, { community_id: a.id, role: 'boss' }), 400, errors.roleInvalid);
    await fails(root.client.put(role, { community_id: a.id }), 400, errors.roleInvalid);
    await fails(root.client.put(`${url}/${root.user.id}/role`, { community_id: a.id, role: 'admin' }), 400, errors.cannotChangeOwnRole);
    const outsider = await newUser(t.app);
    await fails(root.client.put(`${url}/${outsider.id}/role`, { community_id: a.id, role: 'admin' }), 404, errors.memberNotFound);
    await fails(root.client.put(role, { community_id: 999999, role: 'admin' }), 404, errors.communityNotFound);
    const promoted = await ok<{ message: string; association: TAdminAssociation }>(root.client.put(role, { community_id: a.id, role: 'admin' }));
    expect(promoted).toMatchObject({ message: success.roleChanged, association: { user_id: m.user.id, community_id: a.id, role: 'community_admin' } });
    expect((await ok<{ association: TAdminAssociation }>(root.client.put(role, { community_id: a.id, role: 'member' }))).association.role).toBe('member');
    expect((await ok<{ association: TAdminAssociation }>(root.client.put(role, { community_id: a.id, role: 'community_admin' }))).association.role).toBe('community_admin');
    const roleNotes = await t.database.db.selectFrom('notifications').select('type').where('user_id', '=', m.user.id).where('type', '=', 'role_changed').execute();
    expect(roleNotes).toHaveLength(3);

    // Primary
    const primary = `${url}/${m.user.id}/primary`;
    await fails(root.client.put(primary, {}), 400, errors.adminCommunityRequired);
    await fails(root.client.put(`${url}/${root.user.id}/primary`, { community_id: a.id }), 404, errors.memberNotFound);
    const set = await ok<{ message: string; association: TAdminAssociation }>(root.client.put(primary, { community_id: b.id }));
    expect(set).toMatchObject({ message: success.primarySet, association: { community_id: b.id, is_primary: true } });
    const flags = await t.database.db.selectFrom('community_users').select(['community_id', 'is_primary']).where('user_id', '=', m.user.id).orderBy('community_id').execute();
    expect(flags).toEqual([
      { community_id: a.id, is_primary: 0 },
      { community_id: b.id, is_primary: 1 },
    ]);
    expect((await t.database.db.selectFrom('users').select('community_id').where('id', '=', m.user.id).executeTakeFirstOrThrow()).community_id).toBe(b.id);

    // Removal: never the primary one.
    await fails(root.client.delete(`${url}/${m.user.id}/${b.id}`), 409, errors.primaryMembership);
    expect((await ok<{ message: string }>(root.client.delete(`${url}/${m.user.id}/${a.id}`))).message).toBe(success.memberRemoved);
    await fails(root.client.delete(`${url}/${m.user.id}/${a.id}`), 404, errors.memberNotFound);
    const solo = await newUser(t.app);
    await addMember(t.app, solo.id, a.id);
    await fails(root.client.delete(`${url}/${solo.id}/${a.id}`), 409, errors.primaryMembership);
    expect((await ok<{ total: number }>(root.client.get(`${url}?user_id=${m.user.id}`))).total).toBe(1);
  });

  it('statistics: totals, role shares with percentages, users and admins per community, communities per user with the primary or None', async () => {
    const owner = await loggedIn(t.app);
    const c = await newCommunity(owner.client);
    const m = await newUser(t.app);
    await addMember(t.app, m.id, c.id);
    const loner = await newUser(t.app);
    const s = await ok<TAdminStatsResponse>(root.client.get('/api/gl_admin/community-users/stats?per_page=200'));
    const db = t.database.db;
    const n = async (q: any) => Number((await q.select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const assoc = await n(db.selectFrom('community_users'));
    const admins = await n(db.selectFrom('community_users').where('role', '=', 'community_admin'));
    expect(s.totals).toMatchObject({ associations: assoc, communities: await n(db.selectFrom('communities')), all_users: await n(db.selectFrom('users')) });
    expect(s.totals.users + s.totals.users_without_community).toBe(s.totals.all_users);
    expect(s.roles).toEqual([
      { role: 'member', count: assoc - admins, percentage: Math.round(((assoc - admins) / assoc) * 1000) / 10 },
      { role: 'community_admin', count: admins, percentage: Math.round((admins / assoc) * 1000) / 10 },
    ]);
    expect(s.per_community).toContainEqual({ community_id: c.id, community_name: c.name, users: 2, admins: 1 });
    expect(s.per_user.total).toBe(s.totals.users);
    expect(s.per_user.users.find((u) => u.user_id === m.id)).toEqual({ user_id: m.id, username: m.username, communities: 1, community_names: [c.name], primary_community_id: c.id, primary_community_name: c.name });
    expect(s.per_user.users.some((u) => u.user_id === loner.id)).toBe(false);
    // A member whose primary is gone shows None (null).
    await db.updateTable('community_users').set({ is_primary: 0 }).where('user_id', '=', m.id).execute();
    await db.updateTable('users').set({ community_id: null }).where('id', '=', m.id).execute();
    const again = await ok<TAdminStatsResponse>(root.client.get('/api/gl_admin/community-users/stats?per_page=200'));
    expect(again.per_user.users.find((u) => u.user_id === m.id)).toMatchObject({ primary_community_id: null, primary_community_name: null });
    const paged = await ok<TAdminStatsResponse>(root.client.get('/api/gl_admin/community-users/stats?per_page=1&page=2'));
    expect(paged.per_user).toMatchObject({ page: 2, per_page: 1, total: s.totals.users });
    expect(paged.per_user.users).toHaveLength(1);
  });
});

/** A community full of things: members, invitations, performers with images, events with attendees, setlists, header images, songs with part files, posts, comments and notifications. */
async function fullCommunity() {
  const owner = await loggedIn(t.app);
  const c = await newCommunity(owner.client);
  const member = await loggedIn(t.app);
  await addMember(t.app, member.user.id, c.id);
  await ok(owner.client.post(`/api/communities/${c.id}/invites`, { email: `gost${Date.now().toString(36)}@zbor.test` }), 201);
  const perf = await ok<{ performer: { id: number } }>(owner.client.post(`/api/communities/${c.id}/performers`, { name: 'Organist' }), 201);
  const perfImg = await ok<{ image_url: string }>(uploadImage(owner.client, `/api/communities/${c.id}/performers/${perf.performer.id}/image`));
  const event = await ok<{ event: { id: number } }>(
    owner.client.post('/api/events', { title: 'Vaja', date: shift(today, 2), time: '19:00', location: 'Cerkev', community_id: c.id, visibility: 'community' }),
    201,
  );
  await ok(owner.client.post(`/api/events/${event.event.id}/attendees`, { user_ids: [member.user.id] }));
  await ok(uploadImage(owner.client, `/api/events/${event.event.id}/header-image`, 'file'));
  const song = await ok<{ song: { id: number } }>(owner.client.post('/api/songs', { title: 'Hvalnica', community_id: c.id }), 201);
  await ok(uploadPdf(owner.client, song.song.id));
  await ok(owner.client.post('/api/setlists', { event_id: event.event.id, songs: [{ song_id: song.song.id }] }), 201);
  const post = await ok<{ post: { id: number } }>(owner.client.post('/api/posts', { content: 'Dobrodošli', community_id: c.id }), 201);
  await ok(member.client.post('/api/comments', { content: 'Hvala', content_type: 'post', content_id: post.post.id }), 201);
  return { owner, member, c, perfImg: perfImg.image_url, eventId: event.event.id, songId: song.song.id, postId: post.post.id };
}

async function storedFiles(area: string): Promise<string[]> {
  const { readdirSync } = await import('node:fs');
  try {
    return readdirSync(path.join(t.dataDir, 'uploads', area));
  } catch {
    return [];
  }
}

describe('deleting a community', () => {
  it('removes everything that hangs on it in one go, files after, and moves primaries to another membership', async () => {
    const keep = await fullCommunity();
    const gone = await fullCommunity();
    // The member of `gone` also belongs to `keep` (joined later), and `gone` is their primary.
    await addMember(t.app, gone.member.user.id, keep.c.id);
    // A member whose only community is `gone`.
    const only = await newUser(t.app);
    await addMember(t.app, only.id, gone.c.id);
    const invite = await ok<{ invitation: { id: number } }>(root.client.post('/api/gl_admin/invitations/create', { email: 'nekdo@zbor.test', community_id: gone.c.id }), 201);
    expect(invite.invitation.id).toBeGreaterThan(0);

    const db = t.database.db;
    const goneEvents = (await db.selectFrom('events').select('id').where('community_id', '=', gone.c.id).execute()).map((e) => e.id);
    const goneSongs = (await db.selectFrom('songs').select('id').where('owner_type', '=', 'community').where('owner_id', '=', gone.c.id).execute()).map((s) => s.id);
    const gonePosts = (await db.selectFrom('posts').select('id').where('community_id', '=', gone.c.id).execute()).map((p) => p.id);
    const goneSetlists = (await db.selectFrom('setlists').select('id').where('event_id', 'in', goneEvents).execute()).map((s) => s.id);
    const ofGone: Partial<Record<Table, (q: any) => any>> = {
      communities: (q) => q.where('id', '=', gone.c.id),
      community_users: (q) => q.where('community_id', '=', gone.c.id),
      invitations: (q) => q.where('community_id', '=', gone.c.id),
      performers: (q) => q.where('community_id', '=', gone.c.id),
      events: (q) => q.where('community_id', '=', gone.c.id),
      event_attendees: (q) => q.where('event_id', 'in', goneEvents),
      setlists: (q) => q.where('event_id', 'in', goneEvents),
      setlist_songs: (q) => q.where((eb: any) => eb.or([eb('setlist_id', 'in', goneSetlists), eb('song_id', 'in', goneSongs)])),
      songs: (q) => q.where('owner_type', '=', 'community').where('owner_id', '=', gone.c.id),
      posts: (q) => q.where('community_id', '=', gone.c.id),
      comments: (q) => q.where('post_id', 'in', gonePosts),
      notifications: (q) =>
        q.where((eb: any) =>
          eb.or([
            eb.and([eb('reference_type', '=', 'community'), eb('reference_id', '=', gone.c.id)]),
            eb.and([eb('reference_type', '=', 'event'), eb('reference_id', 'in', goneEvents)]),
            eb.and([eb('reference_type', '=', 'post'), eb('reference_id', 'in', gonePosts)]),
          ]),
        ),
      users: (q) => q.where('community_id', '=', gone.c.id),
    };
    const before = await counts(ofGone);
    expect(before).toMatchObject({ communities: 1, community_users: 3, invitations: 2, performers: 1, events: 1, event_attendees: 1, setlists: 1, setlist_songs: 1, songs: 1, posts: 1, comments: 1, users: 3 });
    expect(before.notifications).toBeGreaterThan(0);
    const everythingBefore = await counts();
    const files = { perf: await storedFiles('performer-images'), parts: await storedFiles('part-files'), headers: await storedFiles('event-images') };

    const res = await ok<{ message: string; members_removed: number }>(root.client.delete(`/api/gl_admin/communities/${gone.c.id}`));
    expect(res).toEqual({ message: success.communityDeleted, members_removed: 3 });

    const after = await counts(ofGone);
    expect(after).toEqual(Object.fromEntries(TABLES.map((tb) => [tb, ofGone[tb] ? 0 : everythingBefore[tb] - (tb === 'users' || tb === 'sessions' || tb === 'email_tokens' ? 0 : before[tb])])));
    const everythingAfter = await counts();
    for (const table of TABLES) {
      if (table === 'users' || table === 'sessions' || table === 'email_tokens') expect([table, everythingAfter[table]]).toEqual([table, everythingBefore[table]]);
      else expect([table, everythingAfter[table]]).toEqual([table, everythingBefore[table] - before[table]]);
    }
    // Primaries: the member falls back to `keep`, the lone member has none; `keep` is untouched.
    const primaries = await db.selectFrom('users').select(['id', 'community_id']).where('id', 'in', [gone.owner.user.id, gone.member.user.id, only.id]).orderBy('id').execute();
    expect(primaries).toEqual([
      { id: gone.owner.user.id, community_id: null },
      { id: gone.member.user.id, community_id: keep.c.id },
      { id: only.id, community_id: null },
    ]);
    expect((await db.selectFrom('community_users').select('is_primary').where('user_id', '=', gone.member.user.id).where('community_id', '=', keep.c.id).executeTakeFirstOrThrow()).is_primary).toBe(1);
    expect(await counts({ events: (q) => q.where('community_id', '=', keep.c.id), songs: (q) => q.where('owner_id', '=', keep.c.id).where('owner_type', '=', 'community'), posts: (q) => q.where('community_id', '=', keep.c.id) })).toMatchObject({ events: 1, songs: 1, posts: 1 });
    // Exactly one file per area went.
    expect((await storedFiles('performer-images')).length).toBe(files.perf.length - 1);
    expect((await storedFiles('part-files')).length).toBe(files.parts.length - 1);
    expect((await storedFiles('event-images')).length).toBe(files.headers.length - 1);
    expect(existsSync(fileOf(gone.perfImg))).toBe(false);
    expect(existsSync(fileOf(keep.perfImg))).toBe(true);
    // Its former members see nothing of it any more.
    expect((await gone.member.client.get(`/api/communities/${gone.c.id}`)).statusCode).toBe(404);
    expect((await gone.member.client.get('/api/songs?community_only=true')).json().songs?.some?.((s: { id: number }) => s.id === gone.songId) ?? false).toBe(false);
  });
});

describe('deleting a user', () => {
  it('leaves no orphans: community events go to the group\'s other admin, private events and personal songs go, posts stay without a name', async () => {
    const { owner, member, c, eventId } = await fullCommunity();
    const victim = member; // a member with attendance, a comment, a session and notifications
    const db = t.database.db;
    // The victim's own things.
    const privateEvent = await ok<{ event: { id: number } }>(victim.client.post('/api/events', { title: 'Zasebno', date: shift(today, 5), time: '10:00', location: 'Doma', visibility: 'private' }), 201);
    await ok(uploadImage(victim.client, `/api/events/${privateEvent.event.id}/header-image`, 'file'));
    await t.database.db.updateTable('community_users').set({ role: 'community_admin' }).where('user_id', '=', victim.user.id).execute();
    const communityEvent = await ok<{ event: { id: number } }>(
      victim.client.post('/api/events', { title: 'Koncert', date: shift(today, 6), time: '20:00', location: 'Cerkev', community_id: c.id, visibility: 'community' }),
      201,
    );
    await ok(victim.client.post(`/api/events/${communityEvent.event.id}/attendees`, { user_ids: [owner.user.id] }));
    // An event the owner owns but the victim organises.
    await db.updateTable('events').set({ organizer_id: victim.user.id }).where('id', '=', eventId).execute();
    const personal = await ok<{ song: { id: number } }>(victim.client.post('/api/songs', { title: 'Moja pesem' }), 201);
    await ok(uploadPdf(victim.client, personal.song.id));
    const communitySong = await ok<{ song: { id: number } }>(victim.client.post('/api/songs', { title: 'Skupna pesem', community_id: c.id }), 201);
    const victimPost = await ok<{ post: { id: number } }>(victim.client.post('/api/posts', { content: 'Moja objava', community_id: c.id }), 201);
    await ok(owner.client.post('/api/comments', { content: 'Lepo', content_type: 'post', content_id: victimPost.post.id }), 201);
    await ok(victim.client.post(`/api/communities/${c.id}/invites`, { email: 'povabljen@zbor.test' }), 201);
    const avatar = await ok<{ image_url: string }>(uploadImage(victim.client, '/api/profile/upload-image', 'profile_image'));
    await db.insertInto('email_tokens').values({ user_id: victim.user.id, kind: 'reset', token_hash: `h${Date.now()}`, expires_at: '2999-01-01T00:00:00Z', used_at: null, created_at: '2026-01-01T00:00:00Z' }).execute();

    const id = victim.user.id;
    const victimPosts = [victimPost.post.id];
    const byVictim: Partial<Record<Table, (q: any) => any>> = {
      users: (q) => q.where('id', '=', id),
      community_users: (q) => q.where('user_id', '=', id),
      sessions: (q) => q.where('user_id', '=', id),
      email_tokens: (q) => q.where('user_id', '=', id),
      notifications: (q) => q.where('user_id', '=', id),
      invitations: (q) => q.where('invited_by', '=', id),
      songs: (q) => q.where((eb: any) => eb.or([eb.and([eb('owner_type', '=', 'user'), eb('owner_id', '=', id)]), eb('created_by', '=', id)])),
      events: (q) => q.where((eb: any) => eb.or([eb('owner_id', '=', id), eb('organizer_id', '=', id)])),
      event_attendees: (q) => q.where('user_id', '=', id),
      posts: (q) => q.where('user_id', '=', id),
      comments: (q) => q.where('user_id', '=', id),
    };
    const before = await counts(byVictim);
    expect(before).toMatchObject({ users: 1, community_users: 1, sessions: 1, invitations: 1, songs: 2, events: 3, event_attendees: 1, posts: 1, comments: 1 });
    expect(before.email_tokens).toBeGreaterThan(0);
    expect(before.notifications).toBeGreaterThan(0);
    const partsBefore = await storedFiles('part-files');
    const headersBefore = await storedFiles('event-images');
    expect(existsSync(fileOf(avatar.image_url))).toBe(true);

    const res = await ok<{ message: string; events_reassigned: number; events_deleted: number; songs_deleted: number }>(root.client.delete(`/api/gl_admin/users/${id}`));
    expect(res).toEqual({ message: success.userDeleted, events_reassigned: 1, events_deleted: 1, songs_deleted: 1 });

    const after = await counts(byVictim);
    for (const tb of Object.keys(byVictim) as Table[]) expect([tb, after[tb]]).toEqual([tb, 0]);
    // What stayed: the community event, now its group's other admin's (issue 61: it stays with the group); the organised event, back to its owner; the community song (created_by null); the invitation (invited_by null).
    const kept = await db.selectFrom('events').select(['id', 'owner_id', 'organizer_id']).where('id', 'in', [communityEvent.event.id, eventId, privateEvent.event.id]).orderBy('id').execute();
    expect(kept).toEqual([
      { id: eventId, owner_id: owner.user.id, organizer_id: owner.user.id },
      { id: communityEvent.event.id, owner_id: owner.user.id, organizer_id: owner.user.id },
    ]);
    expect((await db.selectFrom('event_attendees').select('user_id').where('event_id', '=', communityEvent.event.id).execute()).map((a) => a.user_id)).toEqual([owner.user.id]);
    expect(await db.selectFrom('songs').select(['id', 'created_by']).where('id', 'in', [communitySong.song.id, personal.song.id]).execute()).toEqual([{ id: communitySong.song.id, created_by: null }]);
    expect(await db.selectFrom('invitations').select('invited_by').where('email', '=', 'povabljen@zbor.test').execute()).toEqual([{ invited_by: null }]);
    // The post and the owner's comment on it stay, without the author (issue 61).
    expect(await db.selectFrom('posts').select(['id', 'user_id']).where('id', '=', victimPost.post.id).execute()).toEqual([{ id: victimPost.post.id, user_id: null }]);
    expect(await counts({ comments: (q) => q.where('post_id', 'in', victimPosts) })).toMatchObject({ comments: 1 });
    expect((await storedFiles('part-files')).length).toBe(partsBefore.length - 1);
    expect((await storedFiles('event-images')).length).toBe(headersBefore.length - 1);
    expect(existsSync(fileOf(avatar.image_url))).toBe(false);
    expect((await victim.client.get('/api/profile')).statusCode).toBe(401);
    // The community and its other members are untouched.
    expect((await owner.client.get(`/api/communities/${c.id}`)).json().members_count).toBe(1);
  });
});
