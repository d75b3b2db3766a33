import type { Kysely } from 'kysely';
import type { DB, SessionsTable } from '../../db/schema.ts';

export type SessionWithUser = {
  user_id: number;
  created_at: string;
  last_seen_at: string;
  username: string;
  display_name: string | null;
  role: string;
  email_verified: number;
};

export class SessionsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The session with its user: every authenticated request reads it, by the primary key. */
  find(id: string): Promise<SessionWithUser | undefined> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id', 'sessions.created_at', 'sessions.last_seen_at', 'users.username', 'users.display_name', 'users.role', 'users.email_verified'])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
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
