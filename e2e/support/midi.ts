/* Issue 59: a small standard MIDI file written byte by byte, as a choir's rehearsal MIDI is shaped. */

const varLength = (n: number) => {
  const bytes = [n & 0x7f];
  while ((n >>= 7)) bytes.unshift((n & 0x7f) | 0x80);
  return bytes;
};

const chunk = (type: string, body: number[]) => Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from([(body.length >>> 24) & 0xff, (body.length >>> 16) & 0xff, (body.length >>> 8) & 0xff, body.length & 0xff]), Buffer.from(body)]);

/** Format 1 at 120 crotchets a minute in 4/4: one named track per voice, each note a crotchet. */
export function choirMidi(tracks: { name: string; pitches: number[] }[]): Buffer {
  const ppq = 480;
  const tempo = [0, 0xff, 0x51, 3, 0x07, 0xa1, 0x20, 0, 0xff, 0x58, 4, 4, 2, 24, 8, 0, 0xff, 0x2f, 0];
  const voices = tracks.map((t, i) => {
    const name = [...Buffer.from(t.name, 'latin1')];
    const body = [0, 0xff, 0x03, name.length, ...name];
    for (const p of t.pitches) body.push(0, 0x90 | i, p, 90, ...varLength(ppq), 0x80 | i, p, 0);
    body.push(0, 0xff, 0x2f, 0);
    return chunk('MTrk', body);
  });
  return Buffer.concat([chunk('MThd', [0, 1, 0, tracks.length + 1, (ppq >> 8) & 0xff, ppq & 0xff]), chunk('MTrk', tempo), ...voices]);
}
