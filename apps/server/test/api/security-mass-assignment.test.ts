import { errors } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity, newUser, type TestUser } from '../factories.ts';
import { buildTestApp, Client, linkFrom, type TestApp } from '../helper.ts';
import { unique } from '../security/world.ts';

/**
 * Mass assignment (docs/quality.md, Security suite): every write route that takes a JSON body about
 * a user or an owned object is sent fields the caller must not set (role, verification, approval,
 * owner, author, community, ids, timestamps, file names), and the database and the API must show
 * that none of them was applied, neither to the caller nor to anyone else.
 */

let t: TestApp;
/** c1: private, member edits off; its admin A and member M. c2: the victim V's private community. */
let A: { client: Client; user: TestUser };
let M: { client: Client; user: TestUser };
let V: { client: Client; user: TestUser };
let G: { client: Client; user: TestUser };
let c1: number;
let c2: number;

beforeAll(async () => {
  t = await buildTestApp();
  A = await loggedIn(t.app);
  c1 = (await newCommunity(A.client, { visibility: 'Private' })).id;
  M = await loggedIn(t.app);
  await addMember(t.app, M.user.id, c1);
  V = await loggedIn(t.app);
  c2 = (await newCommunity(V.client, { visibility: 'Private' })).id;
  G = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
});
afterAll(() => t.close());

const db = () => t.database.db;
const userRow = (id: number) => db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const memberships = (userId: number) =>
  db().selectFrom('community_users').select(['community_id', 'role', 'is_primary']).where('user_id', '=', userId).orderBy('community_id').execute();

/** Fields a caller must never set through a body, in the spellings the spec and the schema use. */
const poison = (victimId: number) => ({
  id: victimId,
  user_id: victimId,
  userId: victimId,
  owner_id: victimId,
  organizer_id: victimId,
  created_by: victimId,
  admin_id: victimId,
  invited_by: victimId,
  role: 'global_admin',
  is_global_admin: true,
  isGlobalAdmin: true,
  is_admin: true,
  email_verified: true,
  emailVerified: true,
  is_approved: true,
  isApproved: true,
  password_hash: 'x',
  is_primary: true,
  owner_type: 'community',
  created_at: '2000-01-01T00:00:00.000Z',
  updated_at: '2000-01-01T00:00:00.000Z',
});

/** A logged-in user whose account is unverified and unapproved, so a write that set either would show. */
async function unverifiedUser() {
  const u = await loggedIn(t.app);
  await t.app.ctx.repos.users.update(u.user.id, { email_verified: 0, is_approved: 0 });
  return u;
}

async function lastMailTo(email: string) {
  const mails = (await t.outbox()).filter((m) => m.includes(`To: ${email}`));
  if (!mails.length) throw new Error(`no mail to ${email}`);
  return mails[mails.length - 1]!;
}

describe('own account', () => {
  it('PUT /api/profile cannot raise the role, verify, approve, join a community or touch another user', async () => {
    const u = await unverifiedUser();
    const before = await userRow(u.user.id);
    const victimBefore = await userRow(V.user.id);
    const res = await u.client.put('/api/profile', { email: u.user.email, display_name: 'Novo ime', ...poison(V.user.id), community_id: c2, username: 'prevzem' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.user.id, role: 'user', email_verified: false, is_approved: false, community_id: null, communities: [], display_name: 'Novo ime' });
    const after = await userRow(u.user.id);
    expect(after).toMatchObject({ username: before.username, role: 'user', email_verified: 0, is_approved: 0, community_id: null, password_hash: before.password_hash, created_at: before.created_at });
    expect(await memberships(u.user.id)).toEqual([]);
    expect(await userRow(V.user.id)).toEqual(victimBefore);
    expect((await u.client.get('/api/gl_admin/users')).statusCode).toBe(403);
  });

  it('POST /api/auth/register takes no role, verification, approval or community from the body', async () => {
    const username = unique('reg');
    const email = `${username}@zbor.test`;
    const res = await new Client(t.app).post('/api/auth/register', { username, email, password: 'geslo-12345', terms_accepted: true, ...poison(V.user.id), community_id: c1 });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ username, email_verified: false });
    const row = await userRow((await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
    expect(row).toMatchObject({ role: 'user', email_verified: 0, is_approved: 0, community_id: null });
    expect(await memberships(row.id)).toEqual([]);
    const login = await new Client(t.app).post('/api/login', { username, password: 'geslo-12345' });
    expect(login.statusCode).toBe(401);
    expect(login.json().email_verified).toBe(false);
  });

  it('POST /api/register-invited-user: the invitation decides community and role, not the body', async () => {
    const email = `${unique('pov')}@zbor.test`;
    expect((await A.client.post(`/api/communities/${c1}/invites`, { email, make_primary: true })).statusCode).toBe(201);
    const token = linkFrom(await lastMailTo(email), 'http://localhost:8080/verify-or-invite/').split('/').pop()!;
    const username = unique('pov');
    // The token of c1's invitation with c2 named as the community: refused, nobody is created.
    const wrong = await new Client(t.app).post('/api/register-invited-user', { username, password: 'geslo-123', community_id: c2, invitation_token: token, email });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error_kind).toBe('invalid');
    expect(await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()).toBeUndefined();

    const res = await new Client(t.app).post('/api/register-invited-user', { ...poison(V.user.id), username, password: 'geslo-123', community_id: c1, invitation_token: token, email });
    expect(res.statusCode).toBe(201);
    const row = await db().selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'user', email, community_id: c1 });
    expect(await memberships(row.id)).toEqual([{ community_id: c1, role: 'member', is_primary: 1 }]);
  });
});

describe('communities', () => {
  it('creating and editing a community: admin, id, counts and timestamps come from the server', async () => {
    const name = unique('Zbor ');
    const res = await M.client.post('/api/communities', { name, description: 'Nov', visibility: 'Public', ...poison(V.user.id), id: c1, members_count: 99 });
    expect(res.statusCode).toBe(201);
    const id = res.json().community.id as number;
    expect(id).not.toBe(c1);
    const row = await db().selectFrom('communities').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name, admin_id: M.user.id });
    expect(row.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    const members = await db().selectFrom('community_users').select(['user_id', 'role']).where('community_id', '=', id).execute();
    expect(members).toEqual([{ user_id: M.user.id, role: 'community_admin' }]);

    const c1Before = await db().selectFrom('communities').selectAll().where('id', '=', c1).executeTakeFirstOrThrow();
    const edit = await M.client.put(`/api/communities/${id}`, { name, description: 'Urejen', visibility: 'Public', ...poison(V.user.id), id: c1 });
    expect(edit.statusCode).toBe(200);
    const edited = await db().selectFrom('communities').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(edited).toMatchObject({ description: 'Urejen', admin_id: M.user.id, created_at: row.created_at });
    expect(await db().selectFrom('communities').selectAll().where('id', '=', c1).executeTakeFirstOrThrow()).toEqual(c1Before);
  });

  it('joining, accepting an invitation and admin/join give no more than the member role', async () => {
    const pub = (await newCommunity(A.client, { visibility: 'Public' })).id;
    const joiner = await loggedIn(t.app);
    const join = await joiner.client.post(`/api/communities/${pub}/join`, { make_primary: true, ...poison(V.user.id) });
    expect(join.statusCode).toBe(200);
    expect(join.json().community).toMatchObject({ role: 'member', is_admin: false });
    expect(await memberships(joiner.user.id)).toEqual([{ community_id: pub, role: 'member', is_primary: 1 }]);

    const invitee = await loggedIn(t.app);
    await A.client.post(`/api/communities/${c1}/invites`, { email: invitee.user.email, make_primary: false });
    const token = linkFrom(await lastMailTo(invitee.user.email), 'http://localhost:8080/accept-invitation?token=').split('token=')[1]!;
    const accept = await invitee.client.post('/api/communities/accept-invitation', { token, community_id: c1, make_primary: false, ...poison(V.user.id) });
    expect(accept.statusCode).toBe(200);
    expect(await memberships(invitee.user.id)).toEqual([{ community_id: c1, role: 'member', is_primary: 1 }]);

    const outsider = await loggedIn(t.app);
    const adminJoin = await outsider.client.post(`/api/communities/${pub}/admin/join`, { make_primary: true, role: 'community_admin' });
    expect(adminJoin.statusCode).toBe(403);
    expect(await memberships(outsider.user.id)).toEqual([]);

    const self = await M.client.put(`/api/communities/${c1}/admin/users/${M.user.id}/role`, { role: 'community_admin' });
    expect(self.statusCode).toBe(403);
    expect((await memberships(M.user.id)).find((m) => m.community_id === c1)?.role).toBe('member');
  });

  it('a creator removed from their community cannot take it back through admin/join', async () => {
    const creator = await loggedIn(t.app);
    const pub = (await newCommunity(creator.client, { visibility: 'Public' })).id;
    const successor = await loggedIn(t.app);
    expect((await successor.client.post(`/api/communities/${pub}/join`, {})).statusCode).toBe(200);
    expect((await creator.client.put(`/api/communities/${pub}/admin/users/${successor.user.id}/role`, { role: 'community_admin' })).statusCode).toBe(200);
    expect((await successor.client.delete(`/api/communities/${pub}/admin/users/${creator.user.id}`)).statusCode).toBe(200);

    const back = await creator.client.post(`/api/communities/${pub}/admin/join`, { make_primary: true });
    expect(back.statusCode).toBe(403);
    expect(back.json().error).toBe(errors.notCommunityAdmin);
    expect(await memberships(creator.user.id)).toEqual([]);
    // The ordinary way back into a public community gives the member role.
    expect((await creator.client.post(`/api/communities/${pub}/join`, {})).json().community).toMatchObject({ role: 'member' });
  });

  it("an invitation's community, inviter, state and expiry come from the URL, the session and the clock", async () => {
    const email = `${unique('v')}@zbor.test`;
    const res = await A.client.post(`/api/communities/${c1}/invites`, { email, make_primary: false, ...poison(V.user.id), community_id: c2, is_used: 1, expires_at: '2100-01-01T00:00:00.000Z' });
    expect(res.statusCode).toBe(201);
    const row = await db().selectFrom('invitations').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ community_id: c1, invited_by: A.user.id, is_used: 0 });
    const days = (Date.parse(row.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });
});

describe('global admin console as a non-admin', () => {
  it('no /gl_admin write lets a member or a community admin change their own account or memberships', async () => {
    for (const who of ['member', 'community admin'] as const) {
      const u = await unverifiedUser();
      await addMember(t.app, u.user.id, c1, who === 'member' ? 'member' : 'community_admin');
      const id = u.user.id;
      const before = await userRow(id);
      const ownBefore = await memberships(id);
      const invitationsBefore = await db().selectFrom('invitations').select('id').execute();
      const communitiesBefore = await db().selectFrom('communities').select('id').execute();
      const attempts: [string, string, unknown][] = [
        ['PUT', `/api/gl_admin/users/${id}`, { username: u.user.username, email: u.user.email, role: 'admin', email_verified: true, is_approved: true, display_name: 'Šef' }],
        ['POST', `/api/gl_admin/users/${id}/verify-email`, {}],
        ['POST', `/api/gl_admin/users/${id}/approve`, {}],
        ['POST', `/api/gl_admin/users/${id}/assign-community`, { community_id: c2 }],
        ['PUT', `/api/gl_admin/community-users/${id}/role`, { community_id: c1, role: 'community_admin' }],
        ['PUT', `/api/gl_admin/community-users/${id}/primary`, { community_id: c2 }],
        ['POST', '/api/gl_admin/invitations/create', { email: u.user.email, community_id: c2, make_primary: true }],
        ['POST', '/api/gl_admin/communities', { name: unique('Zbor '), description: 'x', admin_user_id: id }],
      ];
      for (const [method, url, body] of attempts) {
        const res = await u.client.send(method as 'POST' | 'PUT', url, body);
        expect([res.statusCode, res.json().error], `${who}: ${method} ${url}`).toEqual([403, errors.adminOnly]);
      }
      expect(await userRow(id)).toEqual(before);
      expect(await memberships(id)).toEqual(ownBefore);
      expect(await db().selectFrom('invitations').select('id').execute()).toEqual(invitationsBefore);
      expect(await db().selectFrom('communities').select('id').execute()).toEqual(communitiesBefore);
    }
  });

  it("a global admin's user edit writes only the console's fields", async () => {
    const target = await newUser(t.app);
    const before = await userRow(target.id);
    const res = await G.client.put(`/api/gl_admin/users/${target.id}`, {
      username: target.username,
      email: target.email,
      role: 'user',
      display_name: 'Urejen',
      id: V.user.id,
      password_hash: 'x',
      created_at: '2000-01-01T00:00:00.000Z',
      community_id: c1,
    });
    expect(res.statusCode).toBe(200);
    const after = await userRow(target.id);
    expect(after).toMatchObject({ display_name: 'Urejen', password_hash: before.password_hash, created_at: before.created_at, community_id: null });
    expect(await memberships(target.id)).toEqual([]);
  });
});

describe('events', () => {
  const body = (o: Record<string, unknown> = {}) => ({ title: unique('Vaja '), date: '2031-03-03', time: '19:00', location: 'Cerkev', visibility: 'private', community_id: null, ...o });

  it('owner, organizer, header image and attendees are never taken from the body', async () => {
    const res = await M.client.post('/api/events', {
      ...poison(V.user.id),
      ...body(),
      setlist_id: 1,
      header_image_stored: '../../skrivnost.png',
      header_image_name: 'x.png',
      has_header_image: true,
      attendees: [{ user_id: V.user.id, status: 'confirmed' }],
      my_status: 'confirmed',
      attendee_count: 5,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().event.id as number;
    const row = await db().selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: M.user.id, organizer_id: M.user.id, community_id: null, header_image_stored: null, header_image_name: null });
    expect(await db().selectFrom('event_attendees').selectAll().where('event_id', '=', id).execute()).toEqual([]);
    expect((await M.client.get(`/api/events/${id}?include_attendees=true`)).json()).toMatchObject({ owner_id: M.user.id, organizer_id: M.user.id, has_header_image: false, attendees: [], setlist_id: null });
    expect((await V.client.get(`/api/events/${id}`)).statusCode).toBe(404);

    const edit = await M.client.put(`/api/events/${id}`, { ...poison(V.user.id), ...body({ title: 'Preimenovana' }), header_image_stored: '../../x.png' });
    expect(edit.statusCode).toBe(200);
    expect(await db().selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
      title: 'Preimenovana',
      owner_id: M.user.id,
      organizer_id: M.user.id,
      header_image_stored: null,
      created_at: row.created_at,
    });
  });

  it('an event cannot be created in or moved to a community where the caller may not add events', async () => {
    const count = async () => Number((await db().selectFrom('events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const n = await count();
    expect((await M.client.post('/api/events', body({ community_id: c2, visibility: 'community' }))).statusCode).toBe(404);
    expect((await M.client.post('/api/events', body({ community_id: c1, visibility: 'community' }))).statusCode).toBe(403);
    expect(await count()).toBe(n);

    const own = (await M.client.post('/api/events', body())).json().event.id as number;
    expect((await M.client.put(`/api/events/${own}`, body({ community_id: c2, visibility: 'community' }))).statusCode).toBe(404);
    expect((await M.client.put(`/api/events/${own}`, body({ community_id: c1, visibility: 'community' }))).statusCode).toBe(403);
    expect((await db().selectFrom('events').select('community_id').where('id', '=', own).executeTakeFirstOrThrow()).community_id).toBeNull();
  });

  it("nobody sets another attendee's status, whatever the body says", async () => {
    const M2 = await loggedIn(t.app);
    await addMember(t.app, M2.user.id, c1);
    const id = (await A.client.post('/api/events', body({ community_id: c1, visibility: 'community' }))).json().event.id as number;
    expect((await A.client.post(`/api/events/${id}/attendees`, { user_ids: [M.user.id, M2.user.id] })).statusCode).toBe(200);
    const other = await M.client.put(`/api/events/${id}/attendees/${M2.user.id}`, { status: 'declined' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(errors.attendeeOwnStatusOnly);
    const mine = await M.client.put(`/api/events/${id}/attendees/${M.user.id}`, { status: 'confirmed', user_id: M2.user.id, userId: M2.user.id });
    expect(mine.statusCode).toBe(200);
    const rows = await db().selectFrom('event_attendees').select(['user_id', 'status']).where('event_id', '=', id).orderBy('user_id').execute();
    expect(rows).toEqual(
      [
        { user_id: M.user.id, status: 'confirmed' },
        { user_id: M2.user.id, status: 'pending' },
      ].sort((a, b) => a.user_id - b.user_id),
    );
  });
});

describe('songs', () => {
  it('owner, creator and part file fields of a song are the server’s', async () => {
    const res = await M.client.post('/api/songs', {
      title: unique('Pesem '),
      ...poison(V.user.id),
      owner_id: c2,
      part_file_stored: '../../etc/passwd',
      part_file_name: 'passwd.pdf',
      part_file_type: 'pdf',
      part_file_size: 1,
      has_part_file: true,
      can_edit: true,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().song.id as number;
    const row = await db().selectFrom('songs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_type: 'user', owner_id: M.user.id, created_by: M.user.id, part_file_stored: null, part_file_name: null, part_file_type: null });
    expect((await V.client.get(`/api/songs/${id}`)).statusCode).toBe(404);

    const edit = await M.client.put(`/api/songs/${id}`, { title: 'Nova', ...poison(V.user.id), community_id: c1, owner_id: c1, part_file_stored: '../../etc/passwd' });
    expect(edit.statusCode).toBe(200);
    expect(await db().selectFrom('songs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
      title: 'Nova',
      owner_type: 'user',
      owner_id: M.user.id,
      created_by: M.user.id,
      part_file_stored: null,
      created_at: row.created_at,
    });
  });

  it('a song is not created in a community where the caller may not add songs', async () => {
    const title = unique('Tuja ');
    expect((await M.client.post('/api/songs', { title, community_id: c2 })).statusCode).toBe(404);
    expect((await M.client.post('/api/songs', { title, community_id: c1 })).statusCode).toBe(403);
    expect(await db().selectFrom('songs').select('id').where('title', '=', title).execute()).toEqual([]);
  });
});

describe('posts and comments', () => {
  it('author and community of posts and comments come from the session and the rules', async () => {
    const content = unique('Objava ');
    expect((await M.client.post('/api/posts', { content, community_id: c2 })).statusCode).toBe(404);
    expect(await db().selectFrom('posts').select('id').where('content', '=', content).execute()).toEqual([]);

    const res = await M.client.post('/api/posts', { title: 'Vaja', content, community_id: c1, ...poison(V.user.id), username: V.user.username, comments_count: 9 });
    expect(res.statusCode).toBe(201);
    const id = res.json().post.id as number;
    const post = await db().selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(post).toMatchObject({ user_id: M.user.id, community_id: c1 });

    const edit = await M.client.put(`/api/posts/${id}`, { content: 'Popravljeno', ...poison(V.user.id), community_id: c2 });
    expect(edit.statusCode).toBe(200);
    expect(await db().selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
      content: 'Popravljeno',
      user_id: M.user.id,
      community_id: c1,
      created_at: post.created_at,
    });

    const otherPost = (await V.client.post('/api/posts', { content: 'V c2', community_id: c2 })).json().post.id as number;
    const comment = await M.client.post('/api/comments', { content: 'Pridem', content_type: 'post', content_id: id, ...poison(V.user.id), post_id: otherPost });
    expect(comment.statusCode).toBe(201);
    const row = await db().selectFrom('comments').selectAll().where('id', '=', comment.json().comment.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: M.user.id, post_id: id });
  });
});

describe('setlists and performers', () => {
  it('a setlist’s owner and event come from its event', async () => {
    const event = async () =>
      (await A.client.post('/api/events', { title: unique('Maša '), date: '2031-04-04', location: 'Cerkev', visibility: 'community', community_id: c1, event_type: 'mass' })).json().event.id as number;
    const e1 = await event();
    const e2 = await event();
    const res = await A.client.post('/api/setlists', { event_id: e1, songs: [], ...poison(V.user.id), owner_type: 'user', community_id: c2 });
    expect(res.statusCode).toBe(201);
    const id = res.json().setlist.id as number;
    expect(await db().selectFrom('setlists').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({ event_id: e1, owner_type: 'community', owner_id: c1 });
    const edit = await A.client.put(`/api/setlists/${id}`, { name: 'Nedelja', event_id: e2, songs: [], ...poison(V.user.id), owner_type: 'user', community_id: c2 });
    expect(edit.statusCode).toBe(200);
    expect(await db().selectFrom('setlists').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({ name: 'Nedelja', event_id: e1, owner_type: 'community', owner_id: c1 });
  });

  it('a performer stays in the community of the URL and takes no image URL from the body', async () => {
    const res = await A.client.post(`/api/communities/${c1}/performers`, { name: unique('Izv '), community_id: c2, image_url: 'https://zlo.example/x.png', id: 1 });
    expect(res.statusCode).toBe(201);
    const id = res.json().performer.id as number;
    expect(await db().selectFrom('performers').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({ community_id: c1, image_url: null });
    const edit = await A.client.put(`/api/communities/${c1}/performers/${id}`, { name: 'Organist', community_id: c2, image_url: '/api/uploads/performer-images/tuja_slika_AAAAAAAAAAAA.png' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error).toBe(errors.performerImageUrlInvalid);
    expect(await db().selectFrom('performers').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({ community_id: c1, image_url: null });
  });
});
