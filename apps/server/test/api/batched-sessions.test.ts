import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, loggedIn, newCommunity } from '../factories.ts';
import { buildTestApp, Client, dialectUnderTest, type TestApp } from '../helper.ts';
import { sha256 } from '../../src/tokens.ts';
import { EventsRepository } from '../../src/modules/events/events.repository.ts';
import { SessionsRepository } from '../../src/modules/auth/sessions.repository.ts';
import { RememberedReads } from '../../src/db/remembered.ts';

/**
 * Every request reads its session; on PostgreSQL the session reads of requests that arrive
 * together go to the database as one statement (db/prepared.ts batchedRow). Each request must
 * still get exactly its own session, user, versions and viewer's part, and see every write that
 * was committed before it arrived. On SQLite the reads run one by one; the answers are the same.
 * Rows remembered since the last write are used instead (db/remembered.ts), on PostgreSQL once the
 * turn's one statement found the database at their mark; a write moves it.
 */
let t: TestApp;
let leader: Awaited<ReturnType<typeof loggedIn>>;
let members: Awaited<ReturnType<typeof loggedIn>>[];
let events: number[];
const onPostgres = dialectUnderTest() === 'postgres';
const batchedStatements = () => t.database.statements!.log!.filter((s) => s.sql.includes('"call#"')).length;
const markStatements = () => t.database.statements!.log!.filter((s) => s.sql.includes('pg_current_snapshot')).length;
/** PostgreSQL: a transaction that takes an id and commits, changing nothing the reads show, moves the database's mark (db/remembered.ts). */
const moveTheMark = () => sql`select txid_current()`.execute(t.database.db);

beforeAll(async () => {
  t = await buildTestApp();
  t.database.statements!.log = [];
  leader = await loggedIn(t.app);
  const community = (await newCommunity(leader.client)).id;
  members = [];
  for (let i = 0; i < 5; i += 1) {
    const m = await loggedIn(t.app);
    await addMember(t.app, m.user.id, community);
    members.push(m);
  }
  events = [];
  const date = t.app.ctx.services.events.today();
  for (let i = 0; i < 2; i += 1) {
    const res = await leader.client.post('/api/events', { title: `Vaja ${i}`, date, location: 'Kor', community_id: community });
    events.push(res.json().event.id);
  }
  // The first two members are invited to the first event (a notice each), the third to the second;
  // the first declines, so members differ in their statuses and unread counts.
  expect((await leader.client.post(`/api/events/${events[0]}/attendees`, { user_ids: [members[0].user.id, members[1].user.id] })).statusCode).toBe(200);
  expect((await leader.client.post(`/api/events/${events[1]}/attendees`, { user_ids: [members[2].user.id] })).statusCode).toBe(200);
  expect((await members[0].client.put(`/api/events/${events[0]}/attendees/${members[0].user.id}`, { status: 'declined' })).statusCode).toBe(200);
});
afterAll(() => t.close());

/** Reads of every member, of the kinds that read the session in their own way, each sent with no wait between. */
const reads = () =>
  members.flatMap((m, i) => [
    { client: m.client, url: '/api/profile' },
    { client: m.client, url: '/api/notifications/unread-count' },
    { client: m.client, url: '/api/events?when=upcoming&limit=20' },
    { client: m.client, url: `/api/events/${events[i % 2]}?include_attendees=true` },
    { client: m.client, url: '/api/catholic-festivities?year=2026&month=12' },
  ]);

describe('session reads of requests that arrive together', () => {
  it('give each request its own user, versions and part: the answers are those of the requests sent one at a time', async () => {
    const alone = [];
    for (const r of reads()) alone.push(await r.client.get(r.url));
    // On PostgreSQL nothing read alone may be used: every request reads its session again.
    if (onPostgres) await moveTheMark();
    const before = batchedStatements();
    const together = await Promise.all(reads().map((r) => r.client.get(r.url)));
    expect(together.map((r) => [r.statusCode, r.json()])).toEqual(alone.map((r) => [r.statusCode, r.json()]));
    // What tells them apart is there to see: each profile is its member's, the first member declined.
    expect(together.filter((_, i) => i % 5 === 0).map((r) => r.json().username)).toEqual(members.map((m) => m.user.username));
    const first = together[3].json();
    expect(first.attendees.find((a: { user_id: number }) => a.user_id === members[0].user.id)?.status).toBe('declined');
    expect(together[1].json().unread_count).toBeGreaterThan(together[16].json().unread_count);
    if (onPostgres) expect(batchedStatements()).toBeGreaterThan(before);
    else expect(batchedStatements()).toBe(0);
  });

  it('a session ended before the requests arrive is refused among the others, and a write before them is seen', async () => {
    const ending = await loggedIn(t.app, members[4].user);
    const stale = new Client(t.app);
    stale.cookies.set('sid', ending.client.cookies.get('sid')!);
    expect((await stale.get('/api/profile')).statusCode).toBe(200);
    expect((await ending.client.post('/api/logout')).statusCode).toBe(200);
    // The second member confirms: written and committed before the reads are sent.
    expect((await members[1].client.put(`/api/events/${events[0]}/attendees/${members[1].user.id}`, { status: 'confirmed' })).statusCode).toBe(200);
    const [gone, ...answers] = await Promise.all([
      stale.get('/api/profile'),
      ...members.slice(0, 4).map((m) => m.client.get(`/api/events/${events[0]}?include_attendees=true`)),
      ...members.slice(0, 4).map((m) => m.client.get('/api/profile')),
    ]);
    expect(gone.statusCode).toBe(401);
    for (const a of answers) expect(a.statusCode).toBe(200);
    for (const page of answers.slice(0, 4)) {
      expect(page.json().attendees.find((a: { user_id: number }) => a.user_id === members[1].user.id)?.status).toBe('confirmed');
    }
    expect(answers.slice(4).map((a) => a.json().username)).toEqual(members.slice(0, 4).map((m) => m.user.username));
  });

  it('requests that arrive together with their sessions remembered ask the database for its mark once (PostgreSQL), and read nothing else', async () => {
    const urls = members.map((m) => ({ client: m.client, url: '/api/events?when=upcoming&limit=20' }));
    for (const r of urls) await r.client.get(r.url);
    const before = t.database.statements!.count;
    const marks = markStatements();
    const together = await Promise.all(urls.map((r) => r.client.get(r.url)));
    expect(together.map((r) => r.statusCode)).toEqual(urls.map(() => 200));
    expect(t.database.statements!.count - before).toBe(onPostgres ? 1 : 0);
    expect(markStatements() - marks).toBe(onPostgres ? 1 : 0);
  });

  it('the repository: calls made together are answered each with its own row, an unknown session or event with none', async () => {
    // Nothing remembered, so that every call reads.
    const sessions = new SessionsRepository(t.database, new RememberedReads(t.database, false));
    const hashes = [...members.slice(0, 4).map((m) => sha256(m.client.cookies.get('sid')!)), sha256('no such session')];
    const alone = [];
    for (const h of hashes) alone.push([await sessions.findWithVersions(h), await sessions.findWithEventVersions(h, events[1]), await sessions.findWithEventVersions(h, 999_999)]);
    const before = t.database.statements!.count;
    const together = await Promise.all(hashes.map((h) => Promise.all([sessions.findWithVersions(h), sessions.findWithEventVersions(h, events[1]), sessions.findWithEventVersions(h, 999_999)])));
    expect(together).toEqual(alone);
    expect(together.map(([v]) => v?.user_id)).toEqual([...members.slice(0, 4).map((m) => m.user.id), undefined]);
    expect(together[2][1]?.my_status).toBe('pending');
    expect(together[0][1]?.my_status).toBeNull();
    expect(together[0][2]?.event).toBeNull();
    // Fifteen calls of two kinds: on PostgreSQL one statement; on SQLite each call its own (or none, remembered).
    if (onPostgres) expect(t.database.statements!.count - before).toBe(1);
    else expect(t.database.statements!.count - before).toBeLessThanOrEqual(15);
  });
  it("the event reads: calls made together are answered each with its event and its viewer's part", async () => {
    const repo = new EventsRepository(t.database);
    const calls = members.flatMap((m) => [...events, 999_999].map((id) => ({ id, viewer: m.user.id })));
    const read = (c: { id: number; viewer: number }) => Promise.all([repo.findForViewer(c.id, c.viewer), repo.findWithAttendees(c.id, c.viewer)]);
    const alone = [];
    for (const c of calls) alone.push(await read(c));
    const before = t.database.statements!.count;
    const together = await Promise.all(calls.map(read));
    // A batched call's row also carries its place in the batch ("call#", db/prepared.ts batchedRow).
    const withoutCall = (v: unknown) => JSON.parse(JSON.stringify(v, (k, x) => (k === 'call#' ? undefined : x)));
    expect(withoutCall(together)).toEqual(withoutCall(alone));
    // What tells them apart: the first member declined the first event, the second confirmed it
    // (above) and is not on the second's list, the third is invited to the second.
    expect(together[0][0]?.my_status).toBe('declined');
    expect(together[0][1]?.attendees.map((a) => a.user_id)).toEqual([members[0].user.id, members[1].user.id]);
    expect(together[3][0]?.my_status).toBe('confirmed');
    expect(together[4][0]?.my_status).toBeNull();
    expect(together[7][0]?.my_status).toBe('pending');
    expect(together[7][1]?.row.title).toBe('Vaja 1');
    expect(together[2]).toEqual([undefined, undefined]);
    // Thirty calls of two reads: on PostgreSQL two statements; on SQLite one each.
    expect(t.database.statements!.count - before).toBe(onPostgres ? 2 : 30);
  });
});
