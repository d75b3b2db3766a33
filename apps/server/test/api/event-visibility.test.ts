import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventVisibleSql, eventVisibleWalks } from '../../src/event-visibility.sql.ts';
import { can, type EventAccess } from '../../src/policy.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

/**
 * "Who may see an event" is written twice: policy.ts (event.view) and event-visibility.sql.ts, as
 * a row condition and as the list's index walks. fast-check generates small worlds (users,
 * communities with members, events of every visibility with owners, organizers and attendees),
 * writes them to the database, and asks all three, for every user and event: they must agree.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const USERS = 4;
const COMMUNITIES = 2;
const NOW = '2026-01-01T00:00:00.000Z';

const worldArb = fc.record({
  members: fc.array(fc.record({ user: fc.nat(USERS - 1), community: fc.nat(COMMUNITIES - 1), admin: fc.boolean() }), { maxLength: 8 }),
  events: fc.array(
    fc.record({
      visibility: fc.constantFrom('private' as const, 'community' as const, 'public' as const),
      community: fc.option(fc.nat(COMMUNITIES - 1), { nil: null }),
      owner: fc.nat(USERS - 1),
      organizer: fc.nat(USERS - 1),
      attendees: fc.uniqueArray(fc.nat(USERS - 1), { maxLength: USERS }),
    }),
    { minLength: 1, maxLength: 6 },
  ),
});
type World = typeof worldArb extends fc.Arbitrary<infer W> ? W : never;

async function clear() {
  const db = t.database.db;
  for (const table of ['event_attendees', 'events', 'community_users', 'communities', 'users'] as const) await db.deleteFrom(table).execute();
}

/** Writes the world; answers the users' and communities' ids and each event's policy view. */
async function write(w: World) {
  const db = t.database.db;
  const users: number[] = [];
  for (let i = 0; i < USERS; i++) users.push(await t.app.ctx.repos.users.insert({ username: `vis${i}`, email: `vis${i}@example.com`, password_hash: 'x' }));
  const communities: number[] = [];
  for (let i = 0; i < COMMUNITIES; i++) {
    const row = { name: `Skupnost ${i}`, description: null, visibility: 'Private', allow_member_edits: 0, supported_event_types: '[]', voice_part_minimums: null, admin_id: null, created_at: NOW, updated_at: NOW };
    communities.push((await db.insertInto('communities').values(row).returning('id').executeTakeFirstOrThrow()).id);
  }
  const roles = new Map<string, string>();
  for (const m of w.members) roles.set(`${m.user}:${m.community}`, m.admin ? 'community_admin' : 'member');
  for (const [key, role] of roles) {
    const [u, c] = key.split(':').map(Number);
    await db.insertInto('community_users').values({ user_id: users[u!]!, community_id: communities[c!]!, role, is_primary: 0, created_at: NOW }).execute();
  }
  const events: { id: number; access: Map<number, EventAccess> }[] = [];
  for (const [i, e] of w.events.entries()) {
    const row = {
      title: `Dogodek ${i}`,
      date: '2026-02-01',
      time: '19:00',
      location: 'Cerkev',
      event_type: 'rehearsal',
      description: null,
      visibility: e.visibility,
      community_id: e.community === null ? null : communities[e.community]!,
      owner_id: users[e.owner]!,
      organizer_id: users[e.organizer]!,
      header_image_stored: null,
      header_image_name: null,
      header_image_type: null,
      header_image_uploaded_at: null,
      created_at: NOW,
      updated_at: NOW,
    };
    const id = (await db.insertInto('events').values(row).returning('id').executeTakeFirstOrThrow()).id;
    for (const a of e.attendees) await db.insertInto('event_attendees').values({ event_id: id, user_id: users[a]!, status: 'pending', created_at: NOW, updated_at: NOW, set_by_id: null }).execute();
    const access = new Map<number, EventAccess>();
    for (let u = 0; u < USERS; u++) {
      const role = e.community === null ? null : (roles.get(`${u}:${e.community}`) ?? null);
      access.set(users[u]!, {
        visibility: e.visibility,
        owner_id: users[e.owner]!,
        organizer_id: users[e.organizer]!,
        is_attendee: e.attendees.includes(u),
        community: e.community === null ? null : { role, allow_member_edits: false },
      });
    }
    events.push({ id, access });
  }
  return { users, events };
}

/** The events the row condition lets the viewer see. */
async function byCondition(viewer: number): Promise<number[]> {
  const rows = await t.database.db
    .selectFrom('events as e')
    .leftJoin('event_attendees as me', (j) => j.onRef('me.event_id', '=', 'e.id').on('me.user_id', '=', viewer))
    .leftJoin('community_users as cu', (j) => j.onRef('cu.community_id', '=', 'e.community_id').on('cu.user_id', '=', viewer))
    .select('e.id')
    .where(eventVisibleSql(viewer))
    .execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The events the union of the list's walks reaches for the viewer. */
async function byWalks(viewer: number): Promise<number[]> {
  const walks = eventVisibleWalks(viewer).map(([from, where]) => sql`select e.id from ${from} where ${where}`);
  const { rows } = await sql<{ id: number }>`${sql.join(walks, sql` union `)}`.execute(t.database.db);
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

it('policy.ts, the SQL condition and the list walks agree on who may see an event', async () => {
  await fc.assert(
    fc.asyncProperty(worldArb, async (w) => {
      await clear();
      const { users, events } = await write(w);
      for (const viewer of users) {
        const actor = { id: viewer, username: 'x', display_name: null, role: 'user', email_verified: true };
        const byPolicy = events.filter((e) => can(actor, { type: 'event.view', event: e.access.get(viewer)! })).map((e) => e.id);
        expect(await byCondition(viewer)).toEqual(byPolicy);
        expect(await byWalks(viewer)).toEqual(byPolicy);
      }
    }),
    { numRuns: 60 },
  );
});
