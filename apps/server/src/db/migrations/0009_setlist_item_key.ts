import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The key a setlist entry is sung in (issue 25 "Chords"): it may differ from the song's own key,
 * is saved with the entry and used by the setlist, the music stand and the print view. Null means
 * the song's own key.
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('setlist_songs').addColumn('item_key', 'varchar(8)').execute();
}
