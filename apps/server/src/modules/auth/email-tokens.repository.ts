import type { Kysely } from 'kysely';
import type { DB, EmailTokensTable } from '../../db/schema.ts';

type Kind = EmailTokensTable['kind'];

export class EmailTokensRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(row: { user_id: number; kind: Kind; token_hash: string; expires_at: string; created_at: string; sent_to: string }) {
    await this.db.insertInto('email_tokens').values(row).execute();
  }

  findByHash(hash: string, kind: Kind) {
    return this.db
      .selectFrom('email_tokens')
      .selectAll()
      .where('token_hash', '=', hash)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  /** Marks a token used; false when another request used it first (single use under races). */
  async markUsed(id: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('email_tokens')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Ends every unused token of a kind of the user, as if used at `at` (a verification link used ends
   * the others: they answer as a used link does).
   */
  async markAllUsed(userId: number, kind: Kind, at: string): Promise<void> {
    await this.db
      .updateTable('email_tokens')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .execute();
  }

  /** Drops the user's unused tokens of a kind that expired before `now` (they can never work). */
  async deleteExpired(userId: number, kind: Kind, now: string): Promise<void> {
    await this.db
      .deleteFrom('email_tokens')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '<', now)
      .execute();
  }

  /** Unused tokens of a kind are dropped when a new one is issued, so only the latest link works (reset links). */
  async deleteUnused(userId: number, kind: Kind): Promise<void> {
    await this.db
      .deleteFrom('email_tokens')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .execute();
  }
}
