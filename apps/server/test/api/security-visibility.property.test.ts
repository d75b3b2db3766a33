import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loggedIn, newUser } from '../factories.ts';
import { buildTestApp, type Client, type TestApp } from '../helper.ts';

/**
 * Visibility as a property (docs/quality.md, Security suite): fast-check generates small worlds
 * (users, some of them global admins; private and public communities with members, admins and
 * allow_member_edits on or off; events of each visibility with attendees and setlists; personal
 * and community songs; posts; then some members removed), builds each through the API, and asks
 * every list endpoint as every user of the world. An oracle written here from the rules of the
 * spec (§6 of both files), DESIGN.md §5 and docs/decisions.md (not from policy.ts) says what each
 * caller may see; no answer may contain anything else, and the run's own objects must all be
 * there where a filter pins them down. The app is built once; worlds pile up in its database, so
 * the model below covers every run and the run's objects carry unique names and dates.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// ---------------------------------------------------------------- the model (all runs)

type Role = 'member' | 'community_admin';
interface MUser {
  id: number;
  email: string;
  global: boolean;
  client: Client;
}
interface MCommunity {
  id: number;
  visibility: 'Private' | 'Public';
  allowMemberEdits: boolean;
  members: Map<number, Role>;
  creatorId: number;
}
interface MEvent {
  id: number;
  visibility: 'private' | 'community' | 'public';
  communityId: number | null;
  ownerId: number;
  attendees: Set<number>;
  date: string;
  type: string;
}
interface MSong {
  ownerType: 'user' | 'community';
  ownerId: number;
}
interface MPost {
  communityId: number;
}

const model = {
  users: new Map<number, MUser>(),
  communities: new Map<number, MCommunity>(),
  events: new Map<number, MEvent>(),
  songs: new Map<number, MSong>(),
  posts: new Map<number, MPost>(),
  /** setlist id → event id */
  setlists: new Map<number, number>(),
};

// ---------------------------------------------------------------- the oracle

const roleIn = (u: MUser, communityId: number | null) => (communityId === null ? undefined : model.communities.get(communityId)?.members.get(u.id));
const isMember = (u: MUser, communityId: number | null) => roleIn(u, communityId) !== undefined;
const memberships = (u: MUser) => [...model.communities.values()].filter((c) => c.members.has(u.id));

const oracle = {
  /** Private communities: their members and global admins (spec §6); public ones: everyone. */
  community: (u: MUser, c: MCommunity) => u.global || c.visibility === 'Public' || c.members.has(u.id),
  /** Member lists, performers, posts and songs of a community: its members and global admins. */
  communityInside: (u: MUser, c: MCommunity) => u.global || c.members.has(u.id),
  /** DESIGN.md §5: private = owner, organizer, attendees; community = its members; public = every logged-in user. */
  event: (u: MUser, e: MEvent) =>
    u.global || e.visibility === 'public' || e.ownerId === u.id || e.attendees.has(u.id) || (e.visibility === 'community' && isMember(u, e.communityId)),
  /** A personal song: its owner (and global admins, docs/decisions.md); a community song: the community's members. */
  song: (u: MUser, s: MSong) => u.global || (s.ownerType === 'user' ? s.ownerId === u.id : isMember(u, s.ownerId)),
  /** The list's default scope is the caller's own songs and their communities' songs, for global admins too. */
  songInOwnScope: (u: MUser, s: MSong) => (s.ownerType === 'user' ? s.ownerId === u.id : isMember(u, s.ownerId)),
  post: (u: MUser, p: MPost) => u.global || isMember(u, p.communityId),
  /** Adding content to a community: its admins, members when allow_member_edits, global admins. */
  contribute: (u: MUser, c: MCommunity) => u.global || c.members.get(u.id) === 'community_admin' || (c.members.has(u.id) && c.allowMemberEdits),
};

// ---------------------------------------------------------------- world plans

const idx = fc.nat({ max: 7 });
const planArb = fc.record({
  users: fc.array(fc.nat({ max: 5 }).map((n) => n === 0), { minLength: 2, maxLength: 4 }),
  communities: fc.array(
    fc.record({
      creator: idx,
      visibility: fc.constantFrom('Private' as const, 'Public' as const),
      allowMemberEdits: fc.boolean(),
      members: fc.array(fc.record({ user: idx, admin: fc.nat({ max: 3 }).map((n) => n === 0) }), { maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 2 },
  ),
  events: fc.array(
    fc.record({
      creator: idx,
      community: fc.option(idx, { freq: 3 }),
      visibility: fc.constantFrom('private' as const, 'community' as const, 'public' as const),
      past: fc.nat({ max: 3 }).map((n) => n === 0),
      day: fc.integer({ min: 1, max: 28 }),
      type: fc.constantFrom('rehearsal', 'mass', 'concert'),
      attendees: fc.array(idx, { maxLength: 3 }),
      setlist: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
  songs: fc.array(fc.record({ creator: idx, community: fc.option(idx, { freq: 2 }) }), { maxLength: 5 }),
  posts: fc.array(fc.record({ author: idx, community: idx }), { maxLength: 4 }),
  removals: fc.array(fc.record({ community: idx, member: idx }), { maxLength: 2 }),
});
type Plan = typeof planArb extends fc.Arbitrary<infer P> ? P : never;

const pick = <T>(list: T[], i: number): T => list[i % list.length]!;
const pad = (n: number) => String(n).padStart(2, '0');

async function ok(res: Promise<LightMyRequestResponse>, what: string): Promise<LightMyRequestResponse> {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`world: ${what} failed: ${r.statusCode} ${r.body}`);
  return r;
}

/** The token of the invitation mail to `email` into `communityId`. */
async function invitationToken(email: string, communityId: number): Promise<string> {
  await t.app.ctx.mailer.flush();
  const dir = path.join(t.dataDir, 'outbox');
  for (const f of readdirSync(dir).sort().reverse()) {
    const text = readFileSync(path.join(dir, f), 'utf8');
    if (!text.includes(`To: ${email}`)) continue;
    const m = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=').match(new RegExp(`accept-invitation\\?token=([A-Za-z0-9_-]+)&(?:amp;)?community_id=${communityId}\\b`));
    if (m) return m[1]!;
  }
  throw new Error(`world: no invitation mail to ${email}`);
}

interface RunWorld {
  users: MUser[];
  communities: MCommunity[];
  events: MEvent[];
  /** Ids of the run's songs. */
  songs: number[];
  tag: string;
  future: { from: string; to: string };
  past: { from: string; to: string };
}

/** Builds the plan through the API (run `k` gets its own dates and a tag in every name). */
async function build(plan: Plan, k: number): Promise<RunWorld> {
  const tag = `run${k}x${Math.random().toString(36).slice(2, 7)}`;
  const month = (base: number) => `${base + Math.floor(k / 12)}-${pad((k % 12) + 1)}`;
  const future = month(2040);
  const past = month(2000);

  const users: MUser[] = [];
  for (const global of plan.users) {
    const u = await newUser(t.app, { role: global ? 'global_admin' : 'user' });
    const m: MUser = { id: u.id, email: u.email, global, client: (await loggedIn(t.app, u)).client };
    model.users.set(m.id, m);
    users.push(m);
  }
  const creatorOf = (c: MCommunity) => model.users.get(c.creatorId)!;

  const communities: MCommunity[] = [];
  for (const [i, p] of plan.communities.entries()) {
    const creator = pick(users, p.creator);
    const res = await ok(creator.client.post('/api/communities', { name: `Zbor ${tag} ${i}`, visibility: p.visibility, allow_member_edits: p.allowMemberEdits }), 'community');
    const c: MCommunity = { id: res.json().community.id, visibility: p.visibility, allowMemberEdits: p.allowMemberEdits, members: new Map([[creator.id, 'community_admin']]), creatorId: creator.id };
    model.communities.set(c.id, c);
    communities.push(c);
    for (const m of p.members) {
      const u = pick(users, m.user);
      if (c.members.has(u.id)) continue;
      if (c.visibility === 'Public' || u.global) {
        await ok(u.client.post(`/api/communities/${c.id}/join`, { make_primary: false }), 'join');
      } else {
        await ok(creator.client.post(`/api/communities/${c.id}/invites`, { email: u.email, make_primary: false }), 'invite');
        await ok(u.client.post('/api/communities/accept-invitation', { token: await invitationToken(u.email, c.id), community_id: c.id, make_primary: false }), 'accept');
      }
      c.members.set(u.id, 'member');
      if (m.admin) {
        await ok(creator.client.put(`/api/communities/${c.id}/admin/users/${u.id}/role`, { role: 'community_admin' }), 'role');
        c.members.set(u.id, 'community_admin');
      }
    }
  }

  const events: MEvent[] = [];
  for (const [i, p] of plan.events.entries()) {
    const community = p.community === null ? null : pick(communities, p.community);
    let creator = pick(users, p.creator);
    if (community && !oracle.contribute(creator, community)) creator = creatorOf(community);
    const visibility = !community && p.visibility === 'community' ? 'private' : p.visibility;
    const date = `${p.past ? past : future}-${pad(p.day)}`;
    const body = { title: `Dogodek ${tag} ${i}`, date, time: '19:00', location: 'Cerkev', event_type: p.type, visibility, community_id: community?.id ?? null };
    const res = await ok(creator.client.post('/api/events', body), 'event');
    const e: MEvent = { id: res.json().event.id, visibility, communityId: community?.id ?? null, ownerId: creator.id, attendees: new Set(), date, type: p.type };
    model.events.set(e.id, e);
    events.push(e);
    // Spec §5: attendees come from the event's community, or are users without a community.
    const eligible = (u: MUser) => (community ? community.members.has(u.id) : memberships(u).length === 0);
    const attendees = [...new Set(p.attendees.map((a) => pick(users, a)).filter(eligible).map((u) => u.id))];
    if (attendees.length) {
      await ok(creator.client.post(`/api/events/${e.id}/attendees`, { user_ids: attendees }), 'attendees');
      attendees.forEach((a) => e.attendees.add(a));
    }
    if (p.setlist) {
      const s = await ok(creator.client.post('/api/setlists', { event_id: e.id, songs: [] }), 'setlist');
      model.setlists.set(s.json().setlist.id, e.id);
    }
  }

  const songs: number[] = [];
  for (const [i, p] of plan.songs.entries()) {
    const community = p.community === null ? null : pick(communities, p.community);
    let creator = pick(users, p.creator);
    if (community && !oracle.contribute(creator, community)) creator = creatorOf(community);
    const res = await ok(creator.client.post('/api/songs', { title: `Pesem ${tag} ${i}`, community_id: community?.id ?? null }), 'song');
    model.songs.set(res.json().song.id, community ? { ownerType: 'community', ownerId: community.id } : { ownerType: 'user', ownerId: creator.id });
    songs.push(res.json().song.id);
  }

  for (const [i, p] of plan.posts.entries()) {
    const community = pick(communities, p.community);
    let author = pick(users, p.author);
    if (!oracle.communityInside(author, community)) author = creatorOf(community);
    const res = await ok(author.client.post('/api/posts', { content: `Objava ${tag} ${i}`, community_id: community.id }), 'post');
    model.posts.set(res.json().post.id, { communityId: community.id });
  }

  return { users, communities, events, songs, tag, future: { from: `${future}-01`, to: `${future}-28` }, past: { from: `${past}-01`, to: `${past}-28` } };
}

/** An admin of the community removes members; the model follows what the API accepted. */
async function removeMembers(plan: Plan, w: RunWorld, wrong: string[]) {
  for (const r of plan.removals) {
    const c = pick(w.communities, r.community);
    const target = pick(w.users, r.member);
    const admin = [...c.members].find(([id, role]) => role === 'community_admin' && id !== target.id);
    if (!c.members.has(target.id) || !admin) continue;
    const res = await model.users.get(admin[0])!.client.delete(`/api/communities/${c.id}/admin/users/${target.id}`);
    if (res.statusCode === 200) {
      c.members.delete(target.id);
      // Only members may be on the lists of a community's events: the removed member is taken off,
      // except where they own (and so organize) the event; global admins stay (docs/decisions.md, issue 19).
      if (!target.global) for (const e of w.events) if (e.communityId === c.id && e.ownerId !== target.id) e.attendees.delete(target.id);
    }
    // 409: it is the member's primary community while they belong to another (docs/decisions.md).
    else if (res.statusCode !== 409) wrong.push(`removing ${target.id} from ${c.id}: ${res.statusCode} ${res.body}`);
  }
}

// ---------------------------------------------------------------- the checks

type Json = Record<string, unknown>;
const ids = (list: unknown): number[] => (list as { id: number }[]).map((x) => x.id);
const sorted = (list: Iterable<number>) => [...list].sort((a, b) => a - b);
const sameSet = (a: Iterable<number>, b: Iterable<number>) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** The notifications of `u`: each is theirs (the database says so) and, with `references`, about something they may see. */
async function checkNotifications(u: MUser, wrong: string[], references: boolean) {
  const res = await u.client.get('/api/notifications?limit=100');
  const list = res.json().notifications as { id: number; reference_type: string | null; reference_id: number | null }[];
  const rows = list.length ? await t.database.db.selectFrom('notifications').select(['id', 'user_id']).where('id', 'in', ids(list)).execute() : [];
  for (const n of list) {
    const owner = rows.find((r) => r.id === n.id)?.user_id;
    if (owner !== u.id) wrong.push(`user ${u.id} got notification ${n.id} of user ${owner}`);
    if (!references || n.reference_id === null) continue;
    const ref = n.reference_id;
    const seen = <T>(known: Map<number, T>, rule: (u: MUser, x: T) => boolean) => known.has(ref) && rule(u, known.get(ref)!);
    const visible =
      n.reference_type === 'event' ? seen(model.events, oracle.event)
      : n.reference_type === 'post' ? seen(model.posts, oracle.post)
      : n.reference_type === 'community' ? seen(model.communities, oracle.community)
      : true;
    if (!visible) wrong.push(`user ${u.id} was told about ${n.reference_type} ${ref}, which they may not see`);
  }
}

/** Every list endpoint as `u`, against the oracle. */
async function checkUser(u: MUser, w: RunWorld, wrong: string[]) {
  const say = (what: string) => wrong.push(`user ${u.id}${u.global ? ' (global admin)' : ''}: ${what}`);
  const get = async (url: string) => {
    const res = await u.client.get(url);
    return { status: res.statusCode, body: res.statusCode === 200 ? (res.json() as Json) : {} };
  };
  const expectStatus = async (url: string, allowed: boolean) => {
    const r = await get(url);
    if (allowed ? r.status !== 200 : r.status !== 403 && r.status !== 404) say(`GET ${url} answered ${r.status}, ${allowed ? 'expected 200' : 'expected 403 or 404'}`);
    return r;
  };

  // ---- events: every list answer visible; where a filter pins the run's events down, exactly those
  const eventsOf = (from: string, to: string, f: (e: MEvent) => boolean = () => true) =>
    [...model.events.values()].filter((e) => e.date >= from && e.date <= to && f(e) && oracle.event(u, e)).map((e) => e.id);
  const eventLists: [string, number[] | null][] = [
    ['/api/events?limit=200', null],
    ['/api/events?when=all&limit=200', null],
    ['/api/events?when=past&limit=200', null],
    [`/api/events?from=${w.future.from}&to=${w.future.to}&limit=200`, eventsOf(w.future.from, w.future.to)],
    [`/api/events?when=past&from=${w.past.from}&to=${w.past.to}&limit=200`, eventsOf(w.past.from, w.past.to)],
    [`/api/events?from=${w.future.from}&to=${w.future.to}&event_type=mass&limit=200`, eventsOf(w.future.from, w.future.to, (e) => e.type === 'mass')],
    ...w.communities.map((c): [string, number[]] => [
      `/api/events?when=all&from=${w.past.from}&to=${w.future.to}&community_id=${c.id}&limit=200`,
      eventsOf(w.past.from, w.future.to, (e) => e.communityId === c.id),
    ]),
    ...[...new Set(w.events.map((e) => e.date))].map((d): [string, number[]] => [`/api/events?date=${d}`, eventsOf(d, d)]),
  ];
  for (const [url, exact] of eventLists) {
    const r = await get(url);
    if (r.status !== 200) {
      say(`GET ${url} answered ${r.status}`);
      continue;
    }
    const got = ids(r.body.events);
    for (const id of got) {
      const e = model.events.get(id);
      if (!e || !oracle.event(u, e)) say(`GET ${url} returned event ${id} (${e ? `${e.visibility}, community ${e.communityId}, owner ${e.ownerId}` : 'unknown'})`);
    }
    if (exact && !sameSet(got, exact)) say(`GET ${url} returned events ${sorted(got)}, expected ${sorted(exact)}`);
  }
  for (const e of w.events) {
    const r = await expectStatus(`/api/events/${e.id}?include_attendees=true`, oracle.event(u, e));
    if (r.status === 200 && !sameSet((r.body.attendees as { user_id: number }[]).map((a) => a.user_id), e.attendees)) say(`event ${e.id} shows other attendees`);
    const candidates = await get(`/api/events/${e.id}/song-candidates`);
    if (candidates.status === 200) {
      if (!oracle.event(u, e)) say(`song candidates of event ${e.id}, which they may not see`);
      for (const id of ids(candidates.body.songs)) {
        const s = model.songs.get(id);
        const fits = s && ((s.ownerType === 'user' && s.ownerId === u.id) || (s.ownerType === 'community' && s.ownerId === e.communityId));
        if (!fits || !oracle.song(u, s)) say(`song candidates of event ${e.id} offer song ${id}`);
      }
    } else if (candidates.status !== 403 && candidates.status !== 404) say(`song candidates of event ${e.id} answered ${candidates.status}`);
    const setlists = await expectStatus(`/api/setlists?event_id=${e.id}`, oracle.event(u, e));
    if (setlists.status === 200) {
      const expected = [...model.setlists].filter(([, eventId]) => eventId === e.id).map(([id]) => id);
      if (!sameSet(ids(setlists.body.setlists), expected)) say(`setlists of event ${e.id}: ${ids(setlists.body.setlists)}, expected ${expected}`);
    }
  }
  const setlists = await expectStatus('/api/setlists', true);
  for (const id of ids(setlists.body.setlists ?? [])) {
    const eventId = model.setlists.get(id);
    if (eventId === undefined || !oracle.event(u, model.events.get(eventId)!)) say(`GET /api/setlists returned setlist ${id} of event ${eventId}`);
  }

  // ---- songs
  const songsOf = (f: (s: MSong) => boolean) => [...model.songs].filter(([, s]) => f(s)).map(([id]) => id);
  /** The search by the run's tag finds exactly the run's songs in the list's scope. */
  const runSongsOf = (f: (s: MSong) => boolean) => w.songs.filter((id) => f(model.songs.get(id)!));
  const songLists: [string, boolean, number[] | null][] = [
    ['/api/songs?per_page=100', true, null],
    // Without a named owner the list is the caller's songs and their communities' (global admins included: songs.service.ts).
    [`/api/songs?search=${w.tag}&per_page=100`, true, runSongsOf((s) => oracle.songInOwnScope(u, s))],
    [`/api/songs?search=${w.tag}&user_only=true&per_page=100`, true, runSongsOf((s) => s.ownerType === 'user' && s.ownerId === u.id)],
    ...w.communities.map((c): [string, boolean, number[]] => [
      `/api/songs?search=${w.tag}&community_id=${c.id}&per_page=100`,
      oracle.communityInside(u, c),
      runSongsOf((s) => s.ownerType === 'community' && s.ownerId === c.id),
    ]),
  ];
  for (const [url, allowed, exact] of songLists) {
    const r = await expectStatus(url, allowed);
    if (r.status !== 200) continue;
    const got = ids(r.body.songs);
    for (const id of got) {
      const s = model.songs.get(id);
      if (!s || !oracle.song(u, s)) say(`GET ${url} returned song ${id} (${s ? `${s.ownerType} ${s.ownerId}` : 'unknown'})`);
    }
    if (exact && !sameSet(got, exact)) say(`GET ${url} returned songs ${sorted(got)}, expected ${sorted(exact)}`);
  }
  const collections = (await get('/api/song-collections')).body.collections as { id: string; owner_type: string; owner_id: number; song_count: number }[];
  const expectedCollections = ['user', ...memberships(u).map((c) => `community:${c.id}`)];
  if (JSON.stringify(collections.map((c) => c.id).sort()) !== JSON.stringify(expectedCollections.sort())) say(`song collections ${collections.map((c) => c.id)}, expected ${expectedCollections}`);
  for (const c of collections) {
    const count = c.owner_type === 'user' ? songsOf((s) => s.ownerType === 'user' && s.ownerId === u.id).length : songsOf((s) => s.ownerType === 'community' && s.ownerId === c.owner_id).length;
    if (c.owner_type === 'user' && c.owner_id !== u.id) say(`personal collection of user ${c.owner_id}`);
    if (c.song_count !== count) say(`collection ${c.id} counts ${c.song_count} songs, expected ${count}`);
  }

  // ---- posts
  const postsOf = (f: (p: MPost) => boolean) => [...model.posts].filter(([, p]) => f(p)).map(([id]) => id);
  const postLists: [string, boolean, number[]][] = [
    ['/api/posts?per_page=50', true, postsOf((p) => isMember(u, p.communityId))],
    ...w.communities.map((c): [string, boolean, number[]] => [`/api/posts?community_id=${c.id}&per_page=50`, oracle.communityInside(u, c), postsOf((p) => p.communityId === c.id)]),
  ];
  for (const [url, allowed, exact] of postLists) {
    const r = await expectStatus(url, allowed);
    if (r.status !== 200) continue;
    const got = ids(r.body.posts);
    for (const id of got) {
      const p = model.posts.get(id);
      if (!p || !oracle.post(u, p)) say(`GET ${url} returned post ${id} of community ${p?.communityId}`);
    }
    if (!sameSet(got, exact)) say(`GET ${url} returned posts ${sorted(got)}, expected ${sorted(exact)}`);
  }

  // ---- communities and their members
  const all = (await get('/api/communities')).body.communities as { id: number; role: Role | null; is_member: boolean; members_count: number }[];
  const visible = [...model.communities.values()].filter((c) => oracle.community(u, c)).map((c) => c.id);
  if (!sameSet(ids(all), visible)) say(`GET /api/communities returned ${sorted(ids(all))}, expected ${sorted(visible)}`);
  for (const c of all) {
    const m = model.communities.get(c.id);
    if (!m) continue;
    if (c.role !== (m.members.get(u.id) ?? null)) say(`community ${c.id} lists role ${c.role}, the model says ${m.members.get(u.id) ?? null}`);
    if (!u.global && c.is_member !== m.members.has(u.id)) say(`community ${c.id} lists is_member ${c.is_member}`);
    if (c.members_count !== m.members.size) say(`community ${c.id} counts ${c.members_count} members, expected ${m.members.size}`);
  }
  const mine = (await get('/api/user/communities')).body.communities;
  if (!sameSet(ids(mine), memberships(u).map((c) => c.id))) say(`GET /api/user/communities returned ${sorted(ids(mine))}`);
  for (const c of w.communities) {
    await expectStatus(`/api/communities/${c.id}`, oracle.community(u, c));
    const inside = oracle.communityInside(u, c);
    const members = await expectStatus(`/api/communities/${c.id}/users`, inside);
    if (members.status === 200) {
      const list = members.body.users as { id: number; email: string | null }[];
      if (!sameSet(ids(list), c.members.keys())) say(`members of ${c.id}: ${sorted(ids(list))}, expected ${sorted(c.members.keys())}`);
      // Addresses only for the community's admins and global admins (docs/decisions.md).
      const seesEmail = u.global || c.members.get(u.id) === 'community_admin';
      if (list.some((m) => (m.email !== null) !== seesEmail)) say(`members of ${c.id} ${seesEmail ? 'without' : 'with'} e-mail addresses`);
    }
    const pickers = await expectStatus(`/api/users?community_id=${c.id}`, inside);
    if (pickers.status === 200) {
      const list = pickers.body.users as Json[];
      if (!sameSet(ids(list), c.members.keys())) say(`GET /api/users?community_id=${c.id}: ${sorted(ids(list))}, expected ${sorted(c.members.keys())}`);
      if (list.some((p) => 'email' in p)) say(`GET /api/users?community_id=${c.id} shows e-mail addresses`);
    }
  }
  const loners = (await get('/api/users')).body.users as Json[];
  for (const p of loners) {
    const m = model.users.get(p.id as number);
    if (!m || memberships(m).length > 0 || 'email' in p) say(`GET /api/users returned user ${p.id as number}, who has a community or shows an address`);
  }

  await checkNotifications(u, wrong, false);
}

let runs = 0;

it('no list endpoint returns an object the rules hide from the caller', async () => {
  await fc.assert(
    fc.asyncProperty(planArb, async (plan) => {
      const k = ++runs;
      const w = await build(plan, k);
      const wrong: string[] = [];
      // Notifications are checked against the world they were sent in, before anyone is removed.
      for (const u of w.users) await checkNotifications(u, wrong, true);
      await removeMembers(plan, w, wrong);
      for (const u of w.users) await checkUser(u, w, wrong);
      expect(wrong).toEqual([]);
    }),
    { numRuns: 20 },
  );
}, 300_000);
