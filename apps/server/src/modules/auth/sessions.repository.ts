import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { batchedRow, idList, param } from '../../db/prepared.ts';
import { markColumn, type RememberedKind, type RememberedReads } from '../../db/remembered.ts';
import type { DB, SessionsTable } from '../../db/schema.ts';
import type { AttendeeStatus } from '../events/events.mapper.ts';
import { ownStatusesJson, statusesFrom } from '../events/events.repository.ts';
import { unreadCountOf } from '../notifications/notifications.repository.ts';

export type SessionWithUser = {
  user_id: number;
  /** The session's start and last use, ms since 1970 (parsed once, where the row is read). */
  created_ms: number;
  last_seen_ms: number;
  username: string;
  display_name: string | null;
  role: string;
  email_verified: number;
};

/** The versions a kept answer is checked against (http/kept-answers.ts, migrations 0016 and 0017). */
export type AnswerVersions = {
  world: number;
  /** The user's own: bumped when one of their attendee statuses changes. */
  mine: number;
};

/**
 * The versions an event page's kept answer is checked against, and the viewer's own part of it
 * (their status and their role in the event's community), read fresh on every use.
 */
export type EventAnswerVersions = {
  world: number;
  /** Not checked by the page: read so that the row fills the session's remembered versions (AnswerVersions). */
  mine: number;
  /** events.answer_version (migration 0018), null when there is no such event. */
  event: number | null;
  my_status: AttendeeStatus | null;
  my_role: string | null;
};

/** What is remembered of an event between writes: its version and its community. */
type RememberedEvent = { version: number; community_id: number | null };

/** The statement's row (SessionRead): its times as stored, ISO text. */
type StoredTimes = { created_at: string; last_seen_at: string };

// Rows are built field by field: made by spreading or rest destructuring they cost ~5 µs more a
// request (measured in process), half the statement a remembered row spares. The times are parsed
// here, once per statement, not on every request that uses a remembered row (~3 % of a kept
// answer's instructions).
const sessionOf = (r: Omit<SessionWithUser, 'created_ms' | 'last_seen_ms'> & StoredTimes & AnswerVersions): SessionWithUser & AnswerVersions => ({
  user_id: r.user_id,
  created_ms: Date.parse(r.created_at),
  last_seen_ms: Date.parse(r.last_seen_at),
  username: r.username,
  display_name: r.display_name,
  role: r.role,
  email_verified: r.email_verified,
  world: r.world,
  mine: r.mine,
});
const withEvent = (s: SessionWithUser & AnswerVersions, event: number | null, my_status: AttendeeStatus | null, my_role: string | null): SessionWithUser & EventAnswerVersions => ({
  user_id: s.user_id,
  created_ms: s.created_ms,
  last_seen_ms: s.last_seen_ms,
  username: s.username,
  display_name: s.display_name,
  role: s.role,
  email_verified: s.email_verified,
  world: s.world,
  mine: s.mine,
  event,
  my_status,
  my_role,
});

/**
 * What a request's session read asks for beside the session: an event page's versions and part,
 * the unread count (1) or not (0), and the user's statuses on the events in `shown` (idList) if
 * their own version is no longer `mine` (see OwnStatusesSince).
 */
type SessionReadArgs = { id: string; event: number | null; unread: 0 | 1; mine: number | null; shown: string | null };
type SessionRead = Omit<SessionWithUser, 'created_ms' | 'last_seen_ms'> &
  StoredTimes &
  AnswerVersions &
  Omit<EventAnswerVersions, 'world' | 'mine'> & { event_community: number | null; unread: number | null; my_statuses: string | null; mark: string | null };

/**
 * A kept answer that shows the member's own attendance on these events, read at their own version
 * `mine` (http/kept-answers.ts): if that version has moved, their statuses on the events are read
 * with the session, and the answer is made again from them without a statement of its own.
 */
export type OwnStatusesSince = { mine: number; eventIds: readonly number[] };

export class SessionsRepository {
  private readonly db: Kysely<DB>;
  /**
   * Runs on every authenticated request: the session with its user and the versions kept answers
   * are checked against, and as asked an event page's versions and viewer's part (`event`) or the
   * user's unread notices, counted (`unread`). One read for every kind of request, so that on
   * PostgreSQL the session reads of requests that arrive together are one statement whatever they
   * ask (db/prepared.ts batchedRow); what a call does not ask for is not read (a left join on no
   * event finds none; CASE runs the count only when asked).
   */
  private readonly read;

  /**
   * The statement's rows until a write reaches them (db/remembered.ts), each filed under its user
   * or its event: per session (by its id) the user and the versions, and the same with the unread
   * count; per event its version and community; per member and community (`user community`) their
   * role. A request whose parts are all remembered runs no statement.
   */
  private readonly remembered: RememberedReads;
  private readonly sessions: RememberedKind<string, SessionWithUser & AnswerVersions>;
  private readonly unread: RememberedKind<string, SessionWithUser & AnswerVersions & { unread: number }>;
  private readonly events: RememberedKind<number, RememberedEvent>;
  private readonly roles: RememberedKind<string, string | null>;

  private readonly dialect: Database['dialect'];

  constructor(database: Database, remembered: RememberedReads) {
    this.db = database.db;
    this.dialect = database.dialect;
    this.remembered = remembered;
    this.sessions = remembered.kind('users');
    this.unread = remembered.kind('users');
    this.events = remembered.kind('events');
    this.roles = remembered.kind('users');
    this.read = batchedRow<SessionRead, SessionReadArgs>(
      database,
      (db) =>
        db
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.user_id')
          .leftJoin('events as e', (j) => j.on('e.id', '=', param<number | null>('event')))
          .leftJoin('event_attendees as me', (j) => j.onRef('me.event_id', '=', 'e.id').onRef('me.user_id', '=', 'sessions.user_id'))
          .leftJoin('community_users as cu', (j) => j.onRef('cu.community_id', '=', 'e.community_id').onRef('cu.user_id', '=', 'sessions.user_id'))
          .select(['sessions.user_id', 'sessions.created_at', 'sessions.last_seen_at', 'users.username', 'users.display_name', 'users.role', 'users.email_verified'])
          .select(['users.answer_version as mine', sql<number>`(select n from answer_versions where scope = 'world' and id = 0)`.as('world')])
          .select(['e.answer_version as event', 'e.community_id as event_community', 'me.status as my_status', 'cu.role as my_role'])
          .select(sql<number | null>`case when ${param<0 | 1>('unread')} = 1 then (${unreadCountOf(db, sql.ref<number>('sessions.user_id'))}) end`.as('unread'))
          .select(
            sql<string | null>`case when users.answer_version <> ${param<number | null>('mine')} then ${ownStatusesJson(database.dialect, sql.ref<number>('sessions.user_id'), 'shown')} end`.as('my_statuses'),
          )
          .select(markColumn(database.dialect).as('mark'))
          .where('sessions.id', '=', param<string>('id')),
      { id: 'text', event: 'integer', unread: 'integer', mine: 'integer', shown: 'text' },
    );
  }

  /** The session with its user and the user's unread notices, counted: the bell's poll in one statement. */
  async findWithUnread(id: string): Promise<(SessionWithUser & { unread: number }) | undefined> {
    const mark = this.remembered.now();
    const known = this.remembered.confirmed(mark, () => this.unread.get(id));
    const hit = known instanceof Promise ? await known : known;
    if (hit) return hit;
    const row = await this.read({ id, event: null, unread: 1, mine: null, shown: null });
    if (!row) return undefined;
    const session = sessionOf(row) as SessionWithUser & AnswerVersions & { unread: number };
    // PostgreSQL's count is a bigint, which node-postgres hands over as text.
    session.unread = Number(row.unread);
    this.unread.set(this.remembered.readAt(mark, row.mark), id, session, row.user_id);
    return session;
  }

  /**
   * The session with its user, the versions of one event's page and the viewer's part of it (see
   * EventAnswerVersions). `statuses`: the event's attendees' statuses as a kept page of it shows
   * them. When the session, the event and the viewer's role in its community are remembered, the
   * viewer's status is taken from there and no statement runs (on PostgreSQL, only the turn's
   * confirming one): right exactly when that page's versions are the ones returned, which the
   * caller checks before it uses the page.
   */
  async findWithEventVersions(id: string, eventId: number, statuses?: ReadonlyMap<number, AttendeeStatus>): Promise<(SessionWithUser & EventAnswerVersions) | undefined> {
    const mark = this.remembered.now();
    if (statuses) {
      const known = this.remembered.confirmed(mark, () => this.rememberedEvent(id, eventId, statuses));
      const hit = known instanceof Promise ? await known : known;
      if (hit) return hit;
    }
    const row = await this.read({ id, event: eventId, unread: 0, mine: null, shown: null });
    if (!row) return undefined;
    const session = sessionOf(row);
    const readAt = this.remembered.readAt(mark, row.mark);
    this.sessions.set(readAt, id, session, row.user_id);
    if (row.event !== null) {
      this.events.set(readAt, eventId, { version: row.event, community_id: row.event_community }, eventId);
      if (row.event_community !== null) this.roles.set(readAt, `${row.user_id} ${row.event_community}`, row.my_role, row.user_id);
    }
    return withEvent(session, row.event, row.my_status, row.my_role);
  }

  /** The session, the event and the viewer's role in its community, as remembered (findWithEventVersions), if all three are. */
  private rememberedEvent(id: string, eventId: number, statuses: ReadonlyMap<number, AttendeeStatus>): (SessionWithUser & EventAnswerVersions) | undefined {
    const session = this.sessions.get(id);
    const event = session && this.events.get(eventId);
    if (!event) return undefined;
    const role = event.community_id === null ? null : this.roles.get(`${session.user_id} ${event.community_id}`);
    return role === undefined ? undefined : withEvent(session, event.version, statuses.get(session.user_id) ?? null, role);
  }

  /**
   * The session with its user and the current versions (see AnswerVersions): every request's but
   * the bell's and an event page's. Read from the database, or remembered only until the next
   * write by any instance (db/remembered.ts): ending a session or changing a user on one app
   * instance holds on every instance at once (issue 20). With `own`, and the user's own version
   * moved past it, also the user's statuses on its events (`statuses`; not when the row was
   * remembered: the caller reads them itself then).
   */
  async findWithVersions(id: string, own?: OwnStatusesSince): Promise<(SessionWithUser & AnswerVersions & { statuses?: Map<number, AttendeeStatus> }) | undefined> {
    // The row as an event page's read remembers it too (findWithEventVersions), whichever came first.
    const mark = this.remembered.now();
    // On PostgreSQL a kept list whose member's statuses moved is made again from the statement that
    // brings them: one round trip, where confirming the remembered row and then reading the
    // statuses would be two.
    const stale = own && this.dialect === 'postgres' ? own.mine : null;
    const known = this.remembered.confirmed(mark, () => {
      const row = this.sessions.get(id);
      return row && stale !== null && row.mine !== stale ? undefined : row;
    });
    // Awaited on PostgreSQL only: on SQLite a remembered row is used in the same synchronous stretch as its mark.
    const hit = known instanceof Promise ? await known : known;
    if (hit) return hit;
    const row = await this.read({ id, event: null, unread: 0, mine: own?.mine ?? null, shown: own ? idList(this.dialect, own.eventIds) : null });
    if (!row) return undefined;
    const session = sessionOf(row);
    this.sessions.set(this.remembered.readAt(mark, row.mark), id, session, row.user_id);
    // The statuses go to this caller only: what is remembered is the plain row.
    return row.my_statuses === null ? session : { ...session, statuses: statusesFrom(row.my_statuses) };
  }

  async insert(row: SessionsTable): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  async touch(id: string, at: string): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /** Ends every session of a user except, optionally, the current one. */
  async deleteForUser(userId: number, exceptId?: string | null): Promise<void> {
    let q = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId) q = q.where('id', '!=', exceptId);
    await q.execute();
  }
}
