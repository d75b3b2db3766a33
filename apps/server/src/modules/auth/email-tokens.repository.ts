import type { Kysely } from 'kysely';
import type { DB, EmailTokensTable } from '../../db/schema.ts';

type Kind = EmailTokensTable['kind'];

export class EmailTokensRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(row: { user_id: number; kind: Kind; token_hash: string; expires_at: string; created_at: string }) {
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

  /** Unused tokens of a kind are dropped when a new one is issued, so only the latest link works. */
  async deleteUnused(userId: number, kind: Kind): Promise<void> {
    await this.db
      .deleteFrom('email_tokens')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .execute();
  }
}
