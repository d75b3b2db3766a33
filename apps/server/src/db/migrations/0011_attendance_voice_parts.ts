import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Issue 23, "Attendance as the leader keeps it".
 *
 * - event_attendees.set_by_id: who set the status when it was not the attendee (the organizer,
 *   owner or an admin); null when the attendee answered themselves (their next answer clears it).
 * - community_users.voice_part: the member's voice part in that community ('Sopran', 'Tenor',
 *   or free text such as 'Orgle'); null when not set.
 * - communities.voice_part_minimums: JSON text of an object part → minimum number; null = none.
 * - absences: date ranges a member is away, shown to organizers who could add them to an event.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('event_attendees')
    .addColumn('set_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('community_users').addColumn('voice_part', 'varchar(40)').execute();
  await db.schema.alterTable('communities').addColumn('voice_part_minimums', 'text').execute();

  await withId(db.schema.createTable('absences'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('absences_user_end').on('absences').columns(['user_id', 'end_date']).execute();
}
