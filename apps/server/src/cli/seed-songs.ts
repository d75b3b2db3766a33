import { iso } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { SongsTable } from '../db/schema.ts';
import { sortKey } from '../modules/songs/song-search.ts';

const DEMO_SONGS: [string, string, string, string][] = [
  ['Zdrava, Marija', 'Ignacij Hladnik', 'Marijanska', 'F'],
  ['Sveta noč', 'Franz Xaver Gruber', 'Božična', 'B'],
  ['Glej, zvezdice božje', 'ljudska', 'Božična', 'G'],
  ['Jezus, ti si moj', 'Anton Foerster', 'Evharistična', 'D'],
  ['Kristus je vstal', 'ljudska', 'Velikonočna', 'C'],
  ['Marija skoz življenje', 'Lojze Bratuž', 'Marijanska', 'Es'],
  ['Rorate caeli', 'gregorijanski koral', 'Adventna', 'd'],
  ['Pridi, Sveti Duh', 'Stanko Premrl', 'Binkoštna', 'G'],
  ['O Jezus, rane tvoje', 'ljudska', 'Postna', 'e'],
  ['Hvalite Gospoda', 'Jakob Aljaž', 'Splošno', 'A'],
  // A psalm, so that the Mass plan's "Predlagaj po liturgiji" has one for its Psalm slot (issue 57).
  ['Gospod je moj pastir (Psalm 23)', 'Tomaž Habe', 'Psalm', 'D'],
];
const WORDS = ['Gospod', 'Marija', 'luč', 'mir', 'srce', 'pesem', 'zvezda', 'večer', 'jutro', 'hvala', 'dobrota', 'Božič', 'Čast', 'Sveti', 'angeli', 'nebesa', 'zemlja', 'Jezus', 'milost', 'upanje'];
const COMPOSERS = ['Ignacij Hladnik', 'Anton Foerster', 'Stanko Premrl', 'Lojze Bratuž', 'Hugolin Sattner', 'Vinko Vodopivec', 'ljudska', 'Alojzij Mav', 'Jakob Aljaž', 'Matija Tomc'];
const CATEGORIES = ['Splošno', 'Evharistična', 'Marijanska', 'Adventna', 'Postna', 'Božična', 'Narodna', 'Krst', 'Poroka', 'Pogreb'];
const KEYS = ['C', 'D', 'Es', 'F', 'G', 'A', 'B', 'd', 'e', 'g'];

/** Row n of a deterministic library: the classics (a psalm among them), then generated titles. */
function song(n: number): [string, string, string, string] {
  if (n < DEMO_SONGS.length) return DEMO_SONGS[n];
  const w = (i: number) => WORDS[(n * 7 + i * 13) % WORDS.length];
  const title = `${w(0)} ${w(1).toLowerCase()} ${w(2).toLowerCase()} ${n}`;
  return [title[0].toUpperCase() + title.slice(1), COMPOSERS[n % COMPOSERS.length], CATEGORIES[n % CATEGORIES.length], KEYS[n % KEYS.length]];
}

/**
 * Lyrics as a parish songbook holds them: three verses of four lines (~370 characters) for two
 * generated songs in three; the rest, and the classics, have only their other fields.
 */
function lyrics(n: number): string | null {
  if (n < DEMO_SONGS.length || n % 3 === 2) return null;
  const word = (verse: number, line: number, i: number) => WORDS[(n * 3 + verse * 7 + line * 5 + i * 11) % WORDS.length];
  const line = (verse: number, l: number) => `${word(verse, l, 0)}, ${word(verse, l, 1).toLowerCase()} in ${word(verse, l, 2).toLowerCase()} ${word(verse, l, 3).toLowerCase()},`;
  return [1, 2, 3].map((verse) => `${verse}. ${[0, 1, 2, 3].map((l) => line(verse, l)).join('\n')}`).join('\n\n');
}

/** Tops the community's songbook up to `count` songs, in one transaction, 500 rows per insert. */
export async function seedSongs(database: Database, communityId: number, createdBy: number, count: number): Promise<number> {
  const existing = await database.db
    .selectFrom('songs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_type', '=', 'community')
    .where('owner_id', '=', communityId)
    .executeTakeFirstOrThrow();
  const start = Number(existing.n);
  if (start >= count) return 0;
  const now = iso(new Date());
  await database.db.transaction().execute(async (trx) => {
    for (let from = start; from < count; from += 500) {
      const rows: Omit<SongsTable, 'id' | 'chord_notation'>[] = [];
      for (let n = from; n < Math.min(count, from + 500); n++) {
        const [title, composer, category, key] = song(n);
        rows.push({
          title,
          title_sort: sortKey(title),
          composer,
          composer_sort: sortKey(composer),
          key,
          tempo: null,
          lyrics: lyrics(n),
          notes: n % 3 === 0 ? 'Kitica 1 in 3 poje zbor, kitica 2 solist.' : null,
          category,
          owner_type: 'community',
          owner_id: communityId,
          created_by: createdBy,
          part_file_name: null,
          part_file_stored: null,
          part_file_type: null,
          part_file_size: null,
          part_file_uploaded_at: null,
          created_at: now,
          updated_at: now,
        });
      }
      await trx.insertInto('songs').values(rows).execute();
    }
  });
  return count - start;
}
