import type { Insertable, Kysely } from 'kysely';
import type { DB, InvitationsTable } from '../../db/schema.ts';

export class InvitationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(row: Insertable<InvitationsTable>): Promise<number> {
    const { id } = await this.db.insertInto('invitations').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** The invitation with its community's name and description and the inviter's name. */
  findByHash(hash: string) {
    return this.db
      .selectFrom('invitations')
      .innerJoin('communities', 'communities.id', 'invitations.community_id')
      .leftJoin('users as inviter', 'inviter.id', 'invitations.invited_by')
      .selectAll('invitations')
      .select(['communities.name as community_name', 'communities.description as community_description', 'inviter.username as invited_by_username'])
      .where('invitations.token_hash', '=', hash)
      .executeTakeFirst();
  }

  /** Single use under races: only one caller flips is_used. Runs in the caller's transaction. */
  async markUsed(id: number, at: string, executor: Kysely<DB> = this.db): Promise<boolean> {
    const r = await executor
      .updateTable('invitations')
      .set({ is_used: 1, used_at: at })
      .where('id', '=', id)
      .where('is_used', '=', 0)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The open (unused, unexpired) invitation to this address in this community, if any. */
  findOpen(email: string, communityId: number, now: string) {
    return this.db
      .selectFrom('invitations')
      .select(['id', 'created_at'])
      .where('email', '=', email)
      .where('community_id', '=', communityId)
      .where('is_used', '=', 0)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** Sending an open invitation again: a new token (only its hash is stored), a new week, the new primary choice. */
  async renew(id: number, patch: { token_hash: string; expires_at: string; make_primary: number; invited_by: number }): Promise<void> {
    await this.db.updateTable('invitations').set(patch).where('id', '=', id).execute();
  }

  /** One row per invitation e-mail, for the limits (migration 0008). */
  async logSend(row: { invitation_id: number; community_id: number; invited_by: number; email: string; sent_at: string }): Promise<void> {
    await this.db.insertInto('invitation_sends').values(row).execute();
  }

  /** Invitation e-mails since `since`: by this inviter, from this community, to this address; and the last one of this invitation. */
  async sendCounts(q: { inviter: number; community: number; email: string; invitationId: number | null; hourAgo: string; dayAgo: string }) {
    const row = await this.db
      .selectFrom('invitation_sends')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when(eb.and([eb('invited_by', '=', q.inviter), eb('sent_at', '>=', q.hourAgo)])).then(1).else(0).end()).as('inviter_hour'),
        eb.fn.sum<number>(eb.case().when('invited_by', '=', q.inviter).then(1).else(0).end()).as('inviter_day'),
        eb.fn.sum<number>(eb.case().when(eb.and([eb('community_id', '=', q.community), eb('sent_at', '>=', q.hourAgo)])).then(1).else(0).end()).as('community_hour'),
        eb.fn.sum<number>(eb.case().when('community_id', '=', q.community).then(1).else(0).end()).as('community_day'),
        eb.fn.sum<number>(eb.case().when('email', '=', q.email).then(1).else(0).end()).as('address_day'),
        eb.fn.max(eb.case().when('invitation_id', '=', q.invitationId ?? -1).then(eb.ref('sent_at')).end()).as('last_sent'),
      ])
      .where('sent_at', '>=', q.dayAgo)
      .where((eb) => eb.or([eb('invited_by', '=', q.inviter), eb('community_id', '=', q.community), eb('email', '=', q.email)]))
      .executeTakeFirstOrThrow();
    const n = (v: unknown) => Number(v ?? 0);
    return {
      inviterHour: n(row.inviter_hour),
      inviterDay: n(row.inviter_day),
      communityHour: n(row.community_hour),
      communityDay: n(row.community_day),
      addressDay: n(row.address_day),
      lastSent: (row.last_sent as string | null) ?? null,
    };
  }

  /** Send rows older than two days count for nothing any more. */
  async pruneSends(before: string): Promise<void> {
    await this.db.deleteFrom('invitation_sends').where('sent_at', '<', before).execute();
  }

  /** A new invitation replaces unused earlier ones to the same address and community. */
  async deleteUnused(email: string, communityId: number): Promise<void> {
    await this.db.deleteFrom('invitations').where('email', '=', email).where('community_id', '=', communityId).where('is_used', '=', 0).execute();
  }
}
