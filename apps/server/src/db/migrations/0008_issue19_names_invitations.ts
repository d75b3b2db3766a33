import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { usernameSkeleton } from '../../modules/users/username-skeleton.ts';
import { withId } from './helpers.ts';

/**
 * Issue 19, #6 and #3 (docs/decisions.md):
 * - `users.username_skeleton`: the confusable skeleton (UTS #39) of the username, unique, so a
 *   name that looks like an existing one cannot be registered, also by two registrations at once.
 *   Existing users get theirs in id order; a later user whose skeleton an earlier one already has
 *   (lookalikes registered before the fix) keeps NULL and is left alone: the earlier name wins.
 * - `invitation_sends`: one row per invitation e-mail sent, by inviter, community and address, to
 *   count the limits from. No foreign keys: deleting the community or the inviter's account must
 *   not reset the counts.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('users').addColumn('username_skeleton', 'varchar(200)').execute();
  const users: { id: number; username: string }[] = await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute();
  const seen = new Set<string>();
  for (const u of users) {
    const skeleton = usernameSkeleton(u.username);
    if (seen.has(skeleton)) continue;
    seen.add(skeleton);
    await db.updateTable('users').set({ username_skeleton: skeleton }).where('id', '=', u.id).execute();
  }
  await sql`CREATE UNIQUE INDEX users_username_skeleton ON users (username_skeleton)`.execute(db);

  await withId(db.schema.createTable('invitation_sends'), dialect)
    .addColumn('invitation_id', 'integer')
    .addColumn('community_id', 'integer', (c) => c.notNull())
    .addColumn('invited_by', 'integer')
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitation_sends_inviter').on('invitation_sends').columns(['invited_by', 'sent_at']).execute();
  await db.schema.createIndex('invitation_sends_community').on('invitation_sends').columns(['community_id', 'sent_at']).execute();
  await db.schema.createIndex('invitation_sends_email').on('invitation_sends').columns(['email', 'sent_at']).execute();
  // Invitations that were sent before count too (their creation was their one send).
  await sql`INSERT INTO invitation_sends (invitation_id, community_id, invited_by, email, sent_at)
    SELECT id, community_id, invited_by, email, created_at FROM invitations WHERE is_used = 0`.execute(db);
}
