import { practiceVoices, type TPracticeVoice, type TVoiceMap } from '@zborovodja/contracts';
import type { PracticeLine } from './score.ts';

/*
 * Which line of a score is which voice (issue 59): from the part's name (Sopran/Soprano/S,
 * Alt/Alto/A, Tenor/T, Bas/Bass/B, numbered or not, Slovenian or English), otherwise from the
 * clef and range of its staff; the leader's correction (per song, kept on the server) wins.
 */

const WORDS: Record<string, TPracticeVoice> = {};
const add = (voice: TPracticeVoice, words: string) => words.split(' ').forEach((w) => (WORDS[w] = voice));
add('soprano', 'sopran soprano soprani sopranos sopr sop s sopranistke diskant discant');
add('alto', 'alt alto alti altos a contralto kontraalt altistke mezzosopran mezzo mezzosoprano');
add('tenor', 'tenor tenori tenors tenorji ten t');
add('bass', 'bas bass basso bassi basses basi b bariton baritone baritono bar');
add('accompaniment', 'piano pianoforte pf klavir orgle orgla organ orgel orgue organo harmonium harmonij spremljava accompaniment acc accomp keyboard klaviatura kitara guitar harfa harp');

/** The voices a name speaks of, in the order written: "Sopran 1" → soprano; "S A" or "SA" → soprano, alto. */
export function voiceWords(name: string): TPracticeVoice[] {
  const tokens = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const out: TPracticeVoice[] = [];
  for (const token of tokens) {
    const voices = WORDS[token] ? [WORDS[token]] : /^[satb]{2,4}$/.test(token) && new Set(token).size === token.length ? [...token].map((l) => WORDS[l]) : [];
    for (const v of voices) if (!out.includes(v)) out.push(v);
  }
  return out;
}

/** A member's voice part from their profile ("Tenor 2", "Mezzosopran") as a mixer voice; null when it names none. */
export function voiceOfPart(voicePart: string | null | undefined): TPracticeVoice | null {
  return voicePart ? (voiceWords(voicePart)[0] ?? null) : null;
}

const order = (v: TPracticeVoice) => practiceVoices.indexOf(v);

/** Spreads n lines (highest first) over the voices given (highest first). */
const spread = <T,>(items: T[], n: number, i: number) => items[Math.min(items.length - 1, Math.floor((i * items.length) / n))];

/**
 * A sung line's voice from its clef and its range, ranked (highest first) among the unnamed lines
 * in the same clef: two treble lines are soprano and alto whether on one staff or two.
 */
function byClef(line: PracticeLine, rank: number, inClef: number, hasOctaveG: boolean): TPracticeVoice {
  switch (line.clef) {
    case 'G':
      return inClef > 1 ? spread<TPracticeVoice>(['soprano', 'alto'], inClef, rank) : line.median >= 64 ? 'soprano' : 'alto';
    case 'G8':
      return 'tenor';
    case 'C3':
      return 'alto';
    case 'C4':
      return 'tenor';
    case 'F':
      // A men's choir writes the tenors in G8: then the F staff holds baritones and basses.
      if (hasOctaveG) return 'bass';
      return inClef > 1 ? spread<TPracticeVoice>(['tenor', 'bass'], inClef, rank) : line.median >= 55 ? 'tenor' : 'bass';
    default:
      return line.median >= 67 ? 'soprano' : line.median >= 60 ? 'alto' : line.median >= 53 ? 'tenor' : 'bass';
  }
}

/** Every line's voice: the leader's correction, else the part's name, else clef and range. */
export function recogniseVoices(lines: readonly PracticeLine[], corrections: TVoiceMap = {}): Record<string, TPracticeVoice> {
  const out: Record<string, TPracticeVoice> = {};
  const unnamed: PracticeLine[] = [];
  const parts = new Map<string, PracticeLine[]>();
  for (const line of lines) parts.set(line.part, [...(parts.get(line.part) ?? []), line]);
  for (const partLines of parts.values()) {
    const words = voiceWords(partLines[0].name);
    const byPitch = [...partLines].sort((a, b) => b.median - a.median);
    if (words.includes('accompaniment')) {
      for (const l of partLines) out[l.key] = 'accompaniment';
    } else if (words.length) {
      const sorted = [...words].sort((a, b) => order(a) - order(b));
      byPitch.forEach((l, i) => (out[l.key] = spread(sorted, byPitch.length, i)));
    } else {
      for (const l of partLines) {
        // Chords, or a percussion track, are not anyone's part to sing.
        if (l.chordal || l.drums) out[l.key] = 'accompaniment';
        else unnamed.push(l);
      }
    }
  }
  const hasOctaveG = lines.some((l) => l.clef === 'G8');
  const clefs = new Map<string, PracticeLine[]>();
  for (const l of unnamed) {
    // MIDI tracks have no clef: they are ranked all together.
    const group = l.clef ?? 'midi';
    clefs.set(group, [...(clefs.get(group) ?? []), l]);
  }
  for (const [group, inClef] of clefs) {
    inClef.sort((a, b) => b.median - a.median);
    inClef.forEach((l, rank) => {
      // Four unnamed MIDI tracks are a four-part choir, highest first.
      out[l.key] = group === 'midi' && inClef.length === 4 ? practiceVoices[rank] : byClef(l, rank, inClef.length, hasOctaveG);
    });
  }
  for (const [key, voice] of Object.entries(corrections)) if (key in out) out[key] = voice;
  return out;
}
