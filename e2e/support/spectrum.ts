/* Issue 59: reading a practice recording (WAV) and asking how loud each pitch is in it. */

/** A 16-bit PCM mono WAV's samples (−1…1) and rate. */
export function readWav(data: Buffer): { rate: number; samples: Float32Array } {
  if (data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  const rate = data.readUInt32LE(24);
  let at = 12;
  while (at < data.length && data.toString('latin1', at, at + 4) !== 'data') at += 8 + data.readUInt32LE(at + 4);
  const length = data.readUInt32LE(at + 4) / 2;
  const samples = new Float32Array(length);
  for (let i = 0; i < length; i++) samples[i] = data.readInt16LE(at + 8 + i * 2) / 0x8000;
  return { rate, samples };
}

/** The energy at one frequency over a stretch of samples (Goertzel's algorithm), Hann-windowed. */
export function energyAt(samples: Float32Array, rate: number, frequency: number, from: number, to: number): number {
  const start = Math.floor(from * rate);
  const end = Math.min(samples.length, Math.floor(to * rate));
  const n = end - start;
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / rate);
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < n; i++) {
    const window = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1));
    const s0 = samples[start + i] * window + coefficient * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return s1 * s1 + s2 * s2 - coefficient * s1 * s2;
}

export const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);
