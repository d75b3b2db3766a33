/**
 * The song search's terms (issue 54): each word of the query is a prefix of a word of the song's
 * title or composer, all must match, diacritics folded. The databases' own text search finds them
 * (migration 0020): SQLite's FTS5 table songs_fts, PostgreSQL's tsvector column songs.search. Only
 * letters and digits of the query reach the index, each as a quoted term, so no user input is
 * read as FTS5 or tsquery syntax.
 */

/** Sort and search key: lower-case with diacritics folded, so "Čast" sorts among the C's. */
export const sortKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Folded words: anything but letters and digits separates them. */
const words = (text: string) => sortKey(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The longest search word used: a title word is never longer in practice, and the terms stay small. */
export const TERM_MAX = 64;

/** The search's terms: folded words, each once, at most eight. */
export function searchTerms(search: string): string[] {
  return [...new Set(words(search).map((w) => w.slice(0, TERM_MAX)))].slice(0, 8);
}

/** An FTS5 query: every term a quoted prefix ("noc"*), all of them required. */
export function ftsQuery(terms: string[]): string {
  return terms.map((t) => `"${t.replaceAll('"', '""')}"*`).join(' AND ');
}

/** A tsquery's text: every term a quoted lexeme matched as a prefix ('noc':*), all of them required. */
export function tsQuery(terms: string[]): string {
  return terms.map((t) => `'${t.replaceAll('\\', '\\\\').replaceAll("'", "''")}':*`).join(' & ');
}
