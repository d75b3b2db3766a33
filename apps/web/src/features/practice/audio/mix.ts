import { practiceTrackVoices, type TPracticeTrackVoice, type TPracticeVoice } from '@zborovodja/contracts';

/*
 * The mixer's arithmetic (issue 59), apart from any audio so that it is tested on its own: one row
 * per voice, each with its volume, mute and solo; "Moj glas" puts one voice to the fore.
 */

export interface MixerRow {
  volume: number;
  mute: boolean;
  solo: boolean;
}
export type Mixer = Partial<Record<TPracticeTrackVoice, MixerRow>>;

/** The others' volume while "Moj glas" puts one voice to the fore: quieter, still heard. */
export const OTHERS_VOLUME = 0.3;

/** Rows in the mixer's order, for the voices present. */
export const mixerRows = (present: Iterable<TPracticeTrackVoice>): TPracticeTrackVoice[] => {
  const set = new Set(present);
  return practiceTrackVoices.filter((v) => set.has(v));
};

/** A fresh mixer: every voice at full volume, or with `mine` to the fore. */
export function initialMixer(rows: readonly TPracticeTrackVoice[], mine: TPracticeVoice | null): Mixer {
  return Object.fromEntries(rows.map((v) => [v, { volume: !mine || v === mine || !rows.includes(mine) ? 1 : OTHERS_VOLUME, mute: false, solo: false }]));
}

/**
 * The mixer for the rows there are now: a row that came with a correction of the voices starts as
 * a fresh one would (to the fore or behind), one that went is dropped.
 */
export function withRows(mixer: Mixer, rows: readonly TPracticeTrackVoice[], mine: TPracticeVoice | null): Mixer {
  const fresh = initialMixer(rows, mine);
  return Object.fromEntries(rows.map((v) => [v, mixer[v] ?? fresh[v]!]));
}

/** "Moj glas": the member's voice at full volume, the rest quieter; mute and solo as they were. */
export function foreground(mixer: Mixer, mine: TPracticeVoice): Mixer {
  return Object.fromEntries(Object.entries(mixer).map(([v, row]) => [v, { ...row, volume: v === mine ? 1 : OTHERS_VOLUME }]));
}

/** Each row's gain: its volume unless muted, or left out by another row's solo. */
export function gains(mixer: Mixer): Partial<Record<TPracticeTrackVoice, number>> {
  const rows = Object.entries(mixer) as [TPracticeTrackVoice, MixerRow][];
  const soloing = rows.some(([, r]) => r.solo);
  return Object.fromEntries(rows.map(([v, r]) => [v, r.mute || (soloing && !r.solo) ? 0 : r.volume]));
}

/** The voice a member hears as theirs: their own if the score has it, else a unison score's one sung voice. */
export function myVoiceIn(mine: TPracticeVoice | null, sung: readonly TPracticeVoice[]): TPracticeVoice | null {
  if (mine && sung.includes(mine)) return mine;
  const distinct = [...new Set(sung.filter((v) => v !== 'accompaniment'))];
  return mine && distinct.length === 1 ? distinct[0] : null;
}
