import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCOUNTED_TABLES } from '../../src/db/migrations/0016_answer_versions.ts';
import { sha256 } from '../../src/tokens.ts';
import { addMember, loggedIn, newCommunity } from '../factories.ts';
import { buildTestApp, Client, dialectUnderTest, type TestApp } from '../helper.ts';

/**
 * Kept answers (http/kept-answers.ts): a hot read is answered again from what was kept, checked
 * against the versions the session's statement reads, until a write that changes it commits on any
 * instance. While nothing at all was written the session statement's row is remembered
 * (db/remembered.ts): on SQLite no statement runs, on PostgreSQL one, the turn's mark. Two app
 * instances on one database (PostgreSQL, or one SQLite file), as behind a proxy. On PostgreSQL
 * the counts assume no other database of the cluster is written meanwhile (a transaction anywhere
 * moves the mark): vitest.config.ts runs the PostgreSQL files one at a time.
 */
let a: TestApp;
let b: TestApp;
let admin: Awaited<ReturnType<typeof loggedIn>>;
let singer: Awaited<ReturnType<typeof loggedIn>>;
let alto: Awaited<ReturnType<typeof loggedIn>>;
let communityId: number;
let rehearsal: number;
let concert: number;

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const list = '/api/events?when=upcoming&limit=20';
/** Statements of a kept answer's read repeated with nothing written since (see above): none on SQLite, the turn's mark on PostgreSQL. */
const AGAIN = dialectUnderTest() === 'sqlite' ? 0 : 1;

beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({}, { instanceOf: a });
  admin = await loggedIn(a.app);
  singer = await loggedIn(a.app);
  alto = await loggedIn(a.app);
  communityId = (await newCommunity(admin.client)).id;
  for (const m of [singer, alto]) await addMember(a.app, m.user.id, communityId);
  const event = async (title: string, date: string) => {
    // Letters beyond ASCII: a kept event page goes out as UTF-8 bytes (db/json.ts withFieldsBytes).
    const res = await admin.client.post('/api/events', { title, date, location: 'Kor pri sv. Ožboltu', community_id: communityId });
    const id = res.json().event.id as number;
    expect((await admin.client.post(`/api/events/${id}/attendees`, { user_ids: [singer.user.id, alto.user.id] })).statusCode).toBe(200);
    return id;
  };
  rehearsal = await event('Vaja', day(2));
  // Long past: never in the upcoming list.
  concert = await event('Koncert', '2020-05-10');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The request's answer and how many statements it ran on its instance. */
async function read(t: TestApp, client: Client, url: string) {
  const before = t.database.statements!.count;
  const res = await client.get(url);
  expect(res.statusCode).toBe(200);
  return { body: res.json(), statements: t.database.statements!.count - before };
}

/** The same session on the other instance. */
function on(t: TestApp, client: Client): Client {
  const other = new Client(t.app);
  other.cookies = new Map(client.cookies);
  return other;
}

describe('kept answers', () => {
  it('answers a read again from one statement (none on SQLite while nothing was written), the same answer', async () => {
    const first = await read(a, singer.client, list);
    expect(first.statements).toBeGreaterThan(1);
    const again = await read(a, singer.client, list);
    expect(again.statements).toBe(AGAIN);
    expect(again.body).toEqual(first.body);
  });

  it("a member's own attendance click shows in their next read, made again from the kept list: their statuses read, not the events", async () => {
    await read(a, singer.client, list);
    expect((await singer.client.put(`/api/events/${rehearsal}/attendees/${singer.user.id}`, { status: 'confirmed' })).statusCode).toBe(200);
    const after = await read(a, singer.client, list);
    expect(after.body.events.find((e: { id: number }) => e.id === rehearsal).my_status).toBe('confirmed');
    expect(after.statements).toBeGreaterThan(0);
    expect((await read(a, singer.client, list)).statements).toBe(AGAIN);
    // What the same read computes afresh (a new session: nothing kept for it) is what was made again.
    const fresh = await loggedIn(a.app, singer.user);
    const computed = await read(a, fresh.client, list);
    expect(computed.body).toEqual(after.body);
    expect(computed.body.events.length).toBeGreaterThan(0);
  });

  it("the list made again after the member's own click is the session's one statement, which brings their statuses on its events", async () => {
    await read(a, singer.client, list);
    expect((await singer.client.put(`/api/events/${rehearsal}/attendees/${singer.user.id}`, { status: 'pending' })).statusCode).toBe(200);
    const statements = a.database.statements!;
    statements.log = [];
    try {
      const after = await read(a, singer.client, list);
      expect(after.body.events.find((e: { id: number }) => e.id === rehearsal).my_status).toBe('pending');
      expect(after.statements).toBe(1);
      const [text] = statements.log.map((s) => s.sql);
      expect(text).toMatch(/\bfrom "?sessions"?/i);
      expect(text).toMatch(/event_attendees own where own.user_id/);
    } finally {
      statements.log = null;
    }
  });

  it("the list made again where the session's row is remembered without its statuses (SQLite) reads them in one lookup; PostgreSQL with the session, as ever", async () => {
    await read(a, singer.client, list);
    expect((await singer.client.put(`/api/events/${rehearsal}/attendees/${singer.user.id}`, { status: 'declined' })).statusCode).toBe(200);
    // An event page's read reads the session again after the click; on SQLite its row is then
    // remembered without the list's statuses, which the list reads by themselves.
    expect((await singer.client.get(`/api/events/${rehearsal}`)).statusCode).toBe(200);
    const statements = a.database.statements!;
    statements.log = [];
    try {
      const after = await read(a, singer.client, list);
      expect(after.body.events.find((e: { id: number }) => e.id === rehearsal).my_status).toBe('declined');
      const texts = statements.log.map((s) => s.sql);
      expect(texts.filter((t) => /\bfrom "events"/i.test(t))).toEqual([]);
      expect(after.statements).toBe(1);
      expect(texts[0]).toMatch(/event_attendees own where own.user_id/);
      expect(/\bfrom "?sessions"?/i.test(texts[0]!)).toBe(dialectUnderTest() !== 'sqlite');
    } finally {
      statements.log = null;
    }
    // As the tests below expect it.
    expect((await singer.client.put(`/api/events/${rehearsal}/attendees/${singer.user.id}`, { status: 'pending' })).statusCode).toBe(200);
  });

  it("another member's attendance click keeps the answer, on a listed event too: it shows only the member's own status", async () => {
    const before = await read(a, singer.client, list);
    expect((await alto.client.put(`/api/events/${concert}/attendees/${alto.user.id}`, { status: 'declined' })).statusCode).toBe(200);
    expect((await on(b, alto.client).put(`/api/events/${rehearsal}/attendees/${alto.user.id}`, { status: 'declined' })).statusCode).toBe(200);
    // On PostgreSQL the turn's mark, found moved by B's write, then the session's statement.
    const after = await read(a, singer.client, list);
    expect(after.statements).toBe(dialectUnderTest() === 'sqlite' ? 1 : 2);
    expect(after.body).toEqual(before.body);
    // What the same read computes afresh (a new session: nothing kept for it) is what was served.
    const fresh = await loggedIn(a.app, singer.user);
    const computed = await read(a, fresh.client, list);
    expect(computed.statements).toBeGreaterThan(1);
    expect(computed.body).toEqual(after.body);
  });

  it("another member's click on the same instance leaves this member's session remembered (SQLite: no statement; PostgreSQL: the mark's), and shows at once where it reaches", async () => {
    const statusOf = (body: { attendees: { user_id: number; status: string }[] }) => body.attendees.find((x) => x.user_id === alto.user.id)?.status;
    const eventPage = `/api/events/${rehearsal}?include_attendees=true`;
    await read(a, singer.client, list);
    await read(a, singer.client, eventPage);
    expect((await read(a, singer.client, list)).statements).toBe(AGAIN);
    expect((await alto.client.put(`/api/events/${rehearsal}/attendees/${alto.user.id}`, { status: 'confirmed' })).statusCode).toBe(200);
    // The singer's session and versions stay remembered: the click reached only alto and the event
    // (on PostgreSQL the mark, moved by this instance's own click only, is all that is asked).
    const statements = a.database.statements!;
    statements.log = [];
    try {
      expect((await read(a, singer.client, list)).statements).toBe(AGAIN);
      for (const { sql: text } of statements.log) expect(text).toMatch(/^select pg_current_snapshot\(\)/);
    } finally {
      statements.log = null;
    }
    // The event page shows alto's new status to the singer, and alto's own list shows it to alto.
    expect(statusOf((await read(a, singer.client, eventPage)).body)).toBe('confirmed');
    const own = await read(a, alto.client, list);
    expect(own.statements).toBeGreaterThan(AGAIN);
    expect(own.body.events.find((e: { id: number }) => e.id === rehearsal).my_status).toBe('confirmed');
    // A leader's click for the singer reaches the singer: their list shows it at once.
    expect((await read(a, singer.client, list)).body.events.find((e: { id: number }) => e.id === rehearsal).my_status).toBe('pending');
    expect((await admin.client.put(`/api/events/${rehearsal}/attendees/${singer.user.id}`, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await read(a, singer.client, list)).body.events.find((e: { id: number }) => e.id === rehearsal).my_status).toBe('confirmed');
  });

  it("a decline's notice reaches the organizer's remembered unread count at once; an attendee added (not a status) forgets everything", async () => {
    const unread = '/api/notifications/unread-count';
    expect((await alto.client.put(`/api/events/${rehearsal}/attendees/${alto.user.id}`, { status: 'pending' })).statusCode).toBe(200);
    const before = (await read(a, admin.client, unread)).body.unread_count as number;
    expect((await read(a, admin.client, unread)).statements).toBe(AGAIN);
    expect((await alto.client.put(`/api/events/${rehearsal}/attendees/${alto.user.id}`, { status: 'declined' })).statusCode).toBe(200);
    expect((await read(a, admin.client, unread)).body.unread_count).toBe(before + 1);

    const count = async () => (await read(a, singer.client, list)).body.events.find((e: { id: number }) => e.id === rehearsal).attendee_count as number;
    const attendees = await count();
    expect((await read(a, singer.client, list)).statements).toBe(AGAIN);
    const bass = await loggedIn(a.app);
    await addMember(a.app, bass.user.id, communityId);
    expect((await admin.client.post(`/api/events/${rehearsal}/attendees`, { user_ids: [bass.user.id] })).statusCode).toBe(200);
    expect(await count()).toBe(attendees + 1);
    // A member not on the list answering adds their row: the same click, but it moves the world.
    const baritone = await loggedIn(a.app);
    await addMember(a.app, baritone.user.id, communityId);
    await read(a, singer.client, list);
    expect((await read(a, singer.client, list)).statements).toBe(AGAIN);
    expect((await baritone.client.put(`/api/events/${rehearsal}/attendees/${baritone.user.id}`, { status: 'confirmed' })).statusCode).toBe(200);
    expect(await count()).toBe(attendees + 2);
  });

  it("a write on another instance ends the kept answer at once: a leader sets the member's status, then the event's title", async () => {
    await read(a, singer.client, list);
    expect((await read(a, singer.client, list)).statements).toBe(AGAIN);
    const adminOnB = on(b, admin.client);
    expect((await adminOnB.put(`/api/events/${rehearsal}/attendees/${singer.user.id}`, { status: 'declined' })).statusCode).toBe(200);
    // Made again from the session's statement, which brings the member's statuses as B wrote them
    // (on PostgreSQL after the turn's mark, found moved: the remembered session is forgotten).
    const after = await read(a, singer.client, list);
    expect(after.statements).toBe(dialectUnderTest() === 'sqlite' ? 1 : 2);
    expect(after.body.events.find((e: { id: number }) => e.id === rehearsal).my_status).toBe('declined');

    expect((await adminOnB.put(`/api/events/${rehearsal}`, { title: 'Vaja za božič', date: day(2), location: 'Kor pri sv. Ožboltu', community_id: communityId })).statusCode).toBe(200);
    expect((await read(a, singer.client, list)).body.events.find((e: { id: number }) => e.id === rehearsal).title).toBe('Vaja za božič');
  });

  it('an attendee added on another instance ends the answer (the count it shows)', async () => {
    const count = async () => (await read(a, singer.client, list)).body.events.find((e: { id: number }) => e.id === rehearsal).attendee_count as number;
    const before = await count();
    const tenor = await loggedIn(a.app);
    await addMember(a.app, tenor.user.id, communityId);
    expect((await on(b, admin.client).post(`/api/events/${rehearsal}/attendees`, { user_ids: [tenor.user.id] })).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('a songbook search and a song show what another instance wrote', async () => {
    const url = `/api/songs?community_id=${communityId}&search=zdrava&per_page=50`;
    expect((await read(a, singer.client, url)).body.songs).toHaveLength(0);
    expect((await read(a, singer.client, url)).statements).toBe(AGAIN);
    const created = await on(b, admin.client).post('/api/songs', { title: 'Zdrava Marija', community_id: communityId });
    expect(created.statusCode).toBe(201);
    expect((await read(a, singer.client, url)).body.songs.map((s: { title: string }) => s.title)).toEqual(['Zdrava Marija']);

    const song = `/api/songs/${created.json().song.id}`;
    await read(a, singer.client, song);
    expect((await read(a, singer.client, song)).statements).toBe(AGAIN);
    expect((await on(b, admin.client).put(song, { title: 'Zdrava, Marija', community_id: communityId })).statusCode).toBe(200);
    expect((await read(a, singer.client, song)).body.title).toBe('Zdrava, Marija');
  });

  it('a profile shows what another instance wrote: the name, a community joined', async () => {
    const url = '/api/profile';
    await read(a, alto.client, url);
    expect((await read(a, alto.client, url)).statements).toBe(AGAIN);
    const renamed = await on(b, alto.client).put(url, { email: alto.user.email, display_name: 'Ana Altistka' });
    expect(renamed.statusCode).toBe(200);
    expect((await read(a, alto.client, url)).body.display_name).toBe('Ana Altistka');
    const choir = (await newCommunity(admin.client)).id;
    await read(a, alto.client, url);
    expect((await read(a, alto.client, url)).statements).toBe(AGAIN);
    // Written on b's connection with no request between (as a command would; see the test of an
    // ended session below): the next request reaches a in a later turn of the event loop.
    await addMember(b.app, alto.user.id, choir);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await read(a, alto.client, url)).body.communities.map((c: { id: number }) => c.id)).toContain(choir);
  });

  it("a member's own attendance click keeps their songbook's answers, which show no attendance", async () => {
    const url = `/api/songs?community_id=${communityId}&per_page=50`;
    const first = await read(a, singer.client, url);
    expect((await singer.client.put(`/api/events/${rehearsal}/attendees/${singer.user.id}`, { status: 'pending' })).statusCode).toBe(200);
    const again = await read(a, singer.client, url);
    expect(again.statements).toBe(1);
    expect(again.body).toEqual(first.body);
  });

  it('is never served to another session, nor after logout', async () => {
    // The two members' lists differ in their own status.
    expect((await singer.client.put(`/api/events/${rehearsal}/attendees/${singer.user.id}`, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await alto.client.put(`/api/events/${rehearsal}/attendees/${alto.user.id}`, { status: 'declined' })).statusCode).toBe(200);
    const mine = (await read(a, singer.client, list)).body;
    expect((await read(a, alto.client, list)).body).not.toEqual(mine);
    const second = await loggedIn(a.app, singer.user);
    const cookie = second.client.cookieHeader;
    expect((await read(a, second.client, list)).statements).toBeGreaterThan(1);
    expect((await read(a, second.client, list)).statements).toBe(AGAIN);
    expect((await second.client.post('/api/logout')).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'GET', url: list, headers: { cookie } })).statusCode).toBe(401);
  });

  it('a session ended on another instance, or by a command beside the app, is ended here at once', async () => {
    for (const end of ['logout', 'command'] as const) {
      const member = await loggedIn(a.app, singer.user);
      await read(a, member.client, list);
      expect((await read(a, member.client, list)).statements).toBe(AGAIN);
      const profile = await read(a, member.client, '/api/profile');
      expect(profile.body.username).toBe(singer.user.username);
      if (end === 'logout') expect((await on(b, member.client).post('/api/logout')).statusCode).toBe(200);
      else {
        // As a command run beside the app does: a write on another connection to the database.
        // Its process is another, so the next request reaches the app through I/O, in a later turn
        // of the event loop (db/database.ts sqliteWriteMark; process.test.ts runs it for real).
        await b.database.db.deleteFrom('sessions').where('id', '=', sha256(member.client.cookies.get('sid')!)).execute();
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect((await member.client.get(list)).statusCode).toBe(401);
      expect((await member.client.get('/api/profile')).statusCode).toBe(401);
      expect((await member.client.get('/api/notifications/unread-count')).statusCode).toBe(401);
    }
  });

  it('ends with the app\'s day: "upcoming" is relative to today', async () => {
    await read(a, singer.client, list);
    expect((await read(a, singer.client, list)).statements).toBe(AGAIN);
    a.clock.advance(86_400_000);
    try {
      expect((await read(a, singer.client, list)).statements).toBeGreaterThan(1);
    } finally {
      a.clock.advance(-86_400_000);
    }
  });

  it('keeps nothing read beside a transaction that is then rolled back (SQLite reads see open writes)', async () => {
    const title = () => read(a, singer.client, list).then((r) => r.body.events.find((e: { id: number }) => e.id === rehearsal).title);
    const before = await title();
    await a.database.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('events').set({ title: 'Nikoli' }).where('id', '=', rehearsal).execute();
        await singer.client.get(list);
        throw new Error('undone');
      })
      .catch(() => {});
    // A committed write brings the world's version to the number the undone one had.
    expect((await admin.client.post('/api/songs', { title: 'Kraljica neba', community_id: communityId })).statusCode).toBe(201);
    expect(await title()).toBe(before);
  });
});

describe('an event page, kept once for every member who may see it', () => {
  const page = (id: number) => `/api/events/${id}?include_attendees=true`;
  const statusOf = (body: { attendees: { user_id: number; status: string }[] }, userId: number) => body.attendees.find((x) => x.user_id === userId)?.status;

  it("is answered to another member from one statement, with that member's own status and verdicts", async () => {
    expect((await singer.client.put(`/api/events/${rehearsal}/attendees/${singer.user.id}`, { status: 'confirmed' })).statusCode).toBe(200);
    const leader = await read(a, admin.client, page(rehearsal));
    expect(leader.statements).toBeGreaterThan(1);
    expect(leader.body).toMatchObject({ can_edit: true, can_manage_attendance: true, my_status: null });
    const member = await read(a, singer.client, page(rehearsal));
    expect(member.statements).toBe(1);
    expect(member.body).toMatchObject({ can_edit: false, can_delete: false, can_manage_attendance: false, can_attend: true, my_status: 'confirmed' });
    // Each part's whole answer is kept beside the page: the two read in turn each get their own again.
    for (let i = 0; i < 2; i++) {
      const again = await read(a, admin.client, page(rehearsal));
      expect(again.statements).toBe(AGAIN);
      expect(again.body).toEqual(leader.body);
      const mineAgain = await read(a, singer.client, page(rehearsal));
      expect(mineAgain.statements).toBe(AGAIN);
      expect(mineAgain.body).toEqual(member.body);
    }
    // What the member's read computes afresh (nothing kept on the other instance yet) is what was served.
    const computed = await read(b, on(b, singer.client), page(rehearsal));
    expect(computed.statements).toBeGreaterThan(1);
    expect(computed.body).toEqual(member.body);
    expect(member.body.location).toBe('Kor pri sv. Ožboltu');
    // Without the attendee list: kept under its own URL.
    await read(a, admin.client, `/api/events/${rehearsal}`);
    const plain = await read(a, alto.client, `/api/events/${rehearsal}`);
    expect(plain.statements).toBe(1);
    expect(plain.body.attendees).toBeUndefined();
    expect(plain.body.title).toBe(member.body.title);
  });

  it("any attendee's status change on another instance ends it at once, for every member", async () => {
    await read(a, singer.client, page(rehearsal));
    expect((await read(a, admin.client, page(rehearsal))).statements).toBe(AGAIN);
    expect((await on(b, alto.client).put(`/api/events/${rehearsal}/attendees/${alto.user.id}`, { status: 'confirmed' })).statusCode).toBe(200);
    const after = await read(a, admin.client, page(rehearsal));
    expect(after.statements).toBeGreaterThan(1);
    expect(statusOf(after.body, alto.user.id)).toBe('confirmed');
    expect((await on(b, admin.client).put(`/api/events/${rehearsal}/attendees/${alto.user.id}`, { status: 'declined' })).statusCode).toBe(200);
    const mine = await read(a, alto.client, page(rehearsal));
    expect(mine.body.my_status).toBe('declined');
    expect(statusOf(mine.body, alto.user.id)).toBe('declined');
    expect(mine.body.attendees.find((x: { user_id: number }) => x.user_id === alto.user.id).set_by_id).toBe(admin.user.id);
  });

  it('is never shown to a member the policy does not let see the event: 404, as computed', async () => {
    const res = await admin.client.post('/api/events', { title: 'Sestanek vodstva', date: day(3), location: 'Župnišče', visibility: 'private', community_id: communityId });
    const secret = res.json().event.id as number;
    await read(a, admin.client, page(secret));
    expect((await read(a, admin.client, page(secret))).statements).toBe(AGAIN);
    const denied = await singer.client.get(page(secret));
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error).toBe((await on(b, singer.client).get(page(secret))).json().error);
    // Invited (on another instance): the same kept page is now theirs to see, with their own status.
    expect((await on(b, admin.client).post(`/api/events/${secret}/attendees`, { user_ids: [singer.user.id] })).statusCode).toBe(200);
    await read(a, admin.client, page(secret));
    const invited = await read(a, singer.client, page(secret));
    expect(invited.statements).toBe(1);
    expect(invited.body).toMatchObject({ my_status: 'pending', can_attend: true, can_edit: false });
  });

  it("a member's role changed on another instance shows at once, in the verdicts of a page read with nothing written before", async () => {
    const first = await read(a, singer.client, page(rehearsal));
    const before = await read(a, singer.client, page(rehearsal));
    expect(before.statements).toBe(AGAIN);
    // Read with no statement on SQLite: the member's own status from the kept page's attendees.
    expect(first.body.my_status).toBe(statusOf(first.body, singer.user.id));
    expect(first.body.my_status).not.toBeNull();
    expect(before.body.my_status).toBe(first.body.my_status);
    expect(before.body).toMatchObject({ can_delete: false, can_manage_attendance: false });
    const role = (r: string) => on(b, admin.client).put(`/api/communities/${communityId}/admin/users/${singer.user.id}/role`, { role: r });
    expect((await role('community_admin')).statusCode).toBe(200);
    try {
      const after = await read(a, singer.client, page(rehearsal));
      expect(after.statements).toBeGreaterThan(0);
      expect(after.body).toMatchObject({ can_delete: true, can_manage_attendance: true });
    } finally {
      expect((await role('member')).statusCode).toBe(200);
    }
    expect((await read(a, singer.client, page(rehearsal))).body.can_delete).toBe(false);
  });

  it('an id that is no event answers 404, and a malformed one 400, as without kept answers', async () => {
    expect((await singer.client.get(page(987_654))).statusCode).toBe(404);
    expect((await singer.client.get('/api/events/abc?include_attendees=true')).statusCode).toBe(400);
  });
});

describe("a community's songbook page, kept once for all its members", () => {
  const page = () => `/api/songs?community_id=${communityId}&search=ave&per_page=50`;
  type Item = { title: string; last_sung: string | null; times_sung_12m: number; can_edit: boolean };
  const titled = (body: { songs: Item[] }, title: string) => body.songs.find((x) => x.title === title)!;
  /** The read and whether it searched the songs (their index or their rows) rather than using the shared page. */
  async function readLogged(t: TestApp, client: Client, u: string) {
    const statements = t.database.statements!;
    statements.log = [];
    try {
      const r = await read(t, client, u);
      return { ...r, searched: statements.log.some((x) => /song_prefixes/.test(x.sql)) };
    } finally {
      statements.log = null;
    }
  }

  /** A third instance that keeps nothing: what every read computes. */
  let plain: TestApp;
  afterAll(() => plain?.close());

  beforeAll(async () => {
    plain = await buildTestApp({ KEPT_ANSWERS_MB: '0' }, { instanceOf: a });
    for (const title of ['Ave Maria', 'Ave verum']) expect((await admin.client.post('/api/songs', { title, community_id: communityId })).statusCode).toBe(201);
    // A past private event only the singer was invited to, whose setlist held Ave Maria: it is in the singer's history, not the alto's.
    const res = await admin.client.post('/api/events', { title: 'Poroka', date: '2021-06-12', location: 'Brezje', visibility: 'private', community_id: communityId });
    const wedding = res.json().event.id as number;
    expect((await admin.client.post(`/api/events/${wedding}/attendees`, { user_ids: [singer.user.id] })).statusCode).toBe(200);
    const songs = (await read(a, admin.client, page())).body.songs as { id: number; title: string }[];
    const ave = songs.find((x) => x.title === 'Ave Maria')!.id;
    expect((await admin.client.post('/api/setlists', { event_id: wedding, songs: [{ song_id: ave, song_role: null, comment: null }] })).statusCode).toBe(201);
  });

  it("is answered to another member without searching again, with their own part (history, own songs, verdict), as computed", async () => {
    const leader = await readLogged(a, admin.client, page());
    expect(leader.searched).toBe(true);
    expect(leader.body.own_count).toBeGreaterThanOrEqual(2);
    expect(titled(leader.body, 'Ave Maria')).toMatchObject({ can_edit: true, last_sung: '2021-06-12', times_sung_12m: 0 });
    for (const [member, sung] of [[singer, '2021-06-12'], [alto, null]] as const) {
      const shared = await readLogged(a, member.client, page());
      expect(shared.searched).toBe(false);
      expect(titled(shared.body, 'Ave Maria')).toMatchObject({ can_edit: false, last_sung: sung });
      expect(shared.body.own_count).toBe(0);
      // What the member's read computes afresh (on an instance that keeps nothing) is what was served.
      const computed = await readLogged(plain, on(plain, member.client), page());
      expect(computed.searched).toBe(true);
      expect(computed.body).toEqual(shared.body);
    }
  });

  it('shows a song added on another instance to every member at once', async () => {
    await read(a, singer.client, page());
    await read(a, alto.client, page());
    expect((await on(b, admin.client).post('/api/songs', { title: 'Ave Regina', community_id: communityId })).statusCode).toBe(201);
    for (const member of [singer, alto]) expect((await read(a, member.client, page())).body.songs.map((x: Item) => x.title)).toContain('Ave Regina');
  });

  // A member's membership of the songbook's community and their own songs' count are kept with the
  // pages (communities.service load, songs.service list): their next page runs only its history.
  it("a member's next page, shared, reads only its history; their standing is read again after any write", async () => {
    const other = (n: number) => `/api/songs?community_id=${communityId}&search=ave&per_page=1&page=${n}`;
    const statements = a.database.statements!;
    const logged = async (client: Client, u: string) => {
      statements.log = [];
      try {
        return { ...(await read(a, client, u)), sql: statements.log.map((x) => x.sql) };
      } finally {
        statements.log = null;
      }
    };
    const own = (await read(a, admin.client, other(1))).body.own_count as number;
    await read(a, alto.client, other(2));
    const shared = await logged(admin.client, other(2));
    expect(shared.sql.filter((x) => /song_prefixes|communities|created_by/.test(x))).toEqual([]);
    expect(shared.sql.filter((x) => /setlist_songs/.test(x))).toHaveLength(1);
    expect(shared.body.own_count).toBe(own);
    // The leader adds a song on the other instance: their own count shows it on their next page.
    expect((await on(b, admin.client).post('/api/songs', { title: 'Ave, zvezda morja', community_id: communityId })).statusCode).toBe(201);
    await read(a, alto.client, other(3));
    const after = await logged(admin.client, other(3));
    expect(after.body.own_count).toBe(own + 1);
    expect(after.sql.some((x) => /communities/.test(x))).toBe(true);
    // The alto, taken off the community on the other instance, is refused at once: the kept membership unused.
    await read(a, alto.client, other(1));
    await b.database.db.deleteFrom('community_users').where('community_id', '=', communityId).where('user_id', '=', alto.user.id).execute();
    // Another process's commit reaches this one's next request through I/O, in a later turn.
    await new Promise((resolve) => setImmediate(resolve));
    await read(a, admin.client, other(2));
    const refused = await alto.client.get(other(2));
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await addMember(a.app, alto.user.id, communityId);
  });

  it('is never shown to someone outside the community: refused as computed', async () => {
    const outsider = await loggedIn(a.app);
    const res = await outsider.client.get(page());
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const elsewhere = await on(b, outsider.client).get(page());
    expect([res.statusCode, res.json().error]).toEqual([elsewhere.statusCode, elsewhere.json().error]);
  });
});

it('every table but the named ones counts its writes in the world version', async () => {
  const special = ['event_attendees'];
  const tables =
    dialectUnderTest() === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(a.database.db)).rows.map((r) => r.name)
      : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%'`.execute(a.database.db)).rows.map((r) => r.name);
  const triggers =
    dialectUnderTest() === 'sqlite'
      ? (await sql<{ t: string; name: string }>`select tbl_name as t, name from sqlite_master where type = 'trigger'`.execute(a.database.db)).rows
      : (await sql<{ t: string; name: string }>`select c.relname as t, g.tgname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid where not g.tgisinternal`.execute(a.database.db)).rows;
  const counted = new Set(triggers.filter((r) => r.name.includes('_answer_')).map((r) => r.t));
  const missing = tables.filter((t) => !counted.has(t) && !UNCOUNTED_TABLES.includes(t));
  expect(missing).toEqual([]);
  for (const t of special) expect(counted.has(t)).toBe(true);
  expect(tables.length).toBeGreaterThan(20);
});
