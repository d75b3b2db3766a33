import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { Client } from './helper.ts';

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
