import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The song search reads the databases' own text search, over the folded sort columns (title_sort,
 * composer_sort), so both databases see the same words; the prefix table a database may still have
 * from 0015 goes, and so does the text index of 0003/0014 over the unfolded columns. A search term
 * is a word prefix (modules/songs/song-search.ts).
 *
 * SQLite: an FTS5 table with the songs as its external content (no second copy of the text),
 * unicode61 splitting on everything but letters and digits as the query's terms are split, and
 * prefix indexes for the one- to three-letter words a user types first. Three triggers keep it in
 * step with the songs: the only triggers of the schema.
 *
 * PostgreSQL: a stored tsvector column generated from the sort columns with the 'simple'
 * configuration (no stemming, no stop words) and a GIN index, which answers prefix queries
 * ('noc':*). Punctuation becomes a space first, so the parser sees only words, as the query's
 * terms are split (it would otherwise read "sv.marija" as one host name).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.dropTable('song_prefixes').ifExists().execute();
  if (dialect === 'sqlite') {
    for (const t of ['songs_fts_insert', 'songs_fts_delete', 'songs_fts_update']) await sql`DROP TRIGGER IF EXISTS ${sql.id(t)}`.execute(db);
    await sql`DROP TABLE IF EXISTS songs_fts`.execute(db);
    await sql`CREATE VIRTUAL TABLE songs_fts USING fts5(title_sort, composer_sort, content='songs', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`.execute(db);
    await sql`CREATE TRIGGER songs_fts_insert AFTER INSERT ON songs BEGIN
      INSERT INTO songs_fts(rowid, title_sort, composer_sort) VALUES (new.id, new.title_sort, new.composer_sort);
    END`.execute(db);
    await sql`CREATE TRIGGER songs_fts_delete AFTER DELETE ON songs BEGIN
      INSERT INTO songs_fts(songs_fts, rowid, title_sort, composer_sort) VALUES ('delete', old.id, old.title_sort, old.composer_sort);
    END`.execute(db);
    await sql`CREATE TRIGGER songs_fts_update AFTER UPDATE OF title_sort, composer_sort ON songs BEGIN
      INSERT INTO songs_fts(songs_fts, rowid, title_sort, composer_sort) VALUES ('delete', old.id, old.title_sort, old.composer_sort);
      INSERT INTO songs_fts(rowid, title_sort, composer_sort) VALUES (new.id, new.title_sort, new.composer_sort);
    END`.execute(db);
    await sql`INSERT INTO songs_fts(songs_fts) VALUES ('rebuild')`.execute(db);
  } else {
    await sql`DROP INDEX IF EXISTS songs_search`.execute(db);
    await sql`ALTER TABLE songs DROP COLUMN IF EXISTS search`.execute(db);
    // ASCII punctuation and the typographic marks of Slovenian titles, each replaced by a space.
    const marks = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~„“”‘’‚«»‹›–—…·•¡¿\u00a0`;
    await sql`ALTER TABLE songs ADD COLUMN search tsvector GENERATED ALWAYS AS (
      to_tsvector('simple', translate(title_sort || ' ' || coalesce(composer_sort, ''), ${sql.lit(marks)}, ${sql.lit(' '.repeat([...marks].length))}))
    ) STORED`.execute(db);
    await sql`CREATE INDEX songs_search ON songs USING gin (search)`.execute(db);
  }
}
