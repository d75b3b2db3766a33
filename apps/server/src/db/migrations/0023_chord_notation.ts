import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * How chords name the notes (issue 58): a property of each song, no longer guessed from its
 * chords, and a community setting new songs start with. 'german' is the Slovenian H–B notation
 * (H = B natural, B = B♭), the default; 'english' is B = B natural, Bb = B♭. Existing songs and
 * communities take H–B, the notation Slovenian choirs write.
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('songs').addColumn('chord_notation', 'varchar(8)', (c) => c.notNull().defaultTo('german')).execute();
  await db.schema.alterTable('communities').addColumn('chord_notation', 'varchar(8)', (c) => c.notNull().defaultTo('german')).execute();
}
