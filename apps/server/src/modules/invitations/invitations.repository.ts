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

  /** A new invitation replaces unused earlier ones to the same address and community. */
  async deleteUnused(email: string, communityId: number): Promise<void> {
    await this.db.deleteFrom('invitations').where('email', '=', email).where('community_id', '=', communityId).where('is_used', '=', 0).execute();
  }
}
