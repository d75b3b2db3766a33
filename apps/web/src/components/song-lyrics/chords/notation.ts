/*
 * Chord names as Slovenian musicians read them (issue 25): H is the English B, B is the English
 * B♭. chordsheetjs transposes in English note names (it takes H as B natural); these two steps
 * translate at the edges: a song written in H/B is read into English before parsing, and every
 * chord and key shown is written back in H/B.
 */

/** A note name inside a chord: at its start or after the slash of a bass note. */
const NOTE = /(^|\/)([A-H])([#b♯♭]?)/g;
/** A chord in brackets whose root or bass is H: the author writes in H/B notation. */
const H_CHORD = /\[(?:H[^\]\s]*|[^\]\s]*\/H[#b♯♭]?)\]/;

/** Whether the song's author writes chords in H/B notation: some chord of it uses H. */
export const writesHB = (text: string): boolean => H_CHORD.test(text);

/** One chord or key written in H/B into English: H → B, B and Bb → Bb. English names are kept. */
export function hbToEnglish(chord: string): string {
  return chord.replace(NOTE, (_, lead: string, note: string, acc: string) => {
    if (note === 'H') return `${lead}B${acc}`;
    if (note === 'B' && (acc === '' || acc === 'b' || acc === '♭')) return `${lead}Bb`;
    return `${lead}${note}${acc}`;
  });
}

/**
 * A key named as Slovenian musicians name it: -is sharp, -es (As, Es) flat, lower case or "-mol"
 * minor ("Es", "Fis", "d", "fis-mol", "As-dur"); H is B natural, B (and Hes) B♭.
 */
const SLOVENIAN_KEY = /^([A-Ha-h])(is|es|s)?(?:[- ]?(dur|mol))?$/;

function slovenianKeyToEnglish(key: string): string | null {
  const m = SLOVENIAN_KEY.exec(key);
  if (!m) return null;
  const [, letter, suffix, mode] = m;
  const lower = letter !== letter.toUpperCase();
  // Only what an English key name cannot be: a suffix, a lower-case letter or "-dur"/"-mol".
  if (!suffix && !mode && !lower) return null;
  const up = letter.toUpperCase();
  const root = up === 'H' ? (suffix && suffix !== 'is' ? 'Bb' : suffix === 'is' ? 'B#' : 'B') : up === 'B' ? 'Bb' : up + (suffix === 'is' ? '#' : suffix ? 'b' : '');
  const minor = mode === 'mol' || (mode !== 'dur' && lower);
  return root + (minor ? 'm' : '');
}

/** A key as written (a song's, an entry's, a `{key}`), in English; H is B natural in either notation. */
export const keyToEnglish = (key: string, hb: boolean): string =>
  slovenianKeyToEnglish(key) ?? (hb ? hbToEnglish(key) : key.replace(/^H/, 'B'));

/** The chords in brackets of an H/B song, in English for chordsheetjs. */
export const chordProToEnglish = (text: string): string => text.replace(/\[([^\]]*)\]/g, (_, chord: string) => `[${hbToEnglish(chord)}]`);

/** One English chord or key as shown: B → H, Bb and A# → B, Cb → H (slash bass notes too). */
export function englishToHB(chord: string): string {
  return chord.replace(NOTE, (_, lead: string, note: string, acc: string) => {
    const a = acc === '♯' ? '#' : acc === '♭' ? 'b' : acc;
    if ((note === 'B' && a === '') || (note === 'C' && a === 'b') || (note === 'H' && a === '')) return `${lead}H`;
    if ((note === 'B' && a === 'b') || (note === 'A' && a === '#') || (note === 'H' && a === 'b')) return `${lead}B`;
    return `${lead}${note}${acc}`;
  });
}
