/**
 * Whether lyrics are written in ChordPro (issue 25): a chord in brackets (`[G]Hvalite`) or a
 * ChordPro directive on a line of its own (`{soc}`, `{c: Refren}`). Tiny and free of chordsheetjs,
 * so the song view decides without loading the chords code; only ChordPro lyrics load it.
 */
const chordInBrackets = /\[[A-H][#b]?[^\]\s]{0,12}\]/;
const directiveLine = /^\s*\{[a-z_]+(?::[^}]*)?\}\s*$/m;

export const looksLikeChordPro = (text: string | null | undefined): boolean =>
  !!text && (chordInBrackets.test(text) || directiveLine.test(text));

/** Semitones folded into −5…+6, the short way round (from G to F is −2, not +10). */
export const foldSemitones = (delta: number): number => {
  const d = ((Math.round(delta) % 12) + 12) % 12;
  return d > 6 ? d - 12 : d;
};

/** '+2', '−1', '0': how a transposition is shown. */
export const semitoneLabel = (delta: number): string => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0');
