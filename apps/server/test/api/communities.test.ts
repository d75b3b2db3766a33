import { errors, success } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity, newUser } from '../factories.ts';
import { buildTestApp, Client, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('creating a community', () => {
  it('makes the creator community_admin and primary for a first community, in one go', async () => {
    const { client, user } = await loggedIn(t.app);
    const res = await client.post('/api/communities', { name: '  Mešani zbor sv. Cecilije ', description: 'Vadimo ob četrtkih.' });
    expect(res.statusCode).toBe(201);
    const c = res.json().community;
    expect(res.json().message).toBe(success.communityCreated);
    expect(c).toMatchObject({
      name: 'Mešani zbor sv. Cecilije',
      visibility: 'Private',
      allow_member_edits: false,
      event_types: ['rehearsal', 'mass', 'concert', 'meeting', 'other'],
      supported_event_types: JSON.stringify(['rehearsal', 'mass', 'concert', 'meeting', 'other']),
      admin_id: user.id,
      members_count: 1,
      role: 'community_admin',
      is_admin: true,
      is_primary: true,
    });
    const profile = (await client.get('/api/profile')).json();
    expect(profile.community_id).toBe(c.id);
    expect(profile.group).toBe('Mešani zbor sv. Cecilije');

    const second = (await client.post('/api/communities', { name: 'Mladinski zbor' })).json().community;
    expect(second.is_primary).toBe(false);
    expect((await client.get('/api/profile')).json().community_id).toBe(c.id);
  });

  it.each([
    [{ name: '' }, errors.communityNameRequired],
    [{ name: 'ab' }, errors.communityNameMin],
    [{ name: 'x'.repeat(101) }, errors.communityNameMax],
    [{ name: 'Dober zbor', description: 'x'.repeat(1001) }, errors.communityDescriptionMax],
    [{ name: 'Dober zbor', visibility: 'Secret' }, errors.visibilityInvalid],
    [{ name: 'Dober zbor', supported_event_types: '[nope' }, errors.eventTypesInvalid],
  ])('refuses %j with the spec message and creates nothing', async (body, message) => {
    const { client } = await loggedIn(t.app);
    const res = await client.post('/api/communities', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect((await client.get('/api/user/communities')).json().communities).toEqual([]);
  });

  it('trims and de-duplicates custom event types, from a JSON string or a list', async () => {
    const { client } = await loggedIn(t.app);
    const res = await client.post('/api/communities', { name: 'Vrste', supported_event_types: JSON.stringify(['mass', ' Procesija ', 'procesija', '', 'mass']) });
    expect(res.json().community.event_types).toEqual(['mass', 'Procesija']);
  });

  it('refuses a duplicate name among public communities and anonymous callers', async () => {
    const { client } = await loggedIn(t.app);
    await client.post('/api/communities', { name: 'Edini zbor', visibility: 'Public' });
    const dup = await client.post('/api/communities', { name: 'edini ZBOR', visibility: 'Public' });
    expect(dup.statusCode).toBe(409);
    expect((await new Client(t.app).post('/api/communities', { name: 'Anonimni' })).statusCode).toBe(401);
  });
});

describe('visibility', () => {
  it('hides private communities from non-members (404) in lists and by id, but not from a global admin', async () => {
    const owner = await loggedIn(t.app);
    const hidden = await newCommunity(owner.client, { visibility: 'Private', name: 'Skriti zbor' });
    const open = await newCommunity(owner.client, { visibility: 'Public', name: 'Odprti zbor' });
    const stranger = await loggedIn(t.app);
    const list = (await stranger.client.get('/api/communities')).json().communities.map((c: { id: number }) => c.id);
    expect(list).toContain(open.id);
    expect(list).not.toContain(hidden.id);
    const byId = await stranger.client.get(`/api/communities/${hidden.id}`);
    expect(byId.statusCode).toBe(404);
    expect(byId.json().error).toBe(errors.communityNotFound);
    expect((await stranger.client.get(`/api/communities/${hidden.id}/users`)).statusCode).toBe(404);

    const admin = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const seen = (await admin.client.get(`/api/communities/${hidden.id}`)).json();
    expect(seen).toMatchObject({ id: hidden.id, is_admin: true, is_member: true, role: null });
    expect((await admin.client.get('/api/communities')).json().communities.map((c: { id: number }) => c.id)).toContain(hidden.id);
  });

  it('searches by name or description, case-insensitively', async () => {
    const owner = await loggedIn(t.app);
    await newCommunity(owner.client, { visibility: 'Public', name: 'Cerkveni zbor Bled', description: 'Ob jezeru' });
    const c = (await loggedIn(t.app)).client;
    const byName = (await c.get('/api/communities?search=BLED')).json().communities;
    expect(byName.map((x: { name: string }) => x.name)).toContain('Cerkveni zbor Bled');
    const byDesc = (await c.get(`/api/communities?search=${encodeURIComponent('jezeru')}`)).json().communities;
    expect(byDesc.map((x: { name: string }) => x.name)).toContain('Cerkveni zbor Bled');
    expect((await c.get('/api/communities?search=%25')).json().communities.every((x: { name: string; description: string }) => `${x.name}${x.description}`.includes('%'))).toBe(true);
  });
});

describe('joining', () => {
  it('joins a public community, counts as success when already a member, and can switch the primary', async () => {
    const owner = await loggedIn(t.app);
    const a = await newCommunity(owner.client, { visibility: 'Public' });
    const b = await newCommunity(owner.client, { visibility: 'Public' });
    const { client } = await loggedIn(t.app);
    const first = await client.post(`/api/communities/${a.id}/join`, { make_primary: false });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ already_member: false, community: { role: 'member', is_primary: true, members_count: 2 } });
    const again = await client.post(`/api/communities/${a.id}/join`, {});
    expect(again.json()).toMatchObject({ already_member: true, message: success.alreadyMember });
    await client.post(`/api/communities/${b.id}/join`, { make_primary: true });
    const mine = (await client.get('/api/user/communities')).json().communities;
    expect(mine.map((c: { id: number; is_primary: boolean }) => [c.id, c.is_primary])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    expect((await client.get('/api/profile')).json().community_id).toBe(b.id);
  });

  it('refuses to join a private community without an invitation', async () => {
    const owner = await loggedIn(t.app);
    const c = await newCommunity(owner.client, { visibility: 'Private' });
    const { client } = await loggedIn(t.app);
    expect((await client.post(`/api/communities/${c.id}/join`, {})).statusCode).toBe(404);
  });

  it('admin/join is for the creator (already a member) and refused to others', async () => {
    const owner = await loggedIn(t.app);
    const c = await newCommunity(owner.client, { visibility: 'Public' });
    expect((await owner.client.post(`/api/communities/${c.id}/admin/join`, {})).json().already_member).toBe(true);
    const other = await loggedIn(t.app);
    expect((await other.client.post(`/api/communities/${c.id}/admin/join`, {})).statusCode).toBe(403);
  });
});

describe('managing members', () => {
  it('changes roles both ways with a notification, and a demoted admin loses rights on the next request', async () => {
    const owner = await loggedIn(t.app);
    const c = await newCommunity(owner.client);
    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c.id);
    const promote = await owner.client.put(`/api/communities/${c.id}/admin/users/${member.user.id}/role`, { role: 'community_admin' });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().user).toMatchObject({ id: member.user.id, role: 'community_admin' });
    const note = (await member.client.get('/api/notifications')).json().notifications[0];
    expect(note).toMatchObject({ type: 'role_changed', reference_type: 'community', reference_id: c.id });

    expect((await member.client.put(`/api/communities/${c.id}`, { name: 'Preimenovan zbor' })).statusCode).toBe(200);
    await owner.client.put(`/api/communities/${c.id}/admin/users/${member.user.id}/role`, { role: 'member' });
    const denied = await member.client.put(`/api/communities/${c.id}`, { name: 'Spet preimenovan' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe(errors.notCommunityAdmin);
  });

  it('refuses an unknown role, oneself, and a non-member', async () => {
    const owner = await loggedIn(t.app);
    const c = await newCommunity(owner.client);
    const bad = await owner.client.put(`/api/communities/${c.id}/admin/users/${owner.user.id}/role`, { role: 'king' });
    expect(bad.json().error).toBe(errors.roleInvalid);
    const self = await owner.client.put(`/api/communities/${c.id}/admin/users/${owner.user.id}/role`, { role: 'member' });
    expect(self.json().error).toBe(errors.cannotChangeOwnRole);
    const selfRemove = await owner.client.delete(`/api/communities/${c.id}/admin/users/${owner.user.id}`);
    expect(selfRemove.statusCode).toBe(400);
    expect(selfRemove.json().error).toBe(errors.cannotRemoveSelf);
    const stranger = await newUser(t.app);
    expect((await owner.client.delete(`/api/communities/${c.id}/admin/users/${stranger.id}`)).statusCode).toBe(404);
  });

  it("removes a member; a primary membership stays while the user has other communities", async () => {
    const owner = await loggedIn(t.app);
    const c = await newCommunity(owner.client);
    const only = await loggedIn(t.app);
    await addMember(t.app, only.user.id, c.id);
    expect((await owner.client.delete(`/api/communities/${c.id}/admin/users/${only.user.id}`)).statusCode).toBe(200);
    expect((await only.client.get('/api/profile')).json().community_id).toBeNull();

    const multi = await loggedIn(t.app);
    await addMember(t.app, multi.user.id, c.id); // first: primary
    const other = await newCommunity((await loggedIn(t.app)).client, { visibility: 'Public' });
    await multi.client.post(`/api/communities/${other.id}/join`, {});
    const refused = await owner.client.delete(`/api/communities/${c.id}/admin/users/${multi.user.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(errors.primaryMembership);
  });

  it('shows e-mail addresses of members only to admins', async () => {
    const owner = await loggedIn(t.app);
    const c = await newCommunity(owner.client);
    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c.id);
    const asAdmin = (await owner.client.get(`/api/communities/${c.id}/users`)).json().users;
    expect(asAdmin.find((u: { id: number }) => u.id === member.user.id).email).toBe(member.user.email);
    const asMember = (await member.client.get(`/api/communities/${c.id}/users`)).json().users;
    expect(asMember.every((u: { email: string | null }) => u.email === null)).toBe(true);
  });

  it('edits settings: visibility, member edits, event types', async () => {
    const owner = await loggedIn(t.app);
    const c = await newCommunity(owner.client);
    const res = await owner.client.put(`/api/communities/${c.id}`, {
      name: 'Urejen zbor',
      description: '',
      visibility: 'Public',
      allow_member_edits: true,
      supported_event_types: ['mass', 'Božičnica', ' božičnica '],
    });
    expect(res.json().community).toMatchObject({ name: 'Urejen zbor', description: null, visibility: 'Public', allow_member_edits: true, event_types: ['mass', 'Božičnica'] });
  });
});

describe('permission matrix', () => {
  it('allows each write only to the community admin and the global admin', async () => {
    const owner = await loggedIn(t.app);
    const c = await newCommunity(owner.client, { visibility: 'Public' });
    const target = await newUser(t.app);
    await addMember(t.app, target.id, c.id);
    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, c.id);
    const otherAdmin = await loggedIn(t.app);
    await newCommunity(otherAdmin.client);
    const globalAdmin = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));
    const actors: [string, Client][] = [
      ['anonymous', new Client(t.app)],
      ['member', member.client],
      ['admin of another community', otherAdmin.client],
      ['community admin', owner.client],
      ['global admin', globalAdmin.client],
    ];
    // Destructive writes get a fresh target for every actor, so each call has something to act on.
    const freshMember = async () => {
      const u = await newUser(t.app);
      await addMember(t.app, u.id, c.id);
      return u.id;
    };
    const freshPerformer = async () => (await owner.client.post(`/api/communities/${c.id}/performers`, { name: 'Zborovodja' })).json().performer.id;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d5b1a30000000049454e44ae426082', 'hex');
    const upload = async (cl: Client, id: number) => {
      const boundary = '----zbmatrix';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return cl.send('POST', `/api/communities/${c.id}/performers/${id}/image`, payload, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    };
    const writes: [string, (c: Client) => Promise<{ statusCode: number }>][] = [
      ['edit', (cl) => cl.put(`/api/communities/${c.id}`, { name: `Zbor ${Math.random()}` })],
      ['invite', (cl) => cl.post(`/api/communities/${c.id}/invites`, { email: `p${Math.random().toString(36).slice(2)}@zbor.si` })],
      ['role', (cl) => cl.put(`/api/communities/${c.id}/admin/users/${target.id}/role`, { role: 'member' })],
      ['remove member', async (cl) => cl.delete(`/api/communities/${c.id}/admin/users/${await freshMember()}`)],
      ['performer create', (cl) => cl.post(`/api/communities/${c.id}/performers`, { name: 'Solist' })],
      ['performer update', async (cl) => cl.put(`/api/communities/${c.id}/performers/${await freshPerformer()}`, { name: 'Solistka' })],
      ['performer image', async (cl) => upload(cl, await freshPerformer())],
      ['performer delete', async (cl) => cl.delete(`/api/communities/${c.id}/performers/${await freshPerformer()}`)],
    ];
    const table: Record<string, Record<string, number>> = {};
    for (const [label, write] of writes) {
      table[label] = {};
      for (const [actor, client] of actors) table[label][actor] = (await write(client)).statusCode;
    }
    for (const label of Object.keys(table)) {
      expect(table[label], label).toMatchObject({
        anonymous: 401,
        member: 403,
        'admin of another community': 403,
      });
      expect([200, 201]).toContain(table[label]['community admin']);
      expect([200, 201]).toContain(table[label]['global admin']);
    }
  });
});

describe('can_create_events (issue 18: the create-event form offers only these)', () => {
  it("is the policy's answer for the caller, and agrees with what POST /events then does", async () => {
    const admin = await loggedIn(t.app);
    const strict = await newCommunity(admin.client, { visibility: 'Public' });
    const open = await newCommunity(admin.client, { visibility: 'Public' });
    await admin.client.put(`/api/communities/${open.id}`, { name: open.name, allow_member_edits: true });
    const member = await loggedIn(t.app);
    await addMember(t.app, member.user.id, strict.id);
    await addMember(t.app, member.user.id, open.id);
    const outsider = await loggedIn(t.app);
    const global = await loggedIn(t.app, await newUser(t.app, { role: 'global_admin' }));

    const flags = async (c: Client, url: string) =>
      Object.fromEntries(
        (await c.get(url)).json().communities
          .filter((x: { id: number }) => x.id === strict.id || x.id === open.id)
          .map((x: { id: number; can_create_events: boolean }) => [x.id === strict.id ? 'strict' : 'open', x.can_create_events]),
      );
    expect(await flags(admin.client, '/api/user/communities')).toEqual({ strict: true, open: true });
    // A plain member of a community without member edits may not add events there.
    expect(await flags(member.client, '/api/user/communities')).toEqual({ strict: false, open: true });
    expect(await flags(outsider.client, '/api/communities')).toEqual({ strict: false, open: false });
    expect(await flags(global.client, '/api/communities')).toEqual({ strict: true, open: true });
    expect((await member.client.get(`/api/communities/${strict.id}`)).json().can_create_events).toBe(false);

    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const create = (c: Client, id: number) => c.post('/api/events', { title: 'Vaja', date: day, location: 'Cerkev', community_id: id });
    expect((await create(member.client, strict.id)).statusCode).toBe(403);
    expect((await create(member.client, open.id)).statusCode).toBe(201);
    expect((await create(admin.client, strict.id)).statusCode).toBe(201);
  });
});
