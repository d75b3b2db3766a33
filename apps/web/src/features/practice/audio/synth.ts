import type { TPracticeTrackVoice, TPracticeVoice } from '@zborovodja/contracts';
import type { PracticeNote } from '../model/score.ts';

/*
 * The voices, synthesised in the browser (issue 59): nothing is fetched, no samples are shipped. A
 * sung line is a soft vowel-like tone (its fundamental strongest, so one's own pitch stands out);
 * the accompaniment a plucked, quickly fading tone, so the voices stay in front of it.
 */

const PEAK = 0.2;
const ATTACK = 0.03;
const RELEASE = 0.04;

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** The sung timbre: harmonics 1–4, falling off quickly. */
export function vowelWave(ctx: BaseAudioContext): PeriodicWave {
  return ctx.createPeriodicWave(new Float32Array([0, 0, 0, 0, 0]), new Float32Array([0, 1, 0.3, 0.12, 0.05]));
}

export interface Schedule {
  notes: readonly PracticeNote[];
  /** Score seconds to play from and to. */
  from: number;
  to: number;
  /** The context's time at which `from` sounds. */
  at: number;
  /** Tempo: 1 is as written. */
  rate: number;
  transpose: number;
  voiceOf: Readonly<Record<string, TPracticeVoice>>;
  /** Each voice's row (its gain node); a voice without one is not played. */
  rows: ReadonlyMap<TPracticeTrackVoice, AudioNode>;
  wave: PeriodicWave;
}

/**
 * Starts every note sounding between `from` and `to` (one already sounding at `from` starts at
 * once), and returns the oscillators with when each ends, so that a pause can stop them.
 */
export function scheduleNotes(ctx: BaseAudioContext, s: Schedule): { osc: OscillatorNode; endsAt: number }[] {
  const out: { osc: OscillatorNode; endsAt: number }[] = [];
  for (const note of s.notes) {
    if (note.end <= s.from || note.start >= s.to) continue;
    const voice = s.voiceOf[note.line];
    const row = voice && s.rows.get(voice);
    if (!row) continue;
    const t0 = s.at + (Math.max(note.start, s.from) - s.from) / s.rate;
    // A short breath before the next note, so repeated notes are heard as two.
    const t1 = Math.max(t0 + 0.05, s.at + (Math.min(note.end, s.to) - s.from) / s.rate - 0.02);
    const osc = ctx.createOscillator();
    const env = ctx.createGain();
    osc.frequency.value = frequency(note.midi + s.transpose);
    env.gain.setValueAtTime(0, t0);
    if (voice === 'accompaniment') {
      osc.type = 'triangle';
      env.gain.linearRampToValueAtTime(PEAK * 0.8, t0 + 0.01);
      env.gain.setTargetAtTime(PEAK * 0.25, t0 + 0.01, 0.3);
    } else {
      osc.setPeriodicWave(s.wave);
      env.gain.linearRampToValueAtTime(PEAK, t0 + ATTACK);
    }
    env.gain.setTargetAtTime(0, t1 - RELEASE, RELEASE / 3);
    osc.connect(env).connect(row);
    osc.start(t0);
    osc.stop(t1 + RELEASE * 2);
    out.push({ osc, endsAt: t1 + RELEASE * 2 });
  }
  return out;
}

/** Renders a stretch of the mix without a sound card (OfflineAudioContext): the practice recording. */
export async function renderMix(opts: {
  notes: readonly PracticeNote[];
  voiceOf: Readonly<Record<string, TPracticeVoice>>;
  gains: Partial<Record<TPracticeTrackVoice, number>>;
  from: number;
  to: number;
  rate: number;
  transpose: number;
  sampleRate?: number;
}): Promise<AudioBuffer> {
  const sampleRate = opts.sampleRate ?? 22_050;
  const ctx = new OfflineAudioContext(1, Math.max(1, Math.ceil(((opts.to - opts.from) / opts.rate + 0.2) * sampleRate)), sampleRate);
  const rows = new Map<TPracticeTrackVoice, AudioNode>();
  for (const [voice, gain] of Object.entries(opts.gains) as [TPracticeTrackVoice, number][]) {
    const node = ctx.createGain();
    node.gain.value = gain;
    node.connect(ctx.destination);
    rows.set(voice, node);
  }
  scheduleNotes(ctx, { ...opts, at: 0, rows, wave: vowelWave(ctx) });
  return ctx.startRendering();
}

/** A mono buffer as a 16-bit PCM WAV file. */
export function toWav(buffer: AudioBuffer): Blob {
  const samples = buffer.getChannelData(0);
  const data = new DataView(new ArrayBuffer(44 + samples.length * 2));
  const ascii = (at: number, s: string) => [...s].forEach((c, i) => data.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  data.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  data.setUint32(16, 16, true);
  data.setUint16(20, 1, true);
  data.setUint16(22, 1, true);
  data.setUint32(24, buffer.sampleRate, true);
  data.setUint32(28, buffer.sampleRate * 2, true);
  data.setUint16(32, 2, true);
  data.setUint16(34, 16, true);
  ascii(36, 'data');
  data.setUint32(40, samples.length * 2, true);
  samples.forEach((v, i) => data.setInt16(44 + i * 2, Math.max(-1, Math.min(1, v)) * 0x7fff, true));
  return new Blob([data], { type: 'audio/wav' });
}
