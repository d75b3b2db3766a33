import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Issue 21: FILE_STORAGE=database keeps the uploads (sheet music, pictures, header images) in the
 * database, so that every app instance serves every file.
 *
 * - stored_files: one row per file, keyed by the area (folder on disk) and its random name, as
 *   the owner rows already name it. `size` is -1 while the file is being written: such a row is
 *   never served and `move-files-to-database` writes it again.
 * - stored_file_chunks: the bytes in chunks of 256 KiB (the last one shorter), numbered from 0,
 *   so a file is streamed in and out a chunk at a time and a Range starts at its chunk.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('area', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_files_pk', ['area', 'name'])
    .execute();
  await db.schema
    .createTable('stored_file_chunks')
    .addColumn('area', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', dialect === 'postgres' ? sql`bytea` : sql`blob`, (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_file_chunks_pk', ['area', 'name', 'seq'])
    .addForeignKeyConstraint('stored_file_chunks_file', ['area', 'name'], 'stored_files', ['area', 'name'], (c) => c.onDelete('cascade'))
    .execute();
}
