import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import { randomToken } from '../tokens.ts';
import { detectFileKind, SNIFF_BYTES, type FileKind } from './file-types.ts';
import { SAFE_NAME, type SaveOptions, type StoredFile } from './uploads.ts';

/** Bytes per row of stored_file_chunks: every chunk but a file's last has exactly this many. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * FILE_STORAGE=database (issue 21): the same save/remove as UploadStorage, plus size/read for
 * serving, over the tables of migration 0013, so that every app instance serves every file. A file
 * goes in and out a chunk at a time: at most one chunk (256 KiB) of it is ever in memory.
 */
export class DatabaseStorage {
  readonly kind = 'database';

  constructor(private readonly db: Kysely<DB>) {}

  /** Streams an upload in, with UploadStorage's rules: type by the first bytes, limit while streaming, nothing left of a refused file. */
  async save(stream: Readable, opts: SaveOptions): Promise<StoredFile> {
    let head = Buffer.alloc(0);
    let kind: FileKind | null = null;
    let name = '';
    let size = 0;
    const start = async (bytes: Buffer) => {
      kind = detectFileKind(bytes);
      if (!kind || !opts.allowed.includes(kind) || bytes.length === 0) throw new AppError(415, opts.wrongTypeMessage);
      name = `${randomToken(24)}.${kind}`;
      return this.writer(opts.area, name);
    };
    let writer: Awaited<ReturnType<DatabaseStorage['writer']>> | null = null;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > opts.maxBytes) throw new AppError(413, opts.tooLargeMessage);
        if (!writer) {
          head = Buffer.concat([head, chunk]);
          if (head.length < SNIFF_BYTES) continue;
          writer = await start(head);
          await writer.write(head);
          continue;
        }
        await writer.write(chunk);
      }
      if (!writer) {
        writer = await start(head);
        await writer.write(head);
      }
      await writer.end();
      return { name, kind: kind!, size };
    } catch (err) {
      stream.resume();
      if (name) await this.remove(opts.area, name);
      throw (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError(413, opts.tooLargeMessage) : err;
    }
  }

  /**
   * Writes one file under a given name, chunk by chunk (an upload, or move-files-to-database).
   * Its row says size -1 until end(): an unfinished file is never served, and is written anew.
   */
  async writer(area: string, name: string) {
    await this.db.deleteFrom('stored_files').where('area', '=', area).where('name', '=', name).execute();
    await this.db.insertInto('stored_files').values({ area, name, size: -1, created_at: new Date().toISOString() }).execute();
    let pending: Buffer = Buffer.alloc(0);
    let seq = 0;
    let size = 0;
    const flush = async (data: Buffer) => {
      await this.db.insertInto('stored_file_chunks').values({ area, name, seq: seq++, data }).execute();
    };
    return {
      write: async (bytes: Buffer) => {
        size += bytes.length;
        pending = pending.length ? Buffer.concat([pending, bytes]) : bytes;
        while (pending.length >= CHUNK_BYTES) {
          await flush(pending.subarray(0, CHUNK_BYTES));
          pending = pending.subarray(CHUNK_BYTES);
        }
      },
      end: async () => {
        if (pending.length) await flush(pending);
        await this.db.updateTable('stored_files').set({ size }).where('area', '=', area).where('name', '=', name).execute();
        return size;
      },
    };
  }

  async remove(area: string, name: string): Promise<void> {
    // The chunks go with their file (ON DELETE CASCADE).
    await this.db.deleteFrom('stored_files').where('area', '=', area).where('name', '=', name).execute();
  }

  /** The size of a complete stored file, or null (no such file, an unsafe name, or still being written). */
  async size(area: string, name: string): Promise<number | null> {
    if (!SAFE_NAME.test(name) || !/^[a-z-]+$/.test(area)) return null;
    const row = await this.db.selectFrom('stored_files').select('size').where('area', '=', area).where('name', '=', name).executeTakeFirst();
    return row && row.size >= 0 ? Number(row.size) : null;
  }

  /** A stored file to read whole, or null when it is gone or unfinished. */
  async open(area: string, name: string): Promise<Readable | null> {
    const size = await this.size(area, name);
    if (size === null) return null;
    return size === 0 ? Readable.from([]) : this.read(area, name, 0, size - 1);
  }

  /** Bytes `start`..`end` (inclusive) of a file, read one chunk per query as the reader asks for them. */
  read(area: string, name: string, start: number, end: number): Readable {
    const db = this.db;
    async function* chunks() {
      for (let seq = Math.floor(start / CHUNK_BYTES); seq * CHUNK_BYTES <= end; seq++) {
        const row = await db.selectFrom('stored_file_chunks').select('data').where('area', '=', area).where('name', '=', name).where('seq', '=', seq).executeTakeFirst();
        if (!row) throw new Error(`stored file ${area}/${name} lacks chunk ${seq}`);
        const from = seq * CHUNK_BYTES;
        const data = Buffer.from(row.data);
        yield data.subarray(Math.max(0, start - from), Math.min(data.length, end - from + 1));
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }
}
