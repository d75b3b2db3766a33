import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { Client, multipart } from './helper.ts';
import { onePagePdf } from './pdf.ts';

let seq = 0;
const cachedHash = new Map<string, Promise<string>>();

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** Inserts a user directly (verified unless told otherwise); hashing is cached to keep tests fast. */
export async function newUser(
  app: FastifyInstance,
  o: { username?: string; email?: string; password?: string; verified?: boolean; role?: string } = {},
): Promise<TestUser> {
  seq += 1;
  const username = o.username ?? `pevec${seq}_${Math.random().toString(36).slice(2, 6)}`;
  const email = (o.email ?? `${username}@zbor.test`).toLowerCase();
  const password = o.password ?? 'geslo-1234';
  if (!cachedHash.has(password)) cachedHash.set(password, hashPassword(password));
  const id = await app.ctx.repos.users.insert({
    username,
    email,
    password_hash: await cachedHash.get(password)!,
    role: o.role ?? 'user',
    email_verified: o.verified === false ? 0 : 1,
    is_approved: 1,
  });
  return { id, username, email, password };
}

/** A client logged in as a fresh (or given) user. */
export async function loggedIn(app: FastifyInstance, user?: TestUser): Promise<{ client: Client; user: TestUser }> {
  const u = user ?? (await newUser(app));
  const client = new Client(app);
  const res = await client.post('/api/login', { username: u.username, password: u.password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { client, user: u };
}

/** A community created through the API by `owner` (who becomes its admin). */
export async function newCommunity(
  owner: Client,
  o: { name?: string; visibility?: 'Private' | 'Public'; description?: string } = {},
): Promise<{ id: number; name: string }> {
  seq += 1;
  const name = o.name ?? `Zbor ${seq} ${Math.random().toString(36).slice(2, 6)}`;
  const res = await owner.post('/api/communities', { name, description: o.description ?? 'Župnijski pevski zbor', visibility: o.visibility ?? 'Private' });
  if (res.statusCode !== 201) throw new Error(`community create failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().community.id, name };
}

/** Adds a user to a community directly (role member unless told), like an accepted invitation. */
export async function addMember(app: FastifyInstance, userId: number, communityId: number, role: 'member' | 'community_admin' = 'member') {
  await app.ctx.services.communities.addMember(userId, communityId, role, false);
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d5b1a30000000049454e44ae426082', 'hex');
const PDF = onePagePdf('Note');

async function expectOk(res: Promise<{ statusCode: number; body: string; json(): any }>, status = 200) {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`expected ${status}, got ${r.statusCode}: ${r.body}`);
  return r.json();
}

/**
 * A member with one of every kind of personal data (issue 61, "Moji podatki"): a photo, a
 * membership with a voice part in a group of `admin`'s (made when not given), attendance at a past
 * and a future event (the past one set by the admin), a community event they created, an
 * absence, a reminder setting and a reminder sent, a calendar feed, notifications, a post and a
 * comment, a personal song with its sheet music, a session, an answer token and an invitation to
 * their address from another group.
 */
export async function newUserWithEverything(app: FastifyInstance, o: { admin?: { client: Client; user: TestUser }; today: string; tag: string }) {
  const admin = o.admin ?? (await loggedIn(app));
  const community = await newCommunity(admin.client);
  await expectOk(admin.client.put(`/api/communities/${community.id}`, { name: community.name, description: 'Zbor', visibility: 'Private', allow_member_edits: true }));
  const { client, user } = await loggedIn(app, await newUser(app, { username: `vse_${o.tag}_${Math.random().toString(36).slice(2, 6)}` }));
  await addMember(app, user.id, community.id);
  await expectOk(client.put('/api/profile', { email: user.email, display_name: `Vsebina ${o.tag}` }));
  const photo = multipart('profile_image', 'jaz.png', 'image/png', PNG);
  await expectOk(client.send('POST', '/api/profile/upload-image', photo.payload, photo.headers));
  await expectOk(client.put(`/api/communities/${community.id}/voice-parts/${user.id}`, { voice_part: 'Alt' }));

  const day = (n: number) => {
    const d = new Date(`${o.today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  const event = async (c: Client, date: string, title: string) =>
    (await expectOk(c.post('/api/events', { title, date, time: '19:30', location: 'Župnišče', visibility: 'community', community_id: community.id }), 201)).event.id as number;
  const past = await event(admin.client, day(-7), `Pretekla vaja ${o.tag}`);
  const future = await event(admin.client, day(7), `Adventna vaja ${o.tag}`);
  for (const id of [past, future]) await expectOk(admin.client.post(`/api/events/${id}/attendees`, { user_ids: [user.id] }));
  await expectOk(admin.client.put(`/api/events/${past}/attendees/${user.id}`, { status: 'confirmed' }));
  await expectOk(client.put(`/api/events/${future}/attendees/${user.id}`, { status: 'declined' }));
  const created = await event(client, day(14), `Koncert ${o.tag}`);

  await expectOk(client.post('/api/profile/absences', { start_date: day(20), end_date: day(22), note: `Dopust ${o.tag}` }), 201);
  await expectOk(client.put('/api/reminders/settings', { hours: 48 }));
  await expectOk(client.get('/api/calendar-feeds'));
  const now = new Date().toISOString();
  await app.ctx.db.insertInto('reminders_sent').values({ event_id: future, user_id: user.id, event_start: `${day(7)}T18:30:00.000Z`, claimed_at: now, sent_at: now, next_attempt_at: now, state: 'sent', last_error: null }).execute();
  await app.ctx.db.insertInto('rsvp_tokens').values({ token_hash: `rsvp-${o.tag}-${user.id}`, event_id: future, user_id: user.id, created_at: now }).execute();

  const post = (await expectOk(client.post('/api/posts', { title: `Objava ${o.tag}`, content: `Besedilo objave ${o.tag}`, community_id: community.id }), 201)).post.id as number;
  const comment = (await expectOk(client.post('/api/comments', { content: `Komentar ${o.tag}`, content_type: 'post', content_id: post }), 201)).comment.id as number;
  await expectOk(admin.client.post('/api/comments', { content: `Odgovor skrbnika ${o.tag}`, content_type: 'post', content_id: post }), 201);

  const song = (await expectOk(client.post('/api/songs', { title: `Moja pesem ${o.tag}`, lyrics: 'Gospod, usmili se' }), 201)).song.id as number;
  const pdf = multipart('file', 'note.pdf', 'application/pdf', PDF);
  await expectOk(client.send('POST', `/api/songs/${song}/upload-part`, pdf.payload, pdf.headers));

  // An invitation to their address from another group (its admin is the same person).
  const other = await newCommunity(admin.client);
  await expectOk(admin.client.post(`/api/communities/${other.id}/invites`, { email: user.email }), 201);
  return { admin, community, other, client, user, events: { past, future, created }, post, comment, song };
}
