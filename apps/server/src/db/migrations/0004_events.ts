import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Events, their attendees, and setlists. A setlist belongs to exactly one event (setlists.event_id,
 * unique); the event's setlist_id in responses is read through that link, so the two can never
 * disagree. Deleting an event or a community removes what hangs on it; deleting a song removes
 * its setlist entries (docs/decisions.md).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // Case-insensitive search beyond ASCII; SQLite registers the same function in db/database.ts.
  if (dialect === 'postgres') await sql`CREATE FUNCTION fold_case(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT lower(t) $$`.execute(db);
  await withId(db.schema.createTable('events'), dialect)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('time', 'varchar(5)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)', (c) => c.notNull())
    .addColumn('event_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('visibility', 'varchar(10)', (c) => c.notNull())
    .addColumn('community_id', 'integer', (c) => c.references('communities.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organizer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('header_image_stored', 'varchar(100)')
    .addColumn('header_image_name', 'varchar(255)')
    .addColumn('header_image_type', 'varchar(10)')
    .addColumn('header_image_uploaded_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_date').on('events').columns(['date', 'time', 'id']).execute();
  await db.schema.createIndex('events_community_date').on('events').columns(['community_id', 'date']).execute();
  await db.schema.createIndex('events_owner').on('events').column('owner_id').execute();
  await db.schema.createIndex('events_organizer').on('events').column('organizer_id').execute();

  await db.schema
    .createTable('event_attendees')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_attendees_pk', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('event_attendees_user').on('event_attendees').columns(['user_id', 'event_id']).execute();

  await withId(db.schema.createTable('setlists'), dialect)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull().unique().references('events.id').onDelete('cascade'))
    .addColumn('owner_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('setlist_songs')
    .addColumn('setlist_id', 'integer', (c) => c.notNull().references('setlists.id').onDelete('cascade'))
    .addColumn('song_id', 'integer', (c) => c.notNull().references('songs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('song_role', 'varchar(100)')
    .addColumn('comment', 'text')
    .addPrimaryKeyConstraint('setlist_songs_pk', ['setlist_id', 'song_id'])
    .execute();
  await db.schema.createIndex('setlist_songs_song').on('setlist_songs').column('song_id').execute();
}
