import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Approval means "verified e-mail and a member of a group" (issue 58, docs/decisions.md): accounts
 * that already meet it, such as self-registered users who verified and created a group, are approved.
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.updateTable('users').set({ is_approved: 1 }).where('email_verified', '=', 1).where('community_id', 'is not', null).execute();
}
