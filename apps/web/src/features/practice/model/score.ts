/*
 * What the practice view plays and highlights (issue 59), from a MusicXML score or a MIDI file:
 * lines (a part, or one voice of a part written with several on one staff), their notes in
 * seconds at the written tempo, and the bars. Pure: no audio, no DOM but the XML it is handed.
 */

/** A staff's clef as voice recognition reads it: G, G an octave down (tenors), F, C (alto or tenor clef). */
export type Clef = 'G' | 'G8' | 'F' | 'C3' | 'C4' | 'other';

export interface PracticeNote {
  line: string;
  /** MIDI note number as it sounds (transposing parts already taken into account). */
  midi: number;
  /** Seconds from the start at the written tempo. */
  start: number;
  end: number;
}

export interface PracticeLine {
  /** "P1" for a part with one voice, "P1/2" for the second voice of part P1, "t3" for a MIDI track. */
  key: string;
  /** The part's (or track's) name as written, for the leader's correction. */
  name: string;
  /** Its voice number within the part when the part has several, else null. */
  voiceOfPart: number | null;
  /** The clef of the staff it is mostly written on; null when unknown (MIDI). */
  clef: Clef | null;
  /** The staff it is mostly written on, within its part (1 for MIDI). */
  staff: number;
  /** The part (or track) it belongs to. */
  part: string;
  /** Staves of its part. */
  partStaves: number;
  /** Median MIDI pitch of its notes. */
  median: number;
  /** Whether it is written in chords (a keyboard's hand), not a single sung line. */
  chordal: boolean;
  /** A MIDI track on the percussion channel. */
  drums?: boolean;
}

export interface PracticeBar {
  /** The bar's number as written ("1", "2", … or a pickup's "0"). */
  number: string;
  start: number;
  end: number;
}

export interface PracticeScore {
  lines: PracticeLine[];
  notes: PracticeNote[];
  bars: PracticeBar[];
  duration: number;
}

/** Seconds of a position in quarter notes, through a tempo map (quarter position → beats per minute). */
export function secondsAt(tempos: { q: number; bpm: number }[], q: number): number {
  let seconds = 0;
  for (let i = 0; i < tempos.length; i++) {
    const from = tempos[i].q;
    if (from >= q) break;
    const to = Math.min(q, tempos[i + 1]?.q ?? Infinity);
    seconds += ((to - from) * 60) / tempos[i].bpm;
  }
  return seconds;
}

export function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The bar a time falls in (its index), for the highlight and the position's label. */
export function barAt(bars: readonly PracticeBar[], seconds: number): number {
  let lo = 0;
  let hi = bars.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (bars[mid].start <= seconds + 1e-6) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}
