import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The song search's text index knows each song's songbook (issue 54), so a search reads only the
 * postings of the songbooks searched, not every group's on the instance, and then filters them.
 * Same words as 0020 (the folded sort columns, the same tokenizer), same results.
 *
 * SQLite: the FTS5 table's rowid is the songbook's key in the high 32 bits and the song's id in
 * the low ones (songs_fts_content, a view, is its external content), so each songbook's songs
 * are one rowid range in every word's postings and a search asks for each songbook's range
 * (`rowid between …`), which FTS5 seeks to. The prefix indexes now cover one to six letters: a
 * longer prefix than the longest index FTS5 answers by merging that prefix's words over the whole
 * table before the range applies, so most typed words stay within the range. The triggers also
 * follow a song that moves to another songbook.
 *
 * PostgreSQL: every word of songs.search carries its songbook ("c12x" for community 12, "u5x" for
 * user 5: 'c12xmarija'), made by song_search_vector from the words 0020's configuration finds,
 * so a prefix query ('c12xmar':*) reads one songbook's part of the GIN index.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    for (const t of ['songs_fts_insert', 'songs_fts_delete', 'songs_fts_update']) await sql`DROP TRIGGER IF EXISTS ${sql.id(t)}`.execute(db);
    await sql`DROP TABLE IF EXISTS songs_fts`.execute(db);
    await sql`DROP VIEW IF EXISTS songs_fts_content`.execute(db);
    // The songbook's key: 2 × owner id, + 1 for a user's own songs.
    const key = (row: string) => sql.raw(`(((2 * ${row}.owner_id + (${row}.owner_type = 'user')) << 32) | ${row}.id)`);
    await sql`CREATE VIEW songs_fts_content AS SELECT ${key('songs')} AS key, title_sort, composer_sort FROM songs`.execute(db);
    await sql`CREATE VIRTUAL TABLE songs_fts USING fts5(title_sort, composer_sort, content='songs_fts_content', content_rowid='key', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3 4 5 6')`.execute(db);
    await sql`CREATE TRIGGER songs_fts_insert AFTER INSERT ON songs BEGIN
      INSERT INTO songs_fts(rowid, title_sort, composer_sort) VALUES (${key('new')}, new.title_sort, new.composer_sort);
    END`.execute(db);
    await sql`CREATE TRIGGER songs_fts_delete AFTER DELETE ON songs BEGIN
      INSERT INTO songs_fts(songs_fts, rowid, title_sort, composer_sort) VALUES ('delete', ${key('old')}, old.title_sort, old.composer_sort);
    END`.execute(db);
    await sql`CREATE TRIGGER songs_fts_update AFTER UPDATE OF title_sort, composer_sort, owner_type, owner_id ON songs BEGIN
      INSERT INTO songs_fts(songs_fts, rowid, title_sort, composer_sort) VALUES ('delete', ${key('old')}, old.title_sort, old.composer_sort);
      INSERT INTO songs_fts(rowid, title_sort, composer_sort) VALUES (${key('new')}, new.title_sort, new.composer_sort);
    END`.execute(db);
    await sql`INSERT INTO songs_fts(songs_fts) VALUES ('rebuild')`.execute(db);
  } else {
    await sql`DROP INDEX IF EXISTS songs_search`.execute(db);
    await sql`ALTER TABLE songs DROP COLUMN IF EXISTS search`.execute(db);
    // ASCII punctuation and the typographic marks of Slovenian titles, each replaced by a space (as in 0020).
    const marks = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~„“”‘’‚«»‹›–—…·•¡¿\u00a0`;
    await sql`CREATE OR REPLACE FUNCTION song_search_vector(owner_type varchar, owner_id integer, title_sort text, composer_sort text) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT array_to_tsvector(array(
          SELECT CASE WHEN owner_type = 'user' THEN 'u' ELSE 'c' END || owner_id || 'x' || w.lexeme
          FROM unnest(to_tsvector('simple', translate(title_sort || ' ' || coalesce(composer_sort, ''), ${sql.lit(marks)}, ${sql.lit(' '.repeat([...marks].length))}))) AS w
        ))
      $$`.execute(db);
    await sql`ALTER TABLE songs ADD COLUMN search tsvector GENERATED ALWAYS AS (song_search_vector(owner_type, owner_id, title_sort, composer_sort)) STORED`.execute(db);
    await sql`CREATE INDEX songs_search ON songs USING gin (search)`.execute(db);
  }
}
