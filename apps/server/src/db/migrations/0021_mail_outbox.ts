import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * The mail outbox (issue 56, docs/architecture.md "Mail outbox"): every e-mail is a row written in
 * the transaction of the change that causes it, and a worker delivers it (modules/mail-outbox).
 * - state: 'pending' (due at next_attempt_at), 'sending' (claimed; next_attempt_at is the lease's
 *   end, after which another worker may take it), 'sent', 'failed' (permanent refusal or retries
 *   used up; the admin console sends it again), 'expired' (not_after passed: a reminder for an
 *   event that has started).
 * - message_id: the Message-ID header, the same on every try, so a receiver can tell a repeat.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('mail_outbox'), dialect)
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('to_address', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('links', 'text', (c) => c.notNull())
    .addColumn('message_id', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('not_after', 'varchar(32)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('failed_at', 'varchar(32)')
    .execute();
  // The worker's claim (due pending rows, expired leases) and the admin console's failed list.
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['state', 'next_attempt_at']).execute();
}
