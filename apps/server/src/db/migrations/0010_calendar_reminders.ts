import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Issue 24: calendar feeds and e-mail reminders with one-click answers.
 *
 * - calendar_feed_tokens: one secret feed URL per user and purpose ('user', or 'community:<id>').
 *   Only the SHA-256 of the URL's token is looked up; the token itself is HMAC(SESSION_SECRET,
 *   nonce), so the profile can show the URL again while the table alone gives nothing away
 *   (docs/decisions.md, "Calendar feed tokens"). Rotating replaces the row.
 * - reminder_settings: hours before an event the user's reminder goes out (0 = off); no row = 24.
 * - reminders_sent: the claim on one reminder (event, attendee, event start) under a unique
 *   constraint: whichever app instance inserts the row sends the mail; a re-dated event has a
 *   new start and so is reminded anew. Attempts and the next try record SMTP retries.
 * - rsvp_tokens: the one-click answer links of a reminder, per attendee and event, hashed.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('calendar_feed_tokens'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'varchar(40)', (c) => c.notNull())
    .addColumn('community_id', 'integer', (c) => c.references('communities.id').onDelete('cascade'))
    .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('calendar_feed_tokens_user_scope', ['user_id', 'scope'])
    .execute();

  await db.schema
    .createTable('reminder_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('hours', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('reminders_sent'), dialect)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** The event's start (ISO UTC) the reminder was for. */
    .addColumn('event_start', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    /** When the next try may start; also the lease of the instance now sending. */
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    /** 'pending', 'sent', 'failed' (gave up), 'skipped' (event re-dated, passed or answer no longer wanted). */
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('last_error', 'varchar(500)')
    .addUniqueConstraint('reminders_sent_once', ['event_id', 'user_id', 'event_start'])
    .execute();
  await db.schema.createIndex('reminders_sent_due').on('reminders_sent').columns(['state', 'next_attempt_at']).execute();

  await db.schema
    .createTable('rsvp_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rsvp_tokens_event_user').on('rsvp_tokens').columns(['event_id', 'user_id']).execute();
}
