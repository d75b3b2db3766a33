import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * A song's files to practise with (issue 59): a score (MusicXML) or a MIDI file, at most one of
 * them per song, and audio tracks, at most one per voice. They go with their song (cascade); the
 * stored files are removed by the service that deletes the song. `voice_map` is the leader's
 * correction of which line of the score is which voice, kept with the file it describes: a new
 * score starts without one.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('song_practice_files'), dialect)
    .addColumn('song_id', 'integer', (c) => c.notNull().references('songs.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('voice', 'varchar(16)')
    .addColumn('voice_map', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('stored', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('song_practice_files_song').on('song_practice_files').columns(['song_id', 'kind']).execute();
}
