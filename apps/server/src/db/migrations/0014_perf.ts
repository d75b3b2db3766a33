import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The songs' full-text index (SQLite) gets prefix indexes for 2 to 8 letters: every search word
 * is a prefix query (`"marija"*`), which FTS5 otherwise answers by merging the doclists of every
 * indexed word that starts so; with a prefix index it reads one. The triggers of 0003 keep it
 * current as before. PostgreSQL's tsvector index is untouched. (Superseded by 0020_song_search.)
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`DROP TABLE songs_fts`.execute(db);
  await sql`CREATE VIRTUAL TABLE songs_fts USING fts5(title, composer, content='songs', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8')`.execute(db);
  await sql`INSERT INTO songs_fts(songs_fts) VALUES ('rebuild')`.execute(db);
}
