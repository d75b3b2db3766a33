import type { TChordNotation } from '@zborovodja/contracts';

/** A song as a file describes it, before it is a row: what the import reads and the export writes. */
export interface SongData {
  title: string;
  composer: string | null;
  key: string | null;
  tempo: string | null;
  category: string | null;
  notes: string | null;
  /** Lyrics, ChordPro when they carry chords (the songs' own format, docs/decisions.md "Chords"). */
  lyrics: string | null;
  /** Null when the file does not say and its chords do not tell: the songbook's own then. */
  notation: TChordNotation | null;
  /** A sheet-music file this song names (an index CSV's `datoteka`), as a path in the upload. */
  file: string | null;
}

export const emptySong = (title: string): SongData => ({
  title,
  composer: null,
  key: null,
  tempo: null,
  category: null,
  notes: null,
  lyrics: null,
  notation: null,
  file: null,
});

/** Text as it comes in files: one kind of line end, no byte-order mark, no blank edges. */
export const cleanText = (text: string): string => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

export const orNull = (s: string | null | undefined): string | null => {
  const t = s?.trim();
  return t ? t : null;
};

/**
 * The notation the chords in ChordPro lyrics are written in (issue 58): H, or a root with -is/-es
 * (Fis, Es, As) is H–B; Bb or a sharp is B–B♭; a sheet with neither (C, G, Am, D7) could be either,
 * and the songbook's own notation decides.
 */
export function detectNotation(lyrics: string | null): TChordNotation | null {
  if (!lyrics) return null;
  let english = false;
  for (const [, chord] of lyrics.matchAll(/\[([^\]\n]{1,20})\]/g)) {
    for (const part of chord.split('/')) {
      // "sus" is no accidental: Esus4 and Asus2 are English chords, Es and As German ones.
      const root = /^\s*([A-Ha-h])(is|es|s(?!us)|#|b)?/.exec(part);
      if (!root) continue;
      const letter = root[1].toUpperCase();
      const accidental = root[2];
      if (letter === 'H' || accidental === 'is' || accidental === 'es' || accidental === 's') return 'german';
      if (accidental === '#' || accidental === 'b') english = true;
    }
  }
  return english ? 'english' : null;
}
