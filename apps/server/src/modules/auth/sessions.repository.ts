import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { param, preparedRead } from '../../db/prepared.ts';
import type { DB, SessionsTable } from '../../db/schema.ts';
import { unreadCountOf } from '../notifications/notifications.repository.ts';

export type SessionWithUser = {
  user_id: number;
  created_at: string;
  last_seen_at: string;
  username: string;
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
  /** events.answer_version (migration 0018), null when there is no such event. */
  event: number | null;
  my_status: 'pending' | 'confirmed' | 'declined' | null;
  my_role: string | null;
};

export class SessionsRepository {
  private readonly db: Kysely<DB>;
  /** Runs on every authenticated request. */
  private readonly withUser;
  /** Runs instead on a read whose answer may be kept: the same, and the versions, in one statement. */
  private readonly withUserAndVersions;
  /** Runs instead on an event page's read: the session, the world's and the event's versions, and the viewer's part. */
  private readonly withUserAndEvent;
  /** Runs instead on the bell's poll: the session and the user's unread notices, counted. */
  private readonly withUserAndUnread;

  constructor(database: Database) {
    this.db = database.db;
    const session = (db: Kysely<DB>) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.user_id', 'sessions.created_at', 'sessions.last_seen_at', 'users.username', 'users.role', 'users.email_verified'])
        .where('sessions.id', '=', param<string>('id'));
    this.withUser = preparedRead(database, session);
    const world = sql<number>`(select n from answer_versions where scope = 'world' and id = 0)`.as('world');
    this.withUserAndVersions = preparedRead(database, (db) => session(db).select(['users.answer_version as mine', world]));
    this.withUserAndEvent = preparedRead(database, (db) => {
      const event = param<number>('event');
      return session(db)
        .leftJoin('events as e', (j) => j.on('e.id', '=', event))
        .leftJoin('event_attendees as me', (j) => j.onRef('me.event_id', '=', 'e.id').onRef('me.user_id', '=', 'sessions.user_id'))
        .leftJoin('community_users as cu', (j) => j.onRef('cu.community_id', '=', 'e.community_id').onRef('cu.user_id', '=', 'sessions.user_id'))
        .select([world, 'e.answer_version as event', 'me.status as my_status', 'cu.role as my_role']);
    });
    this.withUserAndUnread = preparedRead(database, (db) => session(db).select(unreadCountOf(db, sql.ref<number>('sessions.user_id')).as('unread')));
  }

  /** The session with its user and the user's unread notices, counted: the bell's poll in one statement. */
  async findWithUnread(id: string): Promise<(SessionWithUser & { unread: number }) | undefined> {
    const row = (await this.withUserAndUnread({ id }))[0] as (SessionWithUser & { unread: number | string }) | undefined;
    // PostgreSQL's count is a bigint, which node-postgres hands over as text.
    return row && { ...row, unread: Number(row.unread) };
  }

  /** The session with its user, the versions of one event's page and the viewer's part of it (see EventAnswerVersions). */
  async findWithEventVersions(id: string, eventId: number): Promise<(SessionWithUser & EventAnswerVersions) | undefined> {
    return (await this.withUserAndEvent({ id, event: eventId }))[0] as (SessionWithUser & EventAnswerVersions) | undefined;
  }

  /** The session with its user and the current versions (see AnswerVersions). */
  async findWithVersions(id: string): Promise<(SessionWithUser & AnswerVersions) | undefined> {
    return (await this.withUserAndVersions({ id }))[0] as (SessionWithUser & AnswerVersions) | undefined;
  }

  async insert(row: SessionsTable): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  /**
   * Read from the database on every request, never kept in the process: ending a session or
   * changing a user on one app instance holds on every instance at once (issue 20).
   */
  async findWithUser(id: string): Promise<SessionWithUser | undefined> {
    return (await this.withUser({ id }))[0] as SessionWithUser | undefined;
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
