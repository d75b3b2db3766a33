import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { param, preparedRead } from '../../db/prepared.ts';
import type { DB, SessionsTable } from '../../db/schema.ts';

export type SessionWithUser = {
  user_id: number;
  created_at: string;
  last_seen_at: string;
  username: string;
  role: string;
  email_verified: number;
};

/** The versions a kept answer is checked against (http/kept-answers.ts, migration 0016). */
export type AnswerVersions = {
  world: number;
  /** The sum of the asked events' versions (0 for none). */
  events: number;
};

export class SessionsRepository {
  private readonly db: Kysely<DB>;
  private readonly dialect: Database['dialect'];
  /** Runs on every authenticated request. */
  private readonly withUser;
  /** Runs instead on a read whose answer may be kept: the same, and the versions, in one statement. */
  private readonly withUserAndVersions;

  constructor(database: Database) {
    this.db = database.db;
    this.dialect = database.dialect;
    const session = (db: Kysely<DB>) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.user_id', 'sessions.created_at', 'sessions.last_seen_at', 'users.username', 'users.role', 'users.email_verified'])
        .where('sessions.id', '=', param<string>('id'));
    this.withUser = preparedRead(database, session);
    // The events' ids come as one value: a JSON array on SQLite, an array on PostgreSQL.
    const events = param<unknown>('events');
    const eventIds = database.dialect === 'sqlite' ? sql`(select value from json_each(${events}))` : sql`(select unnest(${events}::int[]))`;
    this.withUserAndVersions = preparedRead(database, (db) =>
      session(db).select([
        sql<number>`(select n from answer_versions where scope = 'world' and id = 0)`.as('world'),
        sql<number>`(select cast(coalesce(sum(answer_version), 0) as bigint) from events where id in ${eventIds})`.as('events'),
      ]),
    );
  }

  /** The session with its user and the current versions, the events' summed (see AnswerVersions). */
  async findWithVersions(id: string, eventIds: readonly number[]): Promise<(SessionWithUser & AnswerVersions) | undefined> {
    const events = this.dialect === 'sqlite' ? JSON.stringify(eventIds) : eventIds;
    return (await this.withUserAndVersions({ id, events }))[0] as (SessionWithUser & AnswerVersions) | undefined;
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
