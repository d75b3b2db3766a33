import type { TPracticeTrackVoice, TPracticeVoice } from '@zborovodja/contracts';
import type { PracticeNote } from '../model/score.ts';
import { scheduleNotes, vowelWave } from './synth.ts';

/** How far ahead notes are scheduled, and how often: short enough that a pause or a change is heard at once. */
const LOOKAHEAD = 0.4;
const TICK_MS = 100;

export interface EngineTrack {
  voice: TPracticeTrackVoice;
  /** An object URL of the recording (read whole, so it plays offline from the kept copy). */
  url: string;
}

export interface EngineOptions {
  notes: readonly PracticeNote[];
  voiceOf: Readonly<Record<string, TPracticeVoice>>;
  tracks: readonly EngineTrack[];
  duration: number;
  /** Called when playing stops by itself (the end of the song). */
  onStop: () => void;
}

/**
 * Live playback (issue 59): the synthesised voices scheduled a little ahead on an AudioContext,
 * and the recordings as media elements (their tempo keeps the pitch) through the same rows. The
 * AudioContext is made on the first play, so the page makes no sound before the member asks.
 */
export class PracticeEngine {
  private ctx: AudioContext | null = null;
  private rows = new Map<TPracticeTrackVoice, GainNode>();
  private wave: PeriodicWave | null = null;
  private media: { voice: TPracticeTrackVoice; el: HTMLAudioElement }[] = [];
  private sounding: { osc: OscillatorNode; endsAt: number }[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  /** While playing: the context time and score position at the last start; paused: the position. */
  private anchorTime = 0;
  private anchorPos = 0;
  private scheduledTo = 0;
  private rate = 1;
  private transpose = 0;
  private loop: { start: number; end: number } | null = null;
  private gainValues: Partial<Record<TPracticeTrackVoice, number>> = {};

  constructor(private readonly opts: EngineOptions) {}

  get playing(): boolean {
    return this.timer !== null;
  }

  /** The position in score seconds (as written, whatever the tempo). */
  position(): number {
    if (!this.ctx || !this.playing) return this.anchorPos;
    const pos = this.anchorPos + (this.ctx.currentTime - this.anchorTime) * this.rate;
    // Between the loop's end and the next tick, which starts it again, it is still at its end.
    return this.loop ? Math.min(pos, this.loop.end - 0.001) : pos;
  }

  private setup(): AudioContext {
    if (this.ctx) return this.ctx;
    const ctx = new AudioContext({ latencyHint: 'playback' });
    this.ctx = ctx;
    this.wave = vowelWave(ctx);
    const voices = new Set<TPracticeTrackVoice>([...Object.values(this.opts.voiceOf), ...this.opts.tracks.map((t) => t.voice)]);
    for (const voice of voices) {
      const gain = ctx.createGain();
      gain.gain.value = this.gainValues[voice] ?? 1;
      gain.connect(ctx.destination);
      this.rows.set(voice, gain);
    }
    this.media = this.opts.tracks.map((t) => {
      const el = new Audio(t.url);
      el.preservesPitch = true;
      el.preload = 'auto';
      ctx.createMediaElementSource(el).connect(this.rows.get(t.voice)!);
      return { voice: t.voice, el };
    });
    return ctx;
  }

  async play(): Promise<void> {
    if (this.playing) return;
    const ctx = this.setup();
    if (ctx.state !== 'running') await ctx.resume();
    // A loop plays its bars: from outside them it starts at its first.
    if (this.loop && (this.anchorPos < this.loop.start || this.anchorPos >= this.loop.end - 0.01)) this.anchorPos = this.loop.start;
    else if (this.anchorPos >= this.end() - 0.01) this.anchorPos = 0;
    this.start(ctx);
  }

  private end() {
    return this.loop ? this.loop.end : this.opts.duration;
  }

  private start(ctx: AudioContext) {
    this.anchorTime = ctx.currentTime + 0.05;
    this.scheduledTo = this.anchorPos;
    for (const m of this.media) {
      m.el.playbackRate = this.rate;
      m.el.currentTime = this.anchorPos;
      void m.el.play().catch(() => undefined);
    }
    this.tick();
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  private tick() {
    const ctx = this.ctx!;
    const pos = this.position();
    const end = this.end();
    if (pos >= end - 0.005 - (this.loop ? 0.001 : 0)) {
      if (this.loop) {
        this.halt();
        this.anchorPos = this.loop.start;
        this.start(ctx);
      } else {
        this.pause();
        this.anchorPos = 0;
        this.opts.onStop();
      }
      return;
    }
    const until = Math.min(end, pos + LOOKAHEAD * this.rate);
    if (until <= this.scheduledTo) return;
    const at = this.anchorTime + (this.scheduledTo - this.anchorPos) / this.rate;
    // Notes already sounding at the start of this stretch were scheduled with the previous one.
    const notes = this.opts.notes.filter((n) => n.start >= this.scheduledTo || this.scheduledTo === this.anchorPos);
    this.sounding.push(
      ...scheduleNotes(ctx, { notes, from: this.scheduledTo, to: until, at, rate: this.rate, transpose: this.transpose, voiceOf: this.opts.voiceOf, rows: this.rows, wave: this.wave! }),
    );
    this.scheduledTo = until;
    // Forget the oscillators that have finished.
    const now = ctx.currentTime;
    this.sounding = this.sounding.filter((s) => s.endsAt > now);
  }

  /** Stops what sounds, keeping the position. */
  private halt() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const { osc } of this.sounding) {
      try {
        osc.stop();
      } catch {
        // Already stopped.
      }
    }
    this.sounding = [];
    for (const m of this.media) m.el.pause();
  }

  pause(): void {
    if (!this.playing) return;
    this.anchorPos = this.position();
    this.halt();
  }

  /** Applies a change at once: stops and starts again from where it is. */
  private restart(change: () => void) {
    const wasPlaying = this.playing;
    this.pause();
    change();
    if (wasPlaying && this.ctx) this.start(this.ctx);
  }

  seek(seconds: number) {
    this.restart(() => (this.anchorPos = Math.max(0, Math.min(seconds, this.opts.duration))));
  }

  setRate(rate: number) {
    if (rate !== this.rate) this.restart(() => (this.rate = rate));
  }

  setTranspose(semitones: number) {
    if (semitones !== this.transpose) this.restart(() => (this.transpose = semitones));
  }

  setLoop(loop: { start: number; end: number } | null) {
    this.loop = loop && loop.end > loop.start ? loop : null;
    if (this.loop && this.playing) {
      const pos = this.position();
      if (pos < this.loop.start || pos >= this.loop.end) this.seek(this.loop.start);
    }
  }

  setGains(gains: Partial<Record<TPracticeTrackVoice, number>>) {
    this.gainValues = gains;
    if (!this.ctx) return;
    for (const [voice, node] of this.rows) node.gain.setTargetAtTime(gains[voice] ?? 0, this.ctx.currentTime, 0.02);
  }

  dispose() {
    this.halt();
    for (const m of this.media) m.el.removeAttribute('src');
    void this.ctx?.close();
    this.ctx = null;
  }
}
