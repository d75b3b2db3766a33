import { ChordLyricsPair, ChordProParser, Comment, Key, Tag, type Song } from 'chordsheetjs';
import { foldSemitones } from './detect.ts';
import { chordProToEnglish, englishToHB, keyToEnglish, writesHB } from './notation.ts';

/**
 * ChordPro lyrics as plain data the components render as React elements (issue 25): parsed and
 * transposed by chordsheetjs, never turned into HTML, so a song's text can't become markup.
 */
export interface ChordPair {
  chord: string;
  lyrics: string;
}
export type ChordLine = { kind: 'pairs'; pairs: ChordPair[]; hasChords: boolean } | { kind: 'comment'; text: string };
export interface ChordParagraph {
  /** 'chorus', 'verse', 'bridge', 'tab' … or 'none'/'indeterminate'. */
  type: string;
  label: string | null;
  lines: ChordLine[];
}
export interface ChordSheet {
  paragraphs: ChordParagraph[];
  /** The key after transposing, when the song's key is known ('A', 'F#m', 'H', 'B' = B♭). */
  key: string | null;
  /** The semitones applied. */
  delta: number;
}

const parseSong = (text: string): Song => new ChordProParser().parse(text.replace(/\r\n?/g, '\n'));

/** The song's key (English): the song record's own, else the lyrics' `{key}` directive; null when neither parses. */
export function originalKey(text: string, songKey?: string | null, hb = false): string | null {
  const fromRecord = songKey?.trim() ? Key.parse(songKey.trim()) : null;
  if (fromRecord) return fromRecord.toString();
  try {
    const raw = parseSong(text).key;
    const k = raw && keyToEnglish(raw.trim(), hb);
    return k && Key.parse(k) ? k : null;
  } catch {
    return null;
  }
}

/** Semitones from one key to another, the short way round; 0 when either doesn't parse. */
export function semitonesBetween(from: string | null | undefined, to: string | null | undefined): number {
  const a = from ? Key.parse(from) : null;
  const b = to ? Key.parse(to) : null;
  if (!a || !b) return 0;
  return foldSemitones(Key.distance(a, b));
}

/** Whether a key is one chordsheetjs can transpose to. */
export const isKnownKey = (key: string | null | undefined) => !!key && !!Key.parse(key.trim());

function toLines(song: Song): ChordParagraph[] {
  return song.bodyParagraphs.map((p) => ({
    type: p.type,
    label: p.label ?? null,
    lines: p.lines.flatMap((line): ChordLine[] => {
      const out: ChordLine[] = [];
      const pairs: ChordPair[] = [];
      for (const item of line.items) {
        if (item instanceof ChordLyricsPair) pairs.push({ chord: englishToHB(item.chords ?? ''), lyrics: item.lyrics ?? '' });
        else if (item instanceof Tag && item.name === 'comment' && item.value) out.push({ kind: 'comment', text: item.value });
        else if (item instanceof Comment) continue; // a "# …" source comment is not shown
      }
      if (pairs.length) out.push({ kind: 'pairs', pairs, hasChords: pairs.some((x) => x.chord) });
      else if (!out.length && line.isEmpty()) out.push({ kind: 'pairs', pairs: [], hasChords: false });
      return out;
    }),
  }));
}

const MAJOR = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const MINOR = ['Cm', 'C#m', 'Dm', 'Ebm', 'Em', 'Fm', 'F#m', 'Gm', 'G#m', 'Am', 'Bbm', 'Bm'];
const FLAT_KEYS = new Set(['F', 'Dm', 'Gm', 'Cm', 'Fm']);

/** A key as a musician names it ('A#' → 'Bb', 'D#m' → 'Ebm'), transposed by `delta` semitones. */
export function keyName(key: string, delta = 0): string | null {
  const k = Key.parse(key.trim());
  if (!k) return null;
  const minor = k.isMinor();
  const pc = (((Key.distance(minor ? 'Cm' : 'C', k) + delta) % 12) + 12) % 12;
  return (minor ? MINOR : MAJOR)[pc];
}

/** Whether chords in this key are written with flats. */
const usesFlats = (key: string) => key.includes('b') || FLAT_KEYS.has(key);

/**
 * Parses ChordPro lyrics and transposes them: by `delta` semitones, or (when `toKey` is given and
 * the song's key is known) to that key. Chords are spelled as the target key has them (flats in
 * Bb, sharps in E) and shown in H/B notation (notation.ts): a song whose chords use H is read with
 * B = B♭, as its author wrote it; keys too. Throws nothing: text that isn't valid ChordPro is shown
 * as plain lines.
 */
export function chordSheet(text: string, opts: { delta?: number; songKey?: string | null; toKey?: string | null } = {}): ChordSheet {
  const hb = writesHB(text);
  const source = hb ? chordProToEnglish(text) : text;
  const english = (key: string | null | undefined) => (key?.trim() ? keyToEnglish(key.trim(), hb) : null);
  const from = originalKey(source, english(opts.songKey), hb);
  const toKey = english(opts.toKey);
  const delta = foldSemitones((toKey && from ? semitonesBetween(from, toKey) : 0) + (opts.delta ?? 0));
  const key = from ? (toKey && !opts.delta && isKnownKey(toKey) ? toKey : keyName(from, delta)) : null;
  const shownKey = key && englishToHB(key);
  try {
    let song = parseSong(source);
    if (delta) song = song.transpose(delta, { accidental: (key ? usesFlats(key) : delta < 0) ? 'b' : '#' });
    // In the key's spelling; without a known key, at least no B# or Fb.
    if (delta) song = song.normalizeChords(key);
    return { paragraphs: toLines(song), key: shownKey, delta };
  } catch {
    return {
      paragraphs: [{ type: 'none', label: null, lines: text.split('\n').map((l) => ({ kind: 'pairs', pairs: [{ chord: '', lyrics: l }], hasChords: false })) }],
      key: from && englishToHB(from),
      delta: 0,
    };
  }
}
