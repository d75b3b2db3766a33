import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './helpers.ts';

/**
 * Songs with full-text search on title and composer: SQLite FTS5 (external content, diacritics
 * folded so "bozic" finds "Božič") held in step by triggers; on PostgreSQL a generated tsvector
 * over the folded sort columns (the 'simple' configuration does not fold diacritics) with a GIN
 * index.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('songs'), dialect)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('composer', 'varchar(100)')
    // Lower-case, diacritics folded: "Č" sorts with "C", not after "Z" (no collation is portable).
    .addColumn('title_sort', 'varchar(200)', (c) => c.notNull())
    .addColumn('composer_sort', 'varchar(100)')
    .addColumn('key', 'varchar(20)')
    .addColumn('tempo', 'varchar(50)')
    .addColumn('lyrics', 'text')
    .addColumn('notes', 'text')
    .addColumn('category', 'varchar(50)', (c) => c.notNull().defaultTo('Splošno'))
    .addColumn('owner_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('part_file_name', 'varchar(255)')
    .addColumn('part_file_stored', 'varchar(100)')
    .addColumn('part_file_type', 'varchar(10)')
    .addColumn('part_file_size', 'integer')
    .addColumn('part_file_uploaded_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('songs_owner_title').on('songs').columns(['owner_type', 'owner_id', 'title_sort']).execute();
  await db.schema.createIndex('songs_owner_category').on('songs').columns(['owner_type', 'owner_id', 'category']).execute();
  await db.schema.createIndex('songs_owner_created_by').on('songs').columns(['owner_type', 'owner_id', 'created_by']).execute();

  if (dialect === 'sqlite') {
    await sql`CREATE VIRTUAL TABLE songs_fts USING fts5(title, composer, content='songs', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(db);
    await sql`CREATE TRIGGER songs_fts_insert AFTER INSERT ON songs BEGIN
      INSERT INTO songs_fts(rowid, title, composer) VALUES (new.id, new.title, coalesce(new.composer, ''));
    END`.execute(db);
    await sql`CREATE TRIGGER songs_fts_delete AFTER DELETE ON songs BEGIN
      INSERT INTO songs_fts(songs_fts, rowid, title, composer) VALUES ('delete', old.id, old.title, coalesce(old.composer, ''));
    END`.execute(db);
    await sql`CREATE TRIGGER songs_fts_update AFTER UPDATE OF title, composer ON songs BEGIN
      INSERT INTO songs_fts(songs_fts, rowid, title, composer) VALUES ('delete', old.id, old.title, coalesce(old.composer, ''));
      INSERT INTO songs_fts(rowid, title, composer) VALUES (new.id, new.title, coalesce(new.composer, ''));
    END`.execute(db);
  } else {
    await sql`ALTER TABLE songs ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('simple', title_sort || ' ' || coalesce(composer_sort, ''))) STORED`.execute(db);
    await sql`CREATE INDEX songs_search ON songs USING gin (search)`.execute(db);
  }
}
