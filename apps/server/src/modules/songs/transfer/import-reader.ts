import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { songImportErrors, songImportExtensions, songImportLimits, songImportReasons, songLimits, uploadKinds, type TSongImportFormat } from '@zborovodja/contracts';
import yauzl from 'yauzl';
import { AppError, badRequest } from '../../../domain/errors.ts';
import { detectFileKind } from '../../../storage/file-types.ts';
import { readablePdfPages } from '../../../storage/pdf-pages.ts';
import { parseChordPro } from './chordpro.ts';
import { decodeText, parseSongsCsv } from './csv.ts';
import { titleFromFileName } from './file-title.ts';
import type { ImportItem } from './import-plan.ts';
import { OpenLyricsError, parseOpenLyrics } from './openlyrics.ts';
import { emptySong, type SongData } from './song-data.ts';

/** One part of the multipart request, as the route hands it over. */
export type UploadPart = { kind: 'file'; filename: string; stream: Readable } | { kind: 'field'; name: string; value: string };

export interface ReadOptions {
  /** The import's `options` field, which comes before the files. */
  onField?: (name: string, value: string) => void;
  /**
   * For the import: stores the sheet music of a row it chose, and says so (false: the row was not
   * chosen, and the file is read like the preview's). A failed store ends the whole import.
   */
  store?: (key: string, name: string, stream: Readable) => Promise<boolean>;
}

/** Past the first MiB an entry may not inflate more than zipRatio times its packed size. */
const RATIO_GRACE = 1024 * 1024;
/** Junk that ZIP tools and file managers add, not songs: skipped without a row. */
const JUNK = /(^|\/)(__MACOSX\/|\.[^/]*$|Thumbs\.db$|desktop\.ini$)/i;

const extension = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
const formatOf = (name: string): TSongImportFormat | 'zip' | null => {
  const ext = extension(name);
  for (const [format, list] of Object.entries(songImportExtensions)) if ((list as readonly string[]).includes(ext)) return format as TSongImportFormat | 'zip';
  return null;
};

/**
 * The import's limits across all its files, counted as they arrive: how many files and songs, the
 * bytes received, and the bytes the ZIPs' entries inflate to.
 */
class Budget {
  files = 0;
  songs = 0;
  received = 0;
  inflated = 0;
  file() {
    if (++this.files > songImportLimits.files) throw new AppError(413, songImportErrors.tooManyFiles);
  }
  song(n = 1) {
    this.songs += n;
    if (this.songs > songImportLimits.songs) throw new AppError(413, songImportErrors.tooManySongs);
  }
  add(n: number, inflated: boolean) {
    const total = inflated ? (this.inflated += n) : (this.received += n);
    if (total > songImportLimits.totalBytes) throw new AppError(413, songImportErrors.tooLarge);
  }
}

/** A stream's chunks, counted against the budget and, for a ZIP entry, its packed size (a ZIP bomb stops here, not after). */
async function* counted(stream: AsyncIterable<Buffer>, budget: Budget, packed: number | null) {
  let n = 0;
  for await (const chunk of stream) {
    n += chunk.length;
    budget.add(chunk.length, packed !== null);
    if (packed !== null && n > RATIO_GRACE && n > packed * songImportLimits.zipRatio) throw badRequest(songImportErrors.zipBomb);
    yield chunk;
  }
}

/** The first bytes of a stream, and the whole stream again (those bytes first). */
async function peek(stream: AsyncIterable<Buffer>, n: number): Promise<{ head: Buffer; all: Readable }> {
  const it = stream[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < n) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    seen.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(seen);
  async function* rest() {
    if (head.length) yield head;
    if (done) return;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  }
  return { head, all: Readable.from(rest(), { objectMode: false }) };
}

/**
 * Reads a stream up to `max` bytes; null when it is longer. The rest is read through, so that the
 * multipart body goes on to the next file, or, for a ZIP entry, dropped with `stop` (not inflated).
 */
async function readUpTo(stream: AsyncIterable<Buffer>, max: number, stop?: () => void): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > max) {
      if (stop) {
        stop();
        return null;
      }
      continue;
    }
    parts.push(chunk);
  }
  return size > max ? null : Buffer.concat(parts);
}

/**
 * Reads the files of an import (issue 60) into rows, one per file or CSV line, with the same
 * parsers for the preview and the import. A ZIP is written to a temporary file and read entry by
 * entry with yauzl, which refuses absolute paths and ".." (the whole ZIP is refused then); entries
 * are counted, and their bytes counted as they inflate, against the import's limits, never from the
 * sizes the ZIP claims. Nothing is written under a name from the upload.
 */
export class ImportReader {
  private readonly budget = new Budget();
  private readonly keys = new Set<string>();
  readonly items: ImportItem[] = [];
  private sawFile = false;

  constructor(private readonly options: ReadOptions = {}) {}

  async read(parts: AsyncIterable<UploadPart>): Promise<ImportItem[]> {
    for await (const part of parts) {
      if (part.kind === 'field') {
        this.options.onField?.(part.name, part.value);
        continue;
      }
      this.sawFile = true;
      await this.readUpload(part.filename, part.stream);
    }
    if (!this.sawFile) throw badRequest(songImportErrors.noFiles);
    return this.items;
  }

  private key(source: string): string {
    let key = source;
    for (let n = 2; this.keys.has(key); n++) key = `${source}~${n}`;
    this.keys.add(key);
    return key;
  }

  private async readUpload(filename: string, stream: Readable) {
    const name = path.basename(filename.replace(/\\/g, '/')) || 'datoteka';
    const { head, all } = await peek(counted(stream, this.budget, null), 16);
    if (formatOf(name) === 'zip' || head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
      await this.readZip(name, all);
      return;
    }
    await this.readFile(name, name, name, all, head, null);
  }

  /** One file: its rows. `destroy` stops a ZIP entry that is too long instead of inflating the rest. */
  private async readFile(source: string, filePath: string, name: string, stream: Readable, head: Buffer, destroy: (() => void) | null) {
    this.budget.file();
    const format = formatOf(name);
    const key = this.key(source);
    const push = (fmt: TSongImportFormat, song: SongData | null, refused: string | null, sheet = false) =>
      this.items.push({ key, source, path: filePath, format: fmt, song, sheet, refused });
    if (format === 'zip') {
      await readUpTo(stream, 0, destroy ?? undefined);
      return push('unknown', null, songImportReasons.nestedZip);
    }
    if (format === 'chordpro' || format === 'openlyrics' || format === 'csv') {
      const bytes = await readUpTo(stream, songImportLimits.fileBytes, destroy ?? undefined);
      if (!bytes) return push(format, null, songImportReasons.tooLarge);
      return this.parseText(format, key, source, filePath, name, bytes);
    }
    const kind = detectFileKind(head);
    const isSheet = kind !== null && (uploadKinds.partFile as readonly string[]).includes(kind);
    if (!isSheet) {
      await readUpTo(stream, 0, destroy ?? undefined);
      return push(format === 'sheet' ? 'sheet' : 'unknown', null, format === 'sheet' ? songImportReasons.sheetType : songImportReasons.unsupported);
    }
    const { title, voicing } = titleFromFileName(name);
    const song = { ...emptySong(title), notes: voicing ? `Zasedba: ${voicing}` : null };
    // Stored only when this row was chosen; the storage keeps the part-file limit while streaming.
    if (await this.options.store?.(key, name, stream)) return push('sheet', song, null, true);
    const bytes = await readUpTo(stream, songImportLimits.fileBytes, destroy ?? undefined);
    if (bytes && kind === 'pdf' && (await readablePdfPages(bytes)) === 0) return push('sheet', song, songImportReasons.pdfUnreadable, true);
    push('sheet', song, bytes ? null : songImportReasons.tooLarge, true);
  }

  private parseText(format: 'chordpro' | 'openlyrics' | 'csv', key: string, source: string, filePath: string, name: string, bytes: Buffer) {
    const item = (song: SongData | null, refused: string | null, rowKey = key, rowSource = source): ImportItem => ({
      key: rowKey,
      source: rowSource,
      path: filePath,
      format,
      song,
      sheet: false,
      refused: refused ?? (song ? fieldProblem(song) : null),
    });
    const text = decodeText(bytes);
    if (format === 'chordpro') {
      this.budget.song();
      this.items.push(item(parseChordPro(text, titleFromFileName(name).title), null));
    } else if (format === 'openlyrics') {
      this.budget.song();
      try {
        this.items.push(item(parseOpenLyrics(text), null));
      } catch (err) {
        if (!(err instanceof OpenLyricsError)) throw err;
        this.items.push(item(null, err.kind === 'doctype' ? songImportReasons.xmlDoctype : songImportReasons.xmlNotOpenLyrics));
      }
    } else {
      const rows = parseSongsCsv(text);
      if (!rows) return this.items.push(item(null, songImportReasons.csvNoTitleColumn));
      this.budget.song(rows.length);
      // The file's own key stays taken; its rows are keyed by line.
      for (const row of rows) {
        const rowSource = `${source}, vrstica ${row.line}`;
        const rowKey = this.key(`${source}#${row.line}`);
        this.items.push('song' in row ? item(row.song, null, rowKey, rowSource) : item(null, songImportReasons.csvRowNoTitle, rowKey, rowSource));
      }
    }
  }

  private async readZip(zipName: string, stream: Readable) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'zb-import-'));
    const file = path.join(dir, 'upload.zip');
    try {
      await pipeline(stream, createWriteStream(file));
      const zip = await openZip(file);
      try {
        for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
          if (entry.fileName.endsWith('/')) continue;
          if (JUNK.test(entry.fileName)) {
            this.budget.file();
            continue;
          }
          const raw = await openEntry(zip, entry);
          const destroy = () => raw.destroy();
          const { head, all } = await peek(counted(raw, this.budget, entry.compressedSize), 16);
          await this.readFile(`${zipName} › ${entry.fileName}`, entry.fileName, entry.fileName, all, head, destroy);
        }
      } finally {
        zip.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** A song's fields against the song form's limits (ZSongRequest): too long is refused, not cut. */
function fieldProblem(song: SongData): string | null {
  if (!song.title.trim()) return songImportReasons.noTitle;
  if (song.title.length > songLimits.title || (song.composer?.length ?? 0) > songLimits.short || (song.key?.length ?? 0) > 20 || (song.tempo?.length ?? 0) > 50 || (song.category?.length ?? 0) > 50) {
    return songImportReasons.tooLong;
  }
  if ((song.lyrics?.length ?? 0) > songLimits.long || (song.notes?.length ?? 0) > songLimits.long) return songImportReasons.lyricsTooLong;
  return null;
}

/** yauzl's refusals of a name (absolute, "..", backslashes) as the import's answer; anything else is a broken ZIP. */
function zipError(err: unknown): AppError {
  const message = err instanceof Error ? err.message : '';
  if (/invalid relative path|absolute path|invalid characters in fileName/i.test(message)) return badRequest(songImportErrors.zipPath);
  return badRequest(songImportErrors.zipBroken);
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true, strictFileNames: false }, (err, zip) =>
      // Errors come to the entry being read (nextEntry); one emitted between reads must not end the process.
      err ? reject(zipError(err)) : resolve(zip.on('error', () => undefined)),
    );
  });
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const done = () => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry) => (done(), resolve(entry));
    const onEnd = () => (done(), resolve(null));
    const onError = (err: Error) => (done(), reject(zipError(err)));
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(zipError(err));
      // An entry's own errors (a size that does not match, bad deflate data) are a broken ZIP.
      const wrapped = stream.on('error', () => undefined);
      resolve(
        Readable.from(
          (async function* () {
            try {
              for await (const chunk of wrapped) yield chunk as Buffer;
            } catch (e) {
              throw e instanceof AppError ? e : zipError(e);
            }
          })(),
          { objectMode: false },
        ),
      );
    });
  });
}
