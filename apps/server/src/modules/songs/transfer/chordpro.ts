import { chordNotations, type TChordNotation } from '@zborovodja/contracts';
import { cleanText, detectNotation, emptySong, orNull, type SongData } from './song-data.ts';

/** `{name: value}`, `{name value}` or `{name}` on a line of its own (ChordPro 6). */
const DIRECTIVE = /^\{\s*([A-Za-z_][\w-]*)\s*(?:[:\s]\s*([^}]*?))?\s*\}$/;

/** `{meta: name value}` names that carry the song's own fields (written by writeChordPro). */
const META_FIELDS: Record<string, 'category' | 'notes' | 'notation' | 'file'> = {
  category: 'category',
  kategorija: 'category',
  notes: 'notes',
  opombe: 'notes',
  notation: 'notation',
  datoteka: 'file',
  file: 'file',
};

/**
 * A ChordPro file as a song: {title}, {composer} (else {artist}), {key} and {tempo} become the
 * song's fields, `{meta: category …}`, `{meta: notes …}` and `{meta: notation …}` the rest; the
 * remaining lines, directives such as {subtitle}, {capo}, {soc}…{eoc} and {c: …} included, are the
 * song's lyrics, which the app shows and transposes as ChordPro. Lines starting with # are
 * ChordPro's comments and are dropped. Without {title}, the file's name gives it (`fallbackTitle`).
 */
export function parseChordPro(text: string, fallbackTitle: string): SongData {
  const song = emptySong(fallbackTitle);
  let title: string | null = null;
  let composer: string | null = null;
  let artist: { value: string; line: number } | null = null;
  const notes: string[] = [];
  const body: string[] = [];
  for (const line of cleanText(text).split('\n')) {
    if (line.startsWith('#')) continue;
    const m = DIRECTIVE.exec(line.trim());
    if (!m) {
      body.push(line);
      continue;
    }
    const name = m[1].toLowerCase();
    const value = (m[2] ?? '').trim();
    if ((name === 'title' || name === 't') && value) title ??= value;
    else if (name === 'composer' && value) composer ??= value;
    else if (name === 'artist' && value && !artist) {
      // Kept in the lyrics (the song page shows it) unless it has to stand in for the composer.
      artist = { value, line: body.length };
      body.push(line);
    } else if (name === 'key' && value) song.key ??= value;
    else if (name === 'tempo' && value) song.tempo ??= value;
    else if (name === 'meta') {
      const [, metaName = '', metaValue = ''] = /^(\S+)\s*(.*)$/.exec(value) ?? [];
      const field = META_FIELDS[metaName.toLowerCase()];
      if (!field) body.push(line);
      else if (field === 'notes') notes.push(metaValue);
      else if (field === 'notation') song.notation = (chordNotations as readonly string[]).includes(metaValue) ? (metaValue as TChordNotation) : song.notation;
      else if (metaValue.trim()) song[field] ??= metaValue.trim();
    } else body.push(line);
  }
  if (!composer && artist) {
    composer = artist.value;
    body.splice(artist.line, 1);
  }
  song.title = title ?? fallbackTitle;
  song.composer = composer;
  song.notes = orNull(notes.join('\n'));
  song.lyrics = orNull(body.join('\n').replace(/^\n+|\s+$/g, ''));
  song.notation ??= detectNotation(song.lyrics);
  return song;
}

/** A directive's value on one line, without the brace that would end it early. */
const directiveValue = (value: string) => value.replace(/[\n\r]+/g, ' ').replace(/}/g, ')').trim();

/** A song as ChordPro, for the export: what parseChordPro reads back into the same fields. */
export function writeChordPro(song: Omit<SongData, 'file'> & { notation: TChordNotation }): string {
  const lines = [`{title: ${directiveValue(song.title)}}`];
  if (song.composer) lines.push(`{composer: ${directiveValue(song.composer)}}`);
  if (song.key) lines.push(`{key: ${directiveValue(song.key)}}`);
  if (song.tempo) lines.push(`{tempo: ${directiveValue(song.tempo)}}`);
  if (song.category) lines.push(`{meta: category ${directiveValue(song.category)}}`);
  lines.push(`{meta: notation ${song.notation}}`);
  for (const line of song.notes?.split('\n') ?? []) lines.push(`{meta: notes ${directiveValue(line)}}`);
  if (song.lyrics) lines.push('', cleanText(song.lyrics));
  return `${lines.join('\n')}\n`;
}
