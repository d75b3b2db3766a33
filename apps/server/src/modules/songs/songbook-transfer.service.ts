import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  errors,
  songImportErrors,
  songImportReasons,
  songImportSuccess,
  ZSongImportOptions,
  type TChordNotation,
  type TSongbookQuery,
  type TSongImportOptions,
  type TSongImportPreview,
  type TSongImportResult,
} from '@zborovodja/contracts';
import type { Insertable } from 'kysely';
import yazl from 'yazl';
import { iso, type Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { SongsTable } from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can, type SongbookAccess } from '../../policy.ts';
import { safeOriginalName, type FileStorage, type StoredFile } from '../../storage/uploads.ts';
import type { CommunitiesService } from '../communities/communities.service.ts';
import { SongsRepository } from './songs.repository.ts';
import { PART_FILE_AREA, savePartFile, songFields } from './songs.service.ts';
import { writeChordPro } from './transfer/chordpro.ts';
import { writeCsv } from './transfer/csv.ts';
import { planImport, previewRow, type ExistingSong, type ImportItem, type PlannedRow } from './transfer/import-plan.ts';
import { ImportReader, type UploadPart } from './transfer/import-reader.ts';
import { writeOpenLyrics } from './transfer/openlyrics.ts';

type Owner = { type: 'user' | 'community'; id: number };

interface Songbook {
  owner: Owner;
  /** New songs' chord notation when their file does not tell: the group's, H–B for one's own. */
  notation: TChordNotation;
  /** For the export's file name. */
  name: string;
}

/** The index CSV's columns: what parseSongsCsv reads back. */
const INDEX_HEADER = ['naslov', 'skladatelj', 'kategorija', 'tonaliteta', 'tempo', 'opombe', 'datoteka'];

/** A name for a file in the ZIP: no folders, no characters Windows refuses, no leading dot (hidden). */
const zipName = (name: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are not file names
  name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').replace(/^[.\s]+|[.\s]+$/g, '').slice(0, 120) || 'pesem';

/** Names made unique in the ZIP, case aside (Windows and macOS fold it): "Ave", "Ave (2)". */
class UniqueNames {
  private readonly taken = new Set<string>();
  take(stem: string, ext: string): string {
    let name = `${stem}${ext}`;
    for (let n = 2; this.taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${ext}`;
    this.taken.add(name.toLowerCase());
    return name;
  }
}

/**
 * Bringing songs into a songbook and taking a songbook out (issue 60). The import reads the files
 * twice, for the preview and for the import, with the same reader and plan; nothing is kept between
 * the two requests. The import's sheet music is stored as it streams in, before the songs are
 * written in one transaction; if anything fails, the stored files are removed again.
 */
export class SongbookTransferService {
  private readonly repo: SongsRepository;

  constructor(
    database: Database,
    private readonly communities: CommunitiesService,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {
    this.repo = new SongsRepository(database);
  }

  /** The songbook a request names, if the actor may do `action` there (a hidden group is 404, as everywhere). */
  private async songbook(actor: SessionUser, q: TSongbookQuery, action: 'songbook.import' | 'songbook.export'): Promise<Songbook> {
    let access: SongbookAccess = { owner_type: 'user', owner_id: actor.id };
    let book: Songbook = { owner: { type: 'user', id: actor.id }, notation: 'german', name: actor.display_name || actor.username };
    if (q.community_id) {
      const { row, membership } = await this.communities.load(actor, q.community_id);
      access = { owner_type: 'community', owner_id: row.id, role: membership?.role ?? null };
      book = { owner: { type: 'community', id: row.id }, notation: row.chord_notation, name: row.name };
    }
    if (!can(actor, { type: action, songbook: access })) throw forbidden(action === 'songbook.import' ? songImportErrors.forbidden : errors.forbidden);
    return book;
  }

  private async existing(owner: Owner): Promise<ExistingSong[]> {
    const rows = await this.repo.importIndex(owner);
    return rows.map((r) => ({ id: r.id, title: r.title, composer: r.composer, hasFile: r.part_file_stored !== null }));
  }

  /** What each file would become; nothing is stored. */
  async preview(actor: SessionUser, q: TSongbookQuery, parts: AsyncIterable<UploadPart>): Promise<TSongImportPreview> {
    const book = await this.songbook(actor, q, 'songbook.import');
    const items = await new ImportReader().read(parts);
    const plan = planImport(items, await this.existing(book.owner));
    return { rows: plan.map((row) => previewRow(row)) };
  }

  /**
   * The chosen rows, all or nothing. The multipart field `options` (ZSongImportOptions) must come
   * before the files, so that only the chosen sheet music is stored while it streams in.
   */
  async import(actor: SessionUser, q: TSongbookQuery, parts: AsyncIterable<UploadPart>): Promise<TSongImportResult> {
    const book = await this.songbook(actor, q, 'songbook.import');
    let options: TSongImportOptions | null = null;
    let selected = new Set<string>();
    const stored = new Map<string, { file: StoredFile; name: string }>();
    try {
      const reader = new ImportReader({
        onField: (name, value) => {
          if (name !== 'options') return;
          options = parseOptions(value);
          selected = new Set(options.selected);
        },
        store: async (key, name, stream) => {
          if (!options) throw badRequest(songImportErrors.optionsMissing);
          if (!selected.has(key)) return false;
          // The upload's rules; a PDF that does not open was refused by the preview already, this is for a client that skipped it.
          const file = await savePartFile(this.storage, stream, `${name}: ${songImportReasons.pdfUnreadable}`);
          stored.set(key, { file, name });
          return true;
        },
      });
      const items = await reader.read(parts);
      const chosen = options as TSongImportOptions | null;
      if (!chosen) throw badRequest(songImportErrors.optionsMissing);
      if (!selected.size) throw badRequest(songImportErrors.nothingSelected);
      const plan = planImport(items, await this.existing(book.owner));
      const byKey = new Map(plan.map((row) => [row.item.key, row]));
      for (const key of selected) {
        const row = byKey.get(key);
        if (!row) throw badRequest(songImportErrors.rowUnknown);
        if (row.status !== 'new' && row.status !== 'attach') throw badRequest(songImportErrors.rowNotImportable(row.item.source));
      }
      const { songs, attachments, attached } = this.writes(actor, book, plan.filter((row) => selected.has(row.item.key)), selected, stored, chosen.category ?? null);
      await this.repo.importSongs(songs, attachments, () => conflict(songImportErrors.changed));
      return { message: songImportSuccess.imported(songs.length, attached), created: songs.length, attached };
    } catch (err) {
      for (const { file } of stored.values()) await this.storage.remove(PART_FILE_AREA, file.name);
      throw err;
    }
  }

  /** The rows and updates of an import: each new song with its sheet music, if a chosen file goes to it. */
  private writes(
    actor: SessionUser,
    book: Songbook,
    rows: PlannedRow[],
    selected: Set<string>,
    stored: Map<string, { file: StoredFile; name: string }>,
    category: string | null,
  ) {
    const now = iso(this.clock.now());
    const fileOf = new Map<ImportItem, { file: StoredFile; name: string }>();
    const attachments: { id: number; patch: Partial<Insertable<SongsTable>> }[] = [];
    const fresh: ImportItem[] = [];
    for (const { item, status, target } of rows) {
      const file = stored.get(item.key);
      if (status === 'new') {
        fresh.push(item);
        if (file) fileOf.set(item, file);
      } else if (target && 'existing' in target) attachments.push({ id: target.existing.id, patch: { ...partColumns(file!, now), updated_at: now } });
      else if (target && selected.has(target.item.key)) fileOf.set(target.item, file!);
      else {
        // Its song was left out of the import: the sheet music becomes a song of its own, as a file alone would.
        fresh.push(item);
        fileOf.set(item, file!);
      }
    }
    const songs = fresh.map((item): Insertable<SongsTable> => {
      const song = item.song!;
      const file = fileOf.get(item);
      return {
        ...songFields({ title: song.title, composer: song.composer, key: song.key, tempo: song.tempo, lyrics: song.lyrics, notes: song.notes, category: category || song.category }),
        chord_notation: song.notation ?? book.notation,
        owner_type: book.owner.type,
        owner_id: book.owner.id,
        created_by: actor.id,
        created_at: now,
        updated_at: now,
        ...(file ? partColumns(file, now) : {}),
      };
    });
    // Sheet music counts as attached when it went to a song of another row; a file alone is just a new song.
    const attached = attachments.length + [...fileOf.keys()].filter((item) => !item.sheet).length;
    return { songs, attachments, attached };
  }

  /** The export for a request: the actor must see the songbook's songs. */
  async exportFor(actor: SessionUser, q: TSongbookQuery): Promise<{ filename: string; stream: Readable }> {
    const book = await this.songbook(actor, q, 'songbook.export');
    return { filename: this.exportName(book.name), stream: await this.exportZip(book.owner) };
  }

  /**
   * The CLI's `export-songs`: run on the server's machine with its configuration, by someone who
   * holds the database already, so no session and no policy; null when there is no such group.
   */
  async exportCommunity(id: number): Promise<{ name: string; stream: Readable } | null> {
    const row = await this.communities.findRow(id);
    if (!row) return null;
    return { name: row.name, stream: await this.exportZip({ type: 'community', id: row.id }) };
  }

  private exportName(name: string): string {
    const date = iso(this.clock.now()).slice(0, 10);
    return `pesmarica-${zipName(name).replace(/\s+/g, '-')}-${date}.zip`;
  }

  /**
   * A songbook as a ZIP (issue 60): `pesmi.csv` (the index, with each song's sheet-music file),
   * every song as ChordPro (`chordpro/`) and OpenLyrics 0.8 (`openlyrics/`), and the sheet music
   * under its original names (`datoteke/`). Importing it into an empty songbook recreates it: the
   * ChordPro files carry every field, the index ties the files to their songs. The files are read
   * from storage one at a time, as the ZIP is written. Also the CLI's `export-songs`.
   */
  async exportZip(owner: Owner): Promise<Readable> {
    const rows = await this.repo.exportRows(owner);
    const modified = new Date(this.clock.now().getTime() - (this.clock.now().getTime() % 1000)).toISOString().replace('.000Z', 'Z');
    const songNames = new UniqueNames();
    const fileNames = new UniqueNames();
    const index: (string | null)[][] = [];
    const entries: { path: string; text?: string; stored?: string }[] = [];
    for (const row of rows) {
      const stem = zipName(row.title);
      const base = songNames.take(stem, '');
      const song = { title: row.title, composer: row.composer, key: row.key, tempo: row.tempo, category: row.category, notes: row.notes, lyrics: row.lyrics, notation: row.chord_notation };
      entries.push({ path: `chordpro/${base}.cho`, text: writeChordPro(song) }, { path: `openlyrics/${base}.xml`, text: writeOpenLyrics(song, modified) });
      let file: string | null = null;
      if (row.part_file_stored && row.part_file_type && (await this.storedSize(row.part_file_stored)) !== null) {
        const original = safeOriginalName(row.part_file_name ?? row.part_file_stored, row.part_file_type);
        const dot = original.lastIndexOf('.');
        file = `datoteke/${fileNames.take(zipName(original.slice(0, dot)), original.slice(dot))}`;
        entries.push({ path: file, stored: row.part_file_stored });
      }
      index.push([row.title, row.composer, row.category, row.key, row.tempo, row.notes, file]);
    }
    const zip = new yazl.ZipFile();
    const output = zip.outputStream as unknown as Readable;
    // A stored file that cannot be read (removed meanwhile) breaks the ZIP off: its stream's error,
    // and yazl's, which it reports on the ZipFile, go to the output instead of ending the process.
    const fail = (err: Error) => output.destroy(err);
    zip.on('error', fail);
    zip.addBuffer(Buffer.from(writeCsv(INDEX_HEADER, index)), 'pesmi.csv');
    for (const entry of entries) {
      if (entry.text !== undefined) zip.addBuffer(Buffer.from(entry.text), entry.path);
      else {
        const stored = entry.stored!;
        // Opened when the ZIP reaches it, so that one file at a time is open.
        zip.addReadStreamLazy(entry.path, { compress: false }, (cb) => {
          this.openStored(stored).then(
            (stream) => cb(null, stream.on('error', fail)),
            (err: Error) => fail(err),
          );
        });
      }
    }
    zip.end();
    return output;
  }

  private async storedSize(name: string): Promise<number | null> {
    if (this.storage.kind === 'database') return this.storage.size(PART_FILE_AREA, name);
    const file = this.storage.pathOf(PART_FILE_AREA, name);
    return file ? stat(file).then((s) => s.size, () => null) : null;
  }

  private async openStored(name: string): Promise<Readable> {
    if (this.storage.kind === 'database') {
      const size = (await this.storage.size(PART_FILE_AREA, name)) ?? 0;
      return this.storage.read(PART_FILE_AREA, name, 0, Math.max(0, size - 1));
    }
    const stream = createReadStream(this.storage.pathOf(PART_FILE_AREA, name)!);
    await new Promise((resolve, reject) => stream.once('open', resolve).once('error', reject));
    return stream;
  }
}

function parseOptions(value: string): TSongImportOptions {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw badRequest(songImportErrors.optionsInvalid);
  }
  const parsed = ZSongImportOptions.safeParse(json);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message === errors.songFieldTooLong ? errors.songFieldTooLong : songImportErrors.optionsInvalid);
  return parsed.data;
}

const partColumns = ({ file, name }: { file: StoredFile; name: string }, now: string) => ({
  part_file_name: safeOriginalName(name, file.kind),
  part_file_stored: file.name,
  part_file_type: file.kind,
  part_file_size: file.size,
  part_file_uploaded_at: now,
});
