import { songImportReasons, type TSongImportFormat, type TSongImportRow } from '@zborovodja/contracts';
import { sortKey } from '../song-search.ts';
import type { SongData } from './song-data.ts';

/** One row of an import: a file, or one line of a CSV; read by import-reader.ts. */
export interface ImportItem {
  key: string;
  source: string;
  /** The file's path inside the upload ("chordpro/X.cho" in a ZIP, else its name): what a CSV's `datoteka` names. */
  path: string;
  format: TSongImportFormat;
  /** What the row describes; for sheet music a song titled by its file's name. */
  song: SongData | null;
  /** Set for sheet music (PDF, image): the file itself. */
  sheet: boolean;
  refused: string | null;
}

/** A song already in the songbook, as the plan compares it. */
export interface ExistingSong {
  id: number;
  title: string;
  composer: string | null;
  hasFile: boolean;
}

export type PlanTarget = { existing: ExistingSong } | { item: ImportItem } | null;

export interface PlannedRow {
  item: ImportItem;
  status: TSongImportRow['status'];
  reason: string | null;
  /** For an attachment: the song the file goes to. */
  target: PlanTarget;
}

/** Which file in a group of rows about one song is its source: the one that carries the most. */
const RANK: Record<TSongImportFormat, number> = { chordpro: 0, openlyrics: 1, csv: 2, sheet: 3, unknown: 4 };

const titleKey = (title: string) => sortKey(title);
const songKey = (s: { title: string; composer: string | null }) => `${titleKey(s.title)}\u0000${s.composer ? sortKey(s.composer) : ''}`;
/** A file reference, as a CSV names it or as the upload holds it: folders and case aside. */
const fileRef = (path: string) => path.replace(/\\/g, '/').split('/').pop()!.normalize('NFC').toLowerCase();

/**
 * What each row of an import becomes (issue 60), the same for the preview and the import:
 * - a song row (ChordPro, OpenLyrics, CSV) is a new song unless the songbook has one with the same
 *   title and composer, or an earlier row of the import does; rows about one song are taken in the
 *   order ChordPro, OpenLyrics, CSV (the lyrics are in the first two), so an exported songbook,
 *   which holds each song three times, comes back once;
 * - sheet music goes to the song whose CSV row names it (`datoteka`), else to a song with its
 *   title, existing or in the import, that has no sheet music yet; else it is a song of its own.
 * A song has one sheet-music file: a second one for it is skipped.
 */
export function planImport(items: ImportItem[], existing: ExistingSong[]): PlannedRow[] {
  const planned = new Map<ImportItem, PlannedRow>();
  const existingBySong = new Map<string, ExistingSong>();
  const existingByTitle = new Map<string, ExistingSong[]>();
  for (const e of existing) {
    if (!existingBySong.has(songKey(e))) existingBySong.set(songKey(e), e);
    const list = existingByTitle.get(titleKey(e.title)) ?? [];
    list.push(e);
    existingByTitle.set(titleKey(e.title), list);
  }
  const claimed = new Map<string, ImportItem>();
  const newByTitle = new Map<string, ImportItem>();
  const set = (item: ImportItem, status: PlannedRow['status'], reason: string | null = null, target: PlanTarget = null) =>
    planned.set(item, { item, status, reason, target });

  const songs = items.filter((i) => !i.sheet).sort((a, b) => RANK[a.format] - RANK[b.format]);
  for (const item of songs) {
    if (item.refused || !item.song) {
      set(item, 'refused', item.refused ?? songImportReasons.unreadable);
      continue;
    }
    const key = songKey(item.song);
    const first = claimed.get(key);
    if (existingBySong.has(key)) set(item, 'duplicate', songImportReasons.existing, { existing: existingBySong.get(key)! });
    else if (first) set(item, 'duplicate', songImportReasons.inImport(first.source), { item: first });
    else {
      set(item, 'new');
      claimed.set(key, item);
      if (!newByTitle.has(titleKey(item.song.title))) newByTitle.set(titleKey(item.song.title), item);
    }
  }

  // The songs each named file belongs to (a CSV's `datoteka`, whatever that row itself became).
  const named = new Map<string, PlanTarget>();
  for (const item of songs) {
    const row = planned.get(item)!;
    if (!item.song?.file || row.status === 'refused') continue;
    const target: PlanTarget = row.status === 'new' ? { item } : row.target;
    if (!named.has(fileRef(item.song.file))) named.set(fileRef(item.song.file), target);
  }

  const withFile = new Set<number | ImportItem>();
  const targetTitle = (t: NonNullable<PlanTarget>) => ('existing' in t ? t.existing.title : t.item.song!.title);
  for (const item of items.filter((i) => i.sheet)) {
    if (item.refused || !item.song) {
      set(item, 'refused', item.refused ?? songImportReasons.unreadable);
      continue;
    }
    let target = named.get(fileRef(item.path)) ?? null;
    if (target && 'item' in target && planned.get(target.item)?.status !== 'new') target = null;
    if (!target) {
      const same = existingByTitle.get(titleKey(item.song.title));
      const free = same?.find((e) => !e.hasFile && !withFile.has(e.id));
      const fresh = newByTitle.get(titleKey(item.song.title));
      target = free ? { existing: free } : same?.length ? { existing: same[0] } : fresh ? { item: fresh } : null;
    }
    if (!target) {
      set(item, 'new');
      withFile.add(item);
      claimed.set(songKey(item.song), item);
      newByTitle.set(titleKey(item.song.title), item);
      continue;
    }
    const taken = 'existing' in target ? target.existing.hasFile || withFile.has(target.existing.id) : withFile.has(target.item);
    if (taken) set(item, 'duplicate', songImportReasons.hasFile(targetTitle(target)), target);
    else {
      set(item, 'attach', null, target);
      withFile.add('existing' in target ? target.existing.id : target.item);
    }
  }
  return items.map((i) => planned.get(i)!);
}

/** A planned row as the preview lists it. */
export function previewRow(row: PlannedRow): TSongImportRow {
  const { item, status, reason, target } = row;
  return {
    key: item.key,
    source: item.source,
    format: item.format,
    status,
    title: item.song?.title ?? null,
    composer: item.song?.composer ?? null,
    category: item.song?.category ?? null,
    reason,
    target_title: status === 'attach' && target ? ('existing' in target ? target.existing.title : target.item.song!.title) : null,
  };
}
