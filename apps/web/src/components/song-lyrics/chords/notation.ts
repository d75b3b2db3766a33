import type { TChordNotation } from '@zborovodja/contracts';

/*
 * Note names in a song's own chord notation (issue 58), chosen on the song form, never guessed:
 * - 'german' (Slovenian, German): H is B natural, B is B♭; accidentals as -is and -es
 *   (Fis, Cis, Es, As, Des); # and b are read too.
 * - 'english': B is B natural, Bb is B♭; accidentals as # and b (H is read as B natural).
 * A chord is its root, a suffix kept as written (m, -mol, 7, sus4, maj7…) and maybe a bass note
 * after a slash; transposing moves the root and bass and spells them as the target key does.
 */

/** A pitch class 0–11 (C = 0) and how many characters of the text name it. */
interface Note {
  pc: number;
  length: number;
}

const NATURAL: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, H: 11 };

/** The note a text starts with (its letter may be lower case when `lower`), or null. */
export function readNote(text: string, notation: TChordNotation, lower = false): Note | null {
  const letter = lower ? text.charAt(0).toUpperCase() : text.charAt(0);
  if (!/^[A-H]$/.test(letter)) return null;
  const rest = text.slice(1);
  if (letter === 'B') {
    // German B is B♭ (and "Bb" is read as B♭ too); English B is B natural, Bb B♭.
    const flat = /^[b♭]/.test(rest) ? 1 : 0;
    if (notation === 'german') return { pc: 10, length: 1 + flat };
    if (flat) return { pc: 10, length: 2 };
    if (/^[#♯]/.test(rest)) return { pc: 0, length: 2 };
    return { pc: 11, length: 1 };
  }
  const base = NATURAL[letter];
  let m: RegExpExecArray | null;
  if ((m = /^(is|#|♯)/.exec(rest))) return { pc: (base + 1) % 12, length: 1 + m[1].length };
  if ((m = /^(es|b|♭)/.exec(rest))) return { pc: (base + 11) % 12, length: 1 + m[1].length };
  // As and Es; not "Asus4", which is A with sus4.
  if ((letter === 'A' || letter === 'E') && /^s(?!us)/.test(rest)) return { pc: base - 1, length: 2 };
  return { pc: base, length: 1 };
}

/** Key signatures: sharps (> 0) or flats (< 0) of each major and minor key by its root's pitch class. */
const MAJOR_SIGNATURE = [0, -5, 2, -3, 4, -1, 6, 1, -4, 3, -2, 5];
const MINOR_SIGNATURE = [-3, 4, -1, -6, 1, -4, 3, -2, 5, 0, -5, 2];
/** The order sharps and flats enter a signature (E♯ and C♭ left out: those notes are named F and H). */
const SHARP_ORDER = [6, 1, 8, 3, 10];
const FLAT_ORDER = [10, 3, 8, 1, 6];

/** A key: its root's pitch class and mode. */
export interface MusicKey {
  pc: number;
  minor: boolean;
}

/** A key's signature: > 0 sharps, < 0 flats. */
export const signature = (key: MusicKey): number => (key.minor ? MINOR_SIGNATURE : MAJOR_SIGNATURE)[key.pc];

const SHARP_NAMES = { german: ['C', 'Cis', 'D', 'Dis', 'E', 'F', 'Fis', 'G', 'Gis', 'A', 'Ais', 'H'], english: ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] };
const FLAT_NAMES = { german: ['C', 'Des', 'D', 'Es', 'E', 'F', 'Ges', 'G', 'As', 'A', 'B', 'H'], english: ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'] };

/**
 * A note named as a key with this signature names it: its own sharps or flats first; a note
 * outside it as such a key usually meets it (in G: C♯ and G♯ but B♭ and E♭; in E: A♯; in F: F♯ but A♭).
 * Naturals stay natural: never E♯, H♯, C♭ or F♭.
 */
export function noteName(pc: number, sig: number, notation: TChordNotation): string {
  const p = ((pc % 12) + 12) % 12;
  let sharp: boolean;
  if (sig > 0 && SHARP_ORDER.slice(0, sig).includes(p)) sharp = true;
  else if (sig < 0 && FLAT_ORDER.slice(0, -sig).includes(p)) sharp = false;
  else if (sig < 0) sharp = p === 6;
  else sharp = p === 1 || p === 6 || p === 8 || sig >= 4;
  return (sharp ? SHARP_NAMES : FLAT_NAMES)[notation][p];
}

/**
 * A key as written, in the song's notation: "G", "Bb", "F#m", "Am", and the Slovenian ways,
 * "Es", "Fis", "Fis-mol", "As-dur", a lower-case letter for minor ("d", "fis"), "a mol".
 */
export function parseKey(text: string | null | undefined, notation: TChordNotation): MusicKey | null {
  const k = text?.trim();
  if (!k) return null;
  const note = readNote(k, notation, true);
  if (!note) return null;
  const mode = k.slice(note.length).trim().toLowerCase();
  const lowerLetter = k.charAt(0) !== k.charAt(0).toUpperCase();
  if (!/^(?:[- ]?(?:mol|moll|dur|m|min|mi))?$/.test(mode)) return null;
  const minor = mode === '' ? lowerLetter : !/dur$/.test(mode);
  return { pc: note.pc, minor };
}

/** A key as the song's notation writes it: "Fis-mol", "B", "Es" (German); "F#m", "Bb", "Eb" (English). */
export function keyLabel(key: MusicKey, notation: TChordNotation): string {
  const root = noteName(key.pc, signature(key), notation);
  if (!key.minor) return root;
  return notation === 'german' ? `${root}-mol` : `${root}m`;
}

/** The key `delta` semitones away. */
export const shiftKey = (key: MusicKey, delta: number): MusicKey => ({ pc: (((key.pc + delta) % 12) + 12) % 12, minor: key.minor });

/**
 * One chord moved by `delta` semitones: its root and bass note, spelled for a key with signature
 * `sig`; the suffix is kept ("Cis-mol" +1 is "D-mol", "Asus4" +2 "Hsus4" in German). Text that
 * isn't a chord (N.C., a word) stays as it is.
 */
export function transposeChord(chord: string, delta: number, sig: number, notation: TChordNotation): string {
  if (!delta) return chord;
  const root = readNote(chord, notation);
  if (!root) return chord;
  let suffix = chord.slice(root.length);
  let bass = '';
  const slash = suffix.lastIndexOf('/');
  if (slash >= 0) {
    const b = readNote(suffix.slice(slash + 1), notation);
    if (b && b.length === suffix.length - slash - 1) {
      bass = `/${noteName(b.pc + delta, sig, notation)}`;
      suffix = suffix.slice(0, slash);
    }
  }
  return noteName(root.pc + delta, sig, notation) + suffix + bass;
}
