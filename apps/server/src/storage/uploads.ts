import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { errors, limits, uploadKinds } from '@zborovodja/contracts';
import { AppError } from '../domain/errors.ts';
import { randomToken } from '../tokens.ts';
import { detectFileKind, SNIFF_BYTES, type FileKind } from './file-types.ts';

export interface StoredFile {
  /** Random file name under the area folder, e.g. "Xy3…_q.png". */
  name: string;
  kind: FileKind;
  size: number;
}

export interface SaveOptions {
  area: string;
  maxBytes: number;
  allowed: readonly FileKind[];
  tooLargeMessage: string;
  wrongTypeMessage: string;
}

/** Pictures of people and performers: JPEG, PNG, GIF or WebP by their bytes, at most 5 MB. */
export const IMAGE_UPLOAD = {
  maxBytes: limits.profileImageBytes,
  allowed: uploadKinds.picture,
  tooLargeMessage: errors.imageTooLarge,
  wrongTypeMessage: errors.imageRequired,
} as const satisfies Omit<SaveOptions, 'area'>;

export const SAFE_NAME = /^[A-Za-z0-9_-]{16,64}\.(jpg|png|gif|webp|pdf|tiff|zip|musicxml|mxl|mid|mp3|ogg|m4a)$/;

/**
 * Where uploads are stored: FILE_STORAGE=disk (UploadStorage, below) or database (DatabaseStorage,
 * storage/database-storage.ts). Services only save and remove; http/files.ts serves either kind.
 */
export type FileStorage = UploadStorage | import('./database-storage.ts').DatabaseStorage;

/** Files live under DATA_DIR/uploads/<area>/ with random names; nothing a client sends names a path. */
export class UploadStorage {
  readonly kind = 'disk';

  constructor(readonly root: string) {}

  pathOf(area: string, name: string): string | null {
    if (!SAFE_NAME.test(name) || !/^[a-z-]+$/.test(area)) return null;
    return path.join(this.root, area, name);
  }

  /**
   * Streams an upload to disk, deciding its type by the first bytes and stopping as soon as the
   * limit is passed (never buffering more than the limit). A refused file leaves nothing behind.
   */
  async save(stream: Readable, opts: SaveOptions): Promise<StoredFile> {
    const dir = path.join(this.root, opts.area);
    await mkdir(dir, { recursive: true });
    let head = Buffer.alloc(0);
    let kind: FileKind | null = null;
    let size = 0;
    let file: ReturnType<typeof createWriteStream> | null = null;
    let name = '';
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > opts.maxBytes) throw new AppError(413, opts.tooLargeMessage);
        if (!file) {
          head = Buffer.concat([head, chunk]);
          if (head.length < SNIFF_BYTES) continue;
          kind = detectFileKind(head);
          if (!kind || !opts.allowed.includes(kind)) throw new AppError(415, opts.wrongTypeMessage);
          name = `${randomToken(24)}.${kind}`;
          file = createWriteStream(path.join(dir, name), { flags: 'wx' });
          await write(file, head);
          continue;
        }
        await write(file, chunk);
      }
      if (!file) {
        kind = detectFileKind(head);
        if (!kind || !opts.allowed.includes(kind) || head.length === 0) throw new AppError(415, opts.wrongTypeMessage);
        name = `${randomToken(24)}.${kind}`;
        file = createWriteStream(path.join(dir, name), { flags: 'wx' });
        await write(file, head);
      }
      await new Promise<void>((resolve, reject) => file!.end((err?: Error | null) => (err ? reject(err) : resolve())));
      return { name, kind: kind!, size };
    } catch (err) {
      stream.resume();
      if (file) {
        // Wait for the stream to close: its open may still be pending, and would recreate the file after rm.
        const closing = file;
        await new Promise<void>((resolve) => {
          if (closing.closed) return resolve();
          closing.once('close', () => resolve());
          closing.destroy();
        });
        await rm(path.join(dir, name), { force: true });
      }
      throw (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError(413, opts.tooLargeMessage) : err;
    }
  }

  async remove(area: string, name: string): Promise<void> {
    const p = this.pathOf(area, name);
    if (p) await rm(p, { force: true });
  }

  /** A stored file to read whole (the export of one's data takes the part files in), or null when it is gone. */
  async open(area: string, name: string): Promise<Readable | null> {
    const p = this.pathOf(area, name);
    if (!p || !(await stat(p).then((s) => s.isFile(), () => false))) return null;
    return createReadStream(p);
  }
}

function write(stream: ReturnType<typeof createWriteStream>, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (stream.write(chunk)) return resolve();
    // Both listeners go once either fires, so a long upload does not pile them up.
    const onDrain = () => {
      stream.off('error', onError);
      resolve();
    };
    const onError = (err: Error) => {
      stream.off('drain', onDrain);
      reject(err);
    };
    stream.once('drain', onDrain);
    stream.once('error', onError);
  });
}

/** Extensions that mean the same type as the detected kind, as the uploader wrote them. */
const SAME_TYPE: Record<string, readonly string[]> = { jpg: ['jpg', 'jpeg'], tiff: ['tiff', 'tif'], musicxml: ['musicxml', 'xml'], mid: ['mid', 'midi'] };

/**
 * C0 and C1 controls, and the bidi controls (LRM, RLM, ALM, embeddings and overrides such as
 * U+202E, isolates) that make "Pesem\u202Efdp.exe" display as "Pesemexe.pdf".
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g;

/**
 * The uploader's file name, held only for display and downloads: no path, no control or bidi
 * characters, and the extension of the type its bytes were detected as (issue 19: a PDF uploaded
 * as "x.html" downloaded as x.html). At most 200 characters, extension included. Idempotent, so
 * it is applied again when a stored name is served (names stored before the fix).
 */
export function safeOriginalName(name: string, kind: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(UNSAFE_CHARS, '').trim();
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const keep = (SAME_TYPE[kind] ?? [kind]).includes(ext) ? ext : kind;
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, 200 - keep.length - 1).trim();
  return `${stem || 'file'}.${keep}`;
}
