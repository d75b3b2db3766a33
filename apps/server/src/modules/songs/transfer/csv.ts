import { emptySong, orNull, type SongData } from './song-data.ts';

/**
 * A CSV file's text: UTF-8 when its bytes are valid UTF-8 (with or without a byte-order mark),
 * else Windows-1250, in which Excel on a Slovenian Windows saves "CSV" (č, š, ž as single bytes
 * that are never valid UTF-8 on their own).
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

/** RFC 4180 fields: quoted fields may hold the separator, "" and line breaks. */
export function parseCsvRecords(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((f) => f.trim() !== ''));
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** Header names, Slovenian or English, folded (no diacritics, lower case). */
const COLUMNS: Record<string, keyof SongData> = {
  naslov: 'title',
  title: 'title',
  skladatelj: 'composer',
  composer: 'composer',
  avtor: 'composer',
  kategorija: 'category',
  category: 'category',
  tonaliteta: 'key',
  key: 'key',
  tempo: 'tempo',
  opombe: 'notes',
  notes: 'notes',
  besedilo: 'lyrics',
  lyrics: 'lyrics',
  datoteka: 'file',
  file: 'file',
};

export type CsvRow = { line: number; song: SongData } | { line: number; error: 'no-title' };

/**
 * A songs CSV with a header row: naslov/title (required), skladatelj/composer, kategorija/category,
 * tonaliteta/key, tempo, opombe/notes, and the export's own besedilo/lyrics and datoteka/file.
 * Comma or semicolon (Excel's separator where the decimal mark is a comma), as the header uses.
 * Null when the header has no title column.
 */
export function parseSongsCsv(text: string): CsvRow[] | null {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.slice(0, clean.search(/\r|\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const [header, ...records] = parseCsvRecords(clean, separator);
  const columns = (header ?? []).map((h) => COLUMNS[fold(h)] ?? null);
  if (!columns.includes('title')) return null;
  return records.map((record, i) => {
    const song = emptySong('');
    columns.forEach((column, j) => {
      if (!column) return;
      const value = column === 'notes' || column === 'lyrics' ? orNull(record[j]?.replace(/\r\n?/g, '\n')) : orNull(record[j]?.replace(/\s+/g, ' '));
      if (value !== null) (song as unknown as Record<string, string>)[column] = value;
    });
    // Line numbers as a spreadsheet shows them: the header is line 1.
    return song.title ? { line: i + 2, song } : { line: i + 2, error: 'no-title' as const };
  });
}

const csvField = (value: string | null, separator: string) => {
  const v = value ?? '';
  return v.includes(separator) || /["\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
};

/** Rows as CSV with a byte-order mark, so that Excel reads it as UTF-8; semicolons, as a Slovenian Excel expects. */
export function writeCsv(header: string[], rows: (string | null)[][]): string {
  const sep = ';';
  return `\uFEFF${[header, ...rows].map((r) => r.map((v) => csvField(v, sep)).join(sep)).join('\r\n')}\r\n`;
}
