import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { param, preparedRead } from '../../db/prepared.ts';
import type { DB, SessionsTable } from '../../db/schema.ts';

type SessionWithUser = {
  user_id: number;
  created_at: string;
  last_seen_at: string;
  username: string;
  role: string;
  email_verified: number;
};

export class SessionsRepository {
  private readonly db: Kysely<DB>;
  /** Runs on every authenticated request. */
  private readonly withUser;

  constructor(database: Database) {
    this.db = database.db;
    this.withUser = preparedRead(database, (db) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.user_id',
          'sessions.created_at',
          'sessions.last_seen_at',
          'users.username',
          'users.role',
          'users.email_verified',
        ])
        .where('sessions.id', '=', param<string>('id')),
    );
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
