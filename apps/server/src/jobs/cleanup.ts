import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../domain/sessions.ts';

/** How often expired sessions and e-mail tokens are deleted (server.ts, under runExclusive). */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes sessions past their idle (14 days) or absolute (60 days) end, and e-mail tokens
 * (verification, reset) that expired a day ago or more. A session is also deleted when its cookie
 * comes back expired (http/session.ts); this takes the ones that never come back. Idempotent.
 */
export async function cleanupExpired(db: Kysely<DB>, clock: Clock): Promise<{ sessions: number; tokens: number }> {
  const now = clock.now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<', iso(now - SESSION_IDLE_MS)), eb('created_at', '<', iso(now - SESSION_ABSOLUTE_MS))]))
    .executeTakeFirst();
  const tokens = await db.deleteFrom('email_tokens').where('expires_at', '<', iso(now - 24 * 60 * 60 * 1000)).executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), tokens: Number(tokens.numDeletedRows) };
}
