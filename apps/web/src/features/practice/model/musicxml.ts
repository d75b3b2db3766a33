import { median, secondsAt, type Clef, type PracticeBar, type PracticeLine, type PracticeNote, type PracticeScore } from './score.ts';

/*
 * A MusicXML score (partwise, as every editor writes it) read into what the practice view plays.
 * Read as written, once through: repeats are not unfolded. Pitches are as they sound (a part's
 * <transpose> applied; an octave clef does not change the written pitch in MusicXML).
 */

const STEPS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
/** MusicXML's default tempo when a score names none. */
const DEFAULT_BPM = 120;

const child = (el: Element, name: string) => Array.from(el.children).find((c) => c.tagName === name) ?? null;
const text = (el: Element | null, name: string) => (el ? (child(el, name)?.textContent?.trim() ?? null) : null);
const num = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isFinite(n) ? n : fallback;
};

function clefOf(el: Element): Clef {
  const sign = text(el, 'sign');
  const line = text(el, 'line');
  const octave = num(text(el, 'clef-octave-change'), 0);
  if (sign === 'G') return octave === -1 ? 'G8' : 'G';
  if (sign === 'F') return 'F';
  if (sign === 'C') return line === '4' ? 'C4' : 'C3';
  return 'other';
}

interface RawNote {
  voice: string;
  staff: number;
  midi: number;
  /** Quarters. */
  start: number;
  end: number;
  chord: boolean;
  tieStop: boolean;
}

/** Parses MusicXML text; throws when it is not a partwise score. */
export function parseMusicXml(xml: string): PracticeScore {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const root = doc.documentElement;
  if (!root || root.tagName !== 'score-partwise' || doc.getElementsByTagName('parsererror').length) {
    throw new Error('not a partwise MusicXML score');
  }
  const names = new Map<string, string>();
  for (const sp of Array.from(root.getElementsByTagName('score-part'))) {
    names.set(sp.getAttribute('id') ?? '', text(sp, 'part-name') || text(sp, 'part-abbreviation') || '');
  }
  const tempos: { q: number; bpm: number }[] = [];
  let bars: { number: string; start: number; end: number }[] = [];
  const lines: PracticeLine[] = [];
  const notes: PracticeNote[] = [];
  const raw: { part: string; notes: RawNote[]; clefs: Map<number, Clef>; staves: number }[] = [];

  Array.from(root.children)
    .filter((c) => c.tagName === 'part')
    .forEach((part, partIndex) => {
      const partId = part.getAttribute('id') ?? `P${partIndex + 1}`;
      let divisions = 1;
      let transpose = 0;
      let staves = 1;
      const clefs = new Map<number, Clef>();
      const partNotes: RawNote[] = [];
      let measureStart = 0;
      for (const measure of Array.from(part.children).filter((c) => c.tagName === 'measure')) {
        let cursor = 0;
        let furthest = 0;
        let lastStart = 0;
        for (const el of Array.from(measure.children)) {
          const tag = el.tagName;
          if (tag === 'attributes') {
            divisions = num(text(el, 'divisions'), divisions);
            staves = num(text(el, 'staves'), staves);
            for (const clef of Array.from(el.children).filter((c) => c.tagName === 'clef')) clefs.set(num(clef.getAttribute('number'), 1), clefOf(clef));
            const tr = child(el, 'transpose');
            if (tr) transpose = num(text(tr, 'chromatic'), 0) + 12 * num(text(tr, 'octave-change'), 0);
          } else if (tag === 'backup') {
            cursor = Math.max(0, cursor - num(text(el, 'duration'), 0) / divisions);
          } else if (tag === 'forward') {
            cursor += num(text(el, 'duration'), 0) / divisions;
          } else if (tag === 'direction' || tag === 'sound') {
            const sound = tag === 'sound' ? el : child(el, 'sound');
            const bpm = num(sound?.getAttribute('tempo') ?? null, 0);
            if (partIndex === 0 && bpm > 0) tempos.push({ q: measureStart + cursor, bpm });
          } else if (tag === 'note') {
            if (child(el, 'grace') || child(el, 'cue')) continue;
            const duration = num(text(el, 'duration'), 0) / divisions;
            const chord = !!child(el, 'chord');
            const start = chord ? lastStart : cursor;
            if (!chord) {
              lastStart = cursor;
              cursor += duration;
            }
            furthest = Math.max(furthest, cursor, start + duration);
            const pitch = child(el, 'pitch');
            if (!pitch || child(el, 'rest')) continue;
            const step = STEPS[text(pitch, 'step') ?? ''];
            if (step === undefined) continue;
            const midi = (num(text(pitch, 'octave'), 4) + 1) * 12 + step + num(text(pitch, 'alter'), 0) + transpose;
            const tieStop = Array.from(el.children).some((c) => c.tagName === 'tie' && c.getAttribute('type') === 'stop');
            partNotes.push({ voice: text(el, 'voice') ?? '1', staff: num(text(el, 'staff'), 1), midi: Math.round(midi), start: measureStart + start, end: measureStart + start + duration, chord, tieStop });
          }
          furthest = Math.max(furthest, cursor);
        }
        if (partIndex === 0) bars.push({ number: measure.getAttribute('number') ?? String(bars.length + 1), start: measureStart, end: measureStart + furthest });
        measureStart += furthest;
      }
      raw.push({ part: partId, notes: partNotes, clefs, staves });
    });

  if (!tempos.length || tempos[0].q > 0) tempos.unshift({ q: 0, bpm: tempos[0]?.bpm ?? DEFAULT_BPM });
  tempos.sort((a, b) => a.q - b.q);
  const sec = (q: number) => secondsAt(tempos, q);

  for (const { part, notes: partNotes, clefs, staves } of raw) {
    const voices = [...new Set(partNotes.map((n) => n.voice))].sort((a, b) => Number(a) - Number(b));
    voices.forEach((voice, i) => {
      const own = partNotes.filter((n) => n.voice === voice);
      const key = voices.length > 1 ? `${part}/${voice}` : part;
      const staffCounts = new Map<number, number>();
      for (const n of own) staffCounts.set(n.staff, (staffCounts.get(n.staff) ?? 0) + 1);
      const staff = [...staffCounts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 1;
      lines.push({
        key,
        name: names.get(part) ?? part,
        voiceOfPart: voices.length > 1 ? i + 1 : null,
        clef: clefs.get(staff) ?? clefs.get(1) ?? null,
        staff,
        part,
        partStaves: staves,
        median: median(own.map((n) => n.midi)),
        chordal: own.filter((n) => n.chord).length > own.length * 0.2,
      });
      // A tied note sounds on: the note that ends the tie lengthens the one it continues.
      const open = new Map<number, PracticeNote>();
      for (const n of own) {
        const previous = open.get(n.midi);
        if (n.tieStop && previous && Math.abs(previous.end - sec(n.start)) < 1e-6) {
          previous.end = sec(n.end);
          continue;
        }
        const note = { line: key, midi: n.midi, start: sec(n.start), end: sec(n.end) };
        notes.push(note);
        open.set(n.midi, note);
      }
    });
  }
  bars = bars.map((b) => ({ ...b, start: sec(b.start), end: sec(b.end) }));
  notes.sort((a, b) => a.start - b.start || a.midi - b.midi);
  const duration = Math.max(bars.at(-1)?.end ?? 0, ...notes.map((n) => n.end));
  return { lines, notes, bars: bars as PracticeBar[], duration };
}
