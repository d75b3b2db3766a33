import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Issue 23: event series and whole-choir invitations.
 *
 * - event_series: the rule (RFC 5545 RRULE value, DTSTART date, EXDATE list as JSON) and the
 *   fields each new occurrence copies; `materialized_until` is how far occurrences exist as
 *   event rows (docs/architecture.md, "Event series").
 * - events.series_id / series_date: an occurrence and the date the rule gave it (its
 *   RECURRENCE-ID); the date itself may since have been changed. Unique together, so that two
 *   instances extending the same series cannot create an occurrence twice.
 * - event_series_invitees: who a series invited and was told about it, once per series.
 * - community_users.voice_part: the member's voice part, added by issue 23's attendance work in
 *   its own migration; created here only when absent, so that either order of the two works.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('event_series'), dialect)
    .addColumn('rrule', 'varchar(300)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('ends_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('exdates', 'text', (c) => c.notNull())
    .addColumn('materialized_until', 'varchar(10)', (c) => c.notNull())
    /** JSON: {"all":true} or {"voice_parts":[…]}, or null. */
    .addColumn('invite', 'text')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('time', 'varchar(5)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)', (c) => c.notNull())
    .addColumn('event_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('visibility', 'varchar(10)', (c) => c.notNull())
    .addColumn('community_id', 'integer', (c) => c.references('communities.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organizer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_series_window').on('event_series').columns(['materialized_until', 'ends_on']).execute();

  await db.schema.alterTable('events').addColumn('series_id', 'integer', (c) => c.references('event_series.id').onDelete('set null')).execute();
  await db.schema.alterTable('events').addColumn('series_date', 'varchar(10)').execute();
  await db.schema.createIndex('events_series_date').on('events').columns(['series_id', 'series_date']).unique().execute();

  await db.schema
    .createTable('event_series_invitees')
    .addColumn('series_id', 'integer', (c) => c.notNull().references('event_series.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_series_invitees_pk', ['series_id', 'user_id'])
    .execute();

  const tables = await db.introspection.getTables();
  const members = tables.find((t) => t.name === 'community_users');
  if (members && !members.columns.some((c) => c.name === 'voice_part')) {
    await db.schema.alterTable('community_users').addColumn('voice_part', 'varchar(50)').execute();
  }
}
