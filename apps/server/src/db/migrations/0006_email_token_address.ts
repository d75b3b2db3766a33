import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The address an e-mail link was mailed to. Every verification link sent stays valid until one is
 * used (docs/decisions.md), so a link must not verify an address the account no longer has: a
 * link is refused when the account's e-mail has changed since it was sent. Tokens issued before
 * this migration have none and are judged as before.
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('email_tokens').addColumn('sent_to', 'varchar(254)').execute();
}
