import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/** This migration's own copy of the prefix rows it filled (the module is gone; 0020 drops the table). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
function prefixes(title: string, composer: string | null): string[] {
  const out = new Set<string>();
  for (const w of fold(`${title} ${composer ?? ''}`).split(/[^\p{L}\p{N}]+/u).filter(Boolean)) for (let i = 1; i <= Math.min(w.length, 24); i++) out.add(w.slice(0, i));
  return [...out];
}

/**
 * The song search reads its own index, song_prefixes (modules/songs/song-prefixes.ts), instead of
 * FTS5 (SQLite) and a tsvector (PostgreSQL), which return matches in their own order: a songbook
 * page in title order then read and sorted every match (issue 20, docs/decisions.md). Keyed so
 * that one prefix of one owner's songs is a range in title order; a song's rows go with it
 * (ON DELETE CASCADE, through the song_id index). Filled from the existing songs.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('song_prefixes')
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('owner_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('title_sort', 'text', (c) => c.notNull())
    .addColumn('song_id', 'integer', (c) => c.notNull().references('songs.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('song_prefixes_pkey', ['prefix', 'owner_type', 'owner_id', 'title_sort', 'song_id'])
    // SQLite: the primary key is the table (no second copy of every row beside it).
    .$call((t) => (dialect === 'sqlite' ? t.modifyEnd(sql`without rowid`) : t))
    .execute();
  await db.schema.createIndex('song_prefixes_song').on('song_prefixes').column('song_id').execute();

  const songs = await db.selectFrom('songs').select(['id', 'title', 'composer', 'title_sort', 'owner_type', 'owner_id']).orderBy('id').execute();
  const rows = songs.flatMap((s) => prefixes(s.title, s.composer).map((prefix) => ({ prefix, owner_type: s.owner_type, owner_id: s.owner_id, title_sort: s.title_sort, song_id: s.id })));
  for (let i = 0; i < rows.length; i += 2000) await db.insertInto('song_prefixes').values(rows.slice(i, i + 2000)).execute();

  if (dialect === 'sqlite') {
    for (const t of ['songs_fts_insert', 'songs_fts_delete', 'songs_fts_update']) await sql`DROP TRIGGER ${sql.id(t)}`.execute(db);
    await sql`DROP TABLE songs_fts`.execute(db);
  } else {
    await sql`DROP INDEX songs_search`.execute(db);
    await sql`ALTER TABLE songs DROP COLUMN search`.execute(db);
  }
}
