import { Midi } from '@tonejs/midi';
import { median, type PracticeBar, type PracticeLine, type PracticeNote, type PracticeScore } from './score.ts';

/**
 * A MIDI file read into what the practice view plays: one line per track with notes (key "t<n>",
 * n the track's index), notes in seconds through the file's tempo map, bars from its time
 * signatures (4/4 when it has none).
 */
export function parseMidi(bytes: ArrayBuffer | Uint8Array): PracticeScore {
  const midi = new Midi(bytes);
  const lines: PracticeLine[] = [];
  const notes: PracticeNote[] = [];
  let endTicks = 0;
  midi.tracks.forEach((track, index) => {
    if (!track.notes.length) return;
    const key = `t${index}`;
    // Notes that start together with another of the track's: a keyboard's chords.
    const starts = new Map<number, number>();
    for (const n of track.notes) starts.set(n.ticks, (starts.get(n.ticks) ?? 0) + 1);
    const together = [...starts.values()].filter((c) => c > 1).reduce((a, c) => a + c, 0);
    lines.push({
      key,
      // Not the instrument's name: an unnamed choir track is usually left on program 0, the piano.
      name: track.name.trim(),
      voiceOfPart: null,
      clef: null,
      staff: 1,
      part: key,
      partStaves: 1,
      median: median(track.notes.map((n) => n.midi)),
      chordal: together > track.notes.length * 0.2,
      drums: track.instrument.percussion,
    });
    for (const n of track.notes) {
      notes.push({ line: key, midi: n.midi, start: n.time, end: n.time + n.duration });
      endTicks = Math.max(endTicks, n.ticks + n.durationTicks);
    }
  });
  const ppq = midi.header.ppq || 480;
  const signatures = midi.header.timeSignatures.length ? midi.header.timeSignatures : [{ ticks: 0, timeSignature: [4, 4] }];
  const bars: PracticeBar[] = [];
  let ticks = 0;
  let s = 0;
  while (ticks < endTicks || bars.length === 0) {
    while (s + 1 < signatures.length && signatures[s + 1].ticks <= ticks) s++;
    const [beats, unit] = signatures[s].timeSignature;
    const length = Math.max(1, Math.round((ppq * 4 * beats) / unit));
    bars.push({ number: String(bars.length + 1), start: midi.header.ticksToSeconds(ticks), end: midi.header.ticksToSeconds(ticks + length) });
    ticks += length;
  }
  notes.sort((a, b) => a.start - b.start || a.midi - b.midi);
  return { lines, notes, bars, duration: Math.max(bars.at(-1)!.end, ...notes.map((n) => n.end)) };
}
