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

/**
 * Sessions read in the last seconds, by id. Every authenticated request looks its session up;
 * most come in bursts (a page load makes several calls), and the lookup was a fifth of a light
 * request's time. Entries live CACHE_MS at most; ending a session removes it at once, and any
 * change to a user (role, name, verification) clears them all (forgetSessions), so a stale entry
 * can only come from another process writing, for at most CACHE_MS.
 */
const recent = new Map<string, { row: SessionWithUser; at: number }>();
const CACHE_MS = 2000;
const CACHE_MAX = 10_000;
/** Bumped by every removal, so a lookup that raced with one does not cache what it read before. */
let generation = 0;

/** Called after any write to users: the cached session rows carry user fields. */
export function forgetSessions(): void {
  generation += 1;
  recent.clear();
}

function forget(id: string): void {
  generation += 1;
  recent.delete(id);
}

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

  async findWithUser(id: string): Promise<SessionWithUser | undefined> {
    const now = performance.now();
    const hit = recent.get(id);
    if (hit && now - hit.at < CACHE_MS) return hit.row;
    const before = generation;
    const row = (await this.withUser({ id }))[0] as SessionWithUser | undefined;
    if (row && generation === before) {
      if (recent.size >= CACHE_MAX) recent.clear();
      recent.set(id, { row, at: now });
    }
    return row;
  }

  // Writes forget the cached row after they are done, so no lookup can cache what came before them.
  async touch(id: string, at: string): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
    forget(id);
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
    forget(id);
  }

  /** Ends every session of a user except, optionally, the current one. */
  async deleteForUser(userId: number, exceptId?: string | null): Promise<void> {
    let q = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId) q = q.where('id', '!=', exceptId);
    await q.execute();
    generation += 1;
    for (const [id, entry] of recent) if (entry.row.user_id === userId && id !== exceptId) recent.delete(id);
  }
}
