import type { Kysely } from 'kysely';
import type { DB, SongsTable } from '../../db/schema.ts';

/**
 * The song search's index (issue 20): every prefix of every word of a song's title and composer,
 * folded, with the song's owner and title order (table song_prefixes, migration 0015). A search
 * word is a prefix, so a search for "marij" is `prefix = 'marij'`, and the index key
 * (prefix, owner_type, owner_id, title_sort, song_id) hands one songbook's matches over already in
 * title order: a page of 50 reads 50 entries and a count stops at its cap, however many songs
 * match. FTS5 and PostgreSQL's tsvector, used before, return matches in their own order, so a
 * page in title order had to read every match first (docs/decisions.md).
 */

/** Sort and search key: lower-case with diacritics folded, so "Čast" sorts among the C's. */
export const sortKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Longer words are indexed by their first 24 letters; a longer search word is cut to match. */
export const PREFIX_MAX = 24;

/** Folded words: anything but letters and digits separates them, so no user input reaches SQL syntax. */
const words = (text: string) => sortKey(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The search's terms: each word of the query is a prefix, all must match (at most eight). */
export function searchTerms(search: string): string[] {
  return [...new Set(words(search).map((w) => w.slice(0, PREFIX_MAX)))].slice(0, 8);
}

/** Every prefix of every word of the title and composer, once. */
export function songPrefixes(title: string, composer: string | null): string[] {
  const out = new Set<string>();
  for (const w of words(`${title} ${composer ?? ''}`)) for (let i = 1; i <= Math.min(w.length, PREFIX_MAX); i++) out.add(w.slice(0, i));
  return [...out];
}

type Indexed = Pick<SongsTable, 'title' | 'composer' | 'title_sort' | 'owner_type' | 'owner_id'> & { id: number };

/**
 * Writes the songs' prefix rows (in the caller's transaction, after their rows are written); a
 * song's earlier rows must be gone (deleted with it, or by replacePrefixes).
 */
export async function insertPrefixes(executor: Kysely<DB>, songs: Indexed[]): Promise<void> {
  const rows = songs.flatMap((s) =>
    songPrefixes(s.title, s.composer).map((prefix) => ({ prefix, owner_type: s.owner_type, owner_id: s.owner_id, title_sort: s.title_sort, song_id: s.id })),
  );
  // 5 values a row, within both databases' limit of bound values per statement.
  for (let i = 0; i < rows.length; i += 2000) await executor.insertInto('song_prefixes').values(rows.slice(i, i + 2000)).execute();
}

/** A song's rows written anew from its current row (its title, composer or owner changed). */
export async function replacePrefixes(executor: Kysely<DB>, songId: number): Promise<void> {
  await executor.deleteFrom('song_prefixes').where('song_id', '=', songId).execute();
  const song = await executor.selectFrom('songs').select(['id', 'title', 'composer', 'title_sort', 'owner_type', 'owner_id']).where('id', '=', songId).executeTakeFirst();
  if (song) await insertPrefixes(executor, [song]);
}
