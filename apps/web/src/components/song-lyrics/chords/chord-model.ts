import { ChordLyricsPair, ChordProParser, Comment, Tag, type Song } from 'chordsheetjs';
import type { TChordNotation } from '@zborovodja/contracts';
import { foldSemitones } from './detect.ts';
import { keyLabel, parseKey, shiftKey, signature, transposeChord, type MusicKey } from './notation.ts';

/**
 * ChordPro lyrics as plain data the components render as React elements (issue 25): parsed by
 * chordsheetjs, never turned into HTML, so a song's text can't become markup. Chords are read and
 * transposed in the song's own notation (notation.ts, issue 58), here rather than by chordsheetjs,
 * which knows neither H nor -is/-es.
 */
export interface ChordPair {
  chord: string;
  lyrics: string;
  /** The word goes on in the next pair and the chord is wider than this part: shown with a hyphen. */
  split?: boolean;
}
export type ChordLine = { kind: 'pairs'; pairs: ChordPair[]; hasChords: boolean } | { kind: 'comment'; text: string };
export interface ChordParagraph {
  /** 'chorus', 'verse', 'bridge', 'tab' … or 'none'/'indeterminate'. */
  type: string;
  label: string | null;
  lines: ChordLine[];
}
/** The ChordPro directives shown above the song: {subtitle}/{st}, {artist}, {capo}. */
export interface ChordMeta {
  subtitle: string | null;
  artist: string | null;
  capo: string | null;
}
export interface ChordSheet {
  paragraphs: ChordParagraph[];
  /** The key after transposing, when the song's key is known, in the song's notation ('Fis-mol', 'B'; 'F#m', 'Bb'). */
  key: string | null;
  /** The semitones applied. */
  delta: number;
  meta: ChordMeta;
}

export interface ChordSheetOptions {
  delta?: number;
  /** The song record's key, in the song's notation. */
  songKey?: string | null;
  /** A setlist entry's own key, in the song's notation. */
  toKey?: string | null;
  /** The song's chord notation; H–B when not given. */
  notation?: TChordNotation;
}

const parseSong = (text: string): Song => new ChordProParser().parse(text.replace(/\r\n?/g, '\n'));

/** The song's key: the record's own, else the lyrics' `{key}` directive; null when neither reads. */
export function originalKey(song: Song | null, songKey: string | null | undefined, notation: TChordNotation): MusicKey | null {
  const fromRecord = parseKey(songKey, notation);
  if (fromRecord) return fromRecord;
  try {
    return parseKey(song?.key, notation);
  } catch {
    return null;
  }
}

/** Semitones from one key to another, the short way round. */
export const semitonesBetween = (from: MusicKey, to: MusicKey): number => foldSemitones(to.pc - from.pc);

const metaText = (v: unknown): string | null => {
  const s = Array.isArray(v) ? v.join(', ') : typeof v === 'string' ? v : null;
  return s?.trim() ? s.trim() : null;
};

/** A chord wider than the part of the word under it leaves a gap inside the word: joined with a hyphen. */
const splitsWord = (pair: ChordPair, next: ChordPair | undefined): boolean =>
  !!pair.chord && !!next && /\S$/.test(pair.lyrics) && /^[\p{L}\p{N}]/u.test(next.lyrics) && pair.chord.length + 1 > pair.lyrics.length;

function toLines(song: Song, chord: (c: string) => string): ChordParagraph[] {
  return song.bodyParagraphs.map((p) => ({
    type: p.type,
    label: p.label ?? null,
    lines: p.lines.flatMap((line): ChordLine[] => {
      const out: ChordLine[] = [];
      const pairs: ChordPair[] = [];
      for (const item of line.items) {
        if (item instanceof ChordLyricsPair) pairs.push({ chord: chord(item.chords ?? ''), lyrics: item.lyrics ?? '' });
        else if (item instanceof Tag && item.name === 'comment' && item.value) out.push({ kind: 'comment', text: item.value });
        else if (item instanceof Comment) continue; // a "# …" source comment is not shown
      }
      pairs.forEach((pair, i) => {
        if (splitsWord(pair, pairs[i + 1])) pair.split = true;
      });
      if (pairs.length) out.push({ kind: 'pairs', pairs, hasChords: pairs.some((x) => x.chord) });
      else if (!out.length && line.isEmpty()) out.push({ kind: 'pairs', pairs: [], hasChords: false });
      return out;
    }),
  }));
}

/**
 * Parses ChordPro lyrics and transposes them: by `delta` semitones, or (when `toKey` is given and
 * the song's key is known) to that key. Chords keep their suffix and are spelled as the target key
 * has them, in the song's notation (Fis +1 is G, Cis-mol +1 D-mol; sharps in sharp keys, flats in
 * flat keys); without a transposition they stay as written. Throws nothing: text that isn't valid
 * ChordPro is shown as plain lines.
 */
export function chordSheet(text: string, opts: ChordSheetOptions = {}): ChordSheet {
  const notation = opts.notation ?? 'german';
  let song: Song | null;
  try {
    song = parseSong(text);
  } catch {
    song = null;
  }
  const from = originalKey(song, opts.songKey, notation);
  const to = parseKey(opts.toKey, notation);
  const delta = foldSemitones((to && from ? semitonesBetween(from, to) : 0) + (opts.delta ?? 0));
  const target = from ? shiftKey(from, delta) : null;
  const key = target ? keyLabel(target, notation) : null;
  // Without a known key: sharps going up, flats going down.
  const sig = target ? signature(target) : delta < 0 ? -1 : 1;
  if (!song) {
    return {
      paragraphs: [{ type: 'none', label: null, lines: text.split('\n').map((l) => ({ kind: 'pairs', pairs: [{ chord: '', lyrics: l }], hasChords: false })) }],
      key: from && keyLabel(from, notation),
      delta: 0,
      meta: { subtitle: null, artist: null, capo: null },
    };
  }
  const meta: ChordMeta = { subtitle: metaText(song.subtitle), artist: metaText(song.artist), capo: metaText(song.capo) };
  return { paragraphs: toLines(song, (c) => transposeChord(c, delta, sig, notation)), key, delta, meta };
}
