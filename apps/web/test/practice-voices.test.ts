// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Midi } from '@tonejs/midi';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { parseMidi } from '../src/features/practice/model/midi.ts';
import { parseMusicXml } from '../src/features/practice/model/musicxml.ts';
import { unzipMxl } from '../src/features/practice/model/mxl.ts';
import { barAt } from '../src/features/practice/model/score.ts';
import { recogniseVoices, voiceOfPart, voiceWords } from '../src/features/practice/model/voices.ts';

// Issue 59: voice recognition on four real-shaped scores (fixtures/scores/, written for these
// tests as editors write them), and MIDI track mapping.
const score = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures/scores', name), 'utf8');
const voicesOf = (xml: string, corrections = {}) => recogniseVoices(parseMusicXml(xml).lines, corrections);

describe('voice recognition (MusicXML)', () => {
  it('SATB on four staves, by the parts\' Slovenian names', () => {
    expect(voicesOf(score('satb-four-staves.musicxml'))).toEqual({ P1: 'soprano', P2: 'alto', P3: 'tenor', P4: 'bass' });
  });

  it('the same four staves unnamed: by clef (treble, treble, octave treble, bass) and range', () => {
    const unnamed = score('satb-four-staves.musicxml').replace(/<part-name>[^<]*<\/part-name>/g, '<part-name>Glas</part-name>').replace(/<part-abbreviation>[^<]*<\/part-abbreviation>/g, '');
    expect(voicesOf(unnamed)).toEqual({ P1: 'soprano', P2: 'alto', P3: 'tenor', P4: 'bass' });
  });

  it('SATB on two staves with two voices each ("Zbor"): by clef and which voice lies higher', () => {
    const parsed = parseMusicXml(score('satb-two-staves.musicxml'));
    expect(parsed.lines.map((l) => [l.key, l.clef, l.staff])).toEqual([
      ['P1/1', 'G', 1],
      ['P1/2', 'G', 1],
      ['P1/5', 'F', 2],
      ['P1/6', 'F', 2],
    ]);
    expect(recogniseVoices(parsed.lines)).toEqual({ 'P1/1': 'soprano', 'P1/2': 'alto', 'P1/5': 'tenor', 'P1/6': 'bass' });
  });

  it('a unison melody with organ: the melody is sung, the organ accompanies', () => {
    expect(voicesOf(score('unison-piano.musicxml'))).toEqual({ P1: 'soprano', 'P2/1': 'accompaniment', 'P2/5': 'accompaniment' });
    // Unnamed, the organ is still known by its chords.
    const unnamed = score('unison-piano.musicxml').replace('<part-name>Orgle</part-name>', '<part-name>Glasbilo</part-name>');
    expect(voicesOf(unnamed)).toMatchObject({ 'P2/1': 'accompaniment', 'P2/5': 'accompaniment' });
  });

  it('"Sopran 1", "Sopran 2" and "Alt": both sopranos are soprano', () => {
    expect(voicesOf(score('sopran1-sopran2.musicxml'))).toEqual({ P1: 'soprano', P2: 'soprano', P3: 'alto' });
  });

  it('the leader\'s correction wins; keys the score does not have are ignored', () => {
    expect(voicesOf(score('sopran1-sopran2.musicxml'), { P2: 'alto', P9: 'bass' })).toEqual({ P1: 'soprano', P2: 'alto', P3: 'alto' });
  });

  it('names: numbered, abbreviated, English, combined, with diacritics', () => {
    expect(voiceWords('Sopran 1')).toEqual(['soprano']);
    expect(voiceWords('S.')).toEqual(['soprano']);
    expect(voiceWords('Soprano, Alto')).toEqual(['soprano', 'alto']);
    expect(voiceWords('SATB')).toEqual(['soprano', 'alto', 'tenor', 'bass']);
    expect(voiceWords('T. B.')).toEqual(['tenor', 'bass']);
    expect(voiceWords('Bass 2')).toEqual(['bass']);
    expect(voiceWords('Bariton')).toEqual(['bass']);
    expect(voiceWords('Orgle')).toEqual(['accompaniment']);
    expect(voiceWords('Melodija')).toEqual([]);
    expect(voiceOfPart('Tenor 2')).toBe('tenor');
    expect(voiceOfPart('Mezzosopran')).toBe('alto');
    expect(voiceOfPart('Dirigent')).toBeNull();
    expect(voiceOfPart(null)).toBeNull();
    // Two parts named for two voices each, as a closed score's parts often are.
    const tb = score('satb-two-staves.musicxml').replace('<part-name>Zbor</part-name>', '<part-name>S A T B</part-name>');
    expect(voicesOf(tb)).toEqual({ 'P1/1': 'soprano', 'P1/2': 'alto', 'P1/5': 'tenor', 'P1/6': 'bass' });
  });
});

describe('reading MusicXML', () => {
  it('notes in seconds at the written tempo (80), the bars, pitches as they sound', () => {
    const parsed = parseMusicXml(score('satb-four-staves.musicxml'));
    expect(parsed.bars.map((b) => [b.number, b.start, b.end])).toEqual([
      ['1', 0, 3],
      ['2', 3, 6],
      ['3', 6, 9],
      ['4', 9, 12],
    ]);
    expect(parsed.duration).toBe(12);
    const first = (line: string) => parsed.notes.find((n) => n.line === line)!;
    // A4, F4, C4 (the tenor's octave clef does not change the pitch), F3.
    expect([first('P1'), first('P2'), first('P3'), first('P4')].map((n) => n.midi)).toEqual([69, 65, 60, 53]);
    expect(first('P1')).toMatchObject({ start: 0, end: 0.75 });
    expect(parsed.notes.filter((n) => n.line === 'P3')).toHaveLength(11);
    expect(barAt(parsed.bars, 0)).toBe(0);
    expect(barAt(parsed.bars, 3)).toBe(1);
    expect(barAt(parsed.bars, 11.9)).toBe(3);
  });

  it('backup, chords and ties; a transposing part sounds where it sounds', () => {
    const two = parseMusicXml(score('satb-two-staves.musicxml'));
    expect(two.notes.filter((n) => n.start === 0).map((n) => [n.line, n.midi])).toEqual([
      ['P1/6', 53],
      ['P1/5', 60],
      ['P1/2', 65],
      ['P1/1', 69],
    ]);
    const xml = `<?xml version="1.0"?><score-partwise><part-list><score-part id="P1"><part-name>Klarinet</part-name></score-part></part-list>
      <part id="P1"><measure number="1"><attributes><divisions>2</divisions><transpose><diatonic>-1</diatonic><chromatic>-2</chromatic></transpose></attributes>
      <note><pitch><step>D</step><octave>5</octave></pitch><duration>2</duration><tie type="start"/><voice>1</voice></note>
      <note><pitch><step>D</step><octave>5</octave></pitch><duration>2</duration><tie type="stop"/><voice>1</voice></note>
      <note><rest/><duration>4</duration><voice>1</voice></note></measure></part></score-partwise>`;
    const clarinet = parseMusicXml(xml);
    // D5 written, C5 sounding; the tie makes one note of two quarters at 120.
    expect(clarinet.notes).toEqual([{ line: 'P1', midi: 72, start: 0, end: 1 }]);
    expect(clarinet.bars).toEqual([{ number: '1', start: 0, end: 2 }]);
    expect(() => parseMusicXml('<html/>')).toThrow();
  });

  it('compressed MusicXML (.mxl) through the container\'s rootfile', async () => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('application/vnd.recordare.musicxml'), 'mimetype', { compress: false });
    zip.addBuffer(Buffer.from('<container><rootfiles><rootfile full-path="score/hvalite.musicxml"/></rootfiles></container>'), 'META-INF/container.xml');
    zip.addBuffer(Buffer.from(score('satb-four-staves.musicxml')), 'score/hvalite.musicxml');
    zip.end();
    const parts: Buffer[] = [];
    for await (const part of zip.outputStream) parts.push(part as Buffer);
    const bytes = Buffer.concat(parts);
    const xml = await unzipMxl(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    expect(xml).toBe(score('satb-four-staves.musicxml'));
  });
});

describe('MIDI track mapping', () => {
  function midiFile(tracks: { name?: string; pitches: number[]; chords?: boolean; drums?: boolean }[], timeSignature?: [number, number]) {
    const midi = new Midi();
    midi.header.setTempo(60);
    if (timeSignature) midi.header.timeSignatures.push({ ticks: 0, timeSignature });
    for (const t of tracks) {
      const track = midi.addTrack();
      if (t.name) track.name = t.name;
      if (t.drums) track.channel = 9;
      t.pitches.forEach((p, i) => {
        track.addNote({ midi: p, time: i, duration: 1 });
        if (t.chords) track.addNote({ midi: p + 4, time: i, duration: 1 });
      });
    }
    return parseMidi(midi.toArray());
  }

  it('named tracks by their names; a piano by its name', () => {
    const parsed = midiFile([
      { name: 'Soprano', pitches: [69, 70] },
      { name: 'Alto', pitches: [65, 64] },
      { name: 'Tenor', pitches: [60, 60] },
      { name: 'Bass', pitches: [53, 48] },
      { name: 'Piano', pitches: [60, 62] },
    ]);
    expect(recogniseVoices(parsed.lines)).toEqual({ t0: 'soprano', t1: 'alto', t2: 'tenor', t3: 'bass', t4: 'accompaniment' });
    expect(parsed.notes[0]).toMatchObject({ start: 0, end: 1 });
  });

  it('four unnamed tracks in any order are a choir by range; chords and drums accompany', () => {
    const parsed = midiFile([
      { pitches: [48, 50] },
      { pitches: [72, 71] },
      { pitches: [57, 59] },
      { pitches: [64, 65] },
      { pitches: [60, 62], chords: true },
      { pitches: [36, 38], drums: true },
    ]);
    expect(recogniseVoices(parsed.lines)).toEqual({ t0: 'bass', t1: 'soprano', t2: 'tenor', t3: 'alto', t4: 'accompaniment', t5: 'accompaniment' });
    expect(recogniseVoices(parsed.lines, { t2: 'bass' }).t2).toBe('bass');
  });

  it('bars from the time signature (3/4 at 60: three seconds a bar)', () => {
    const parsed = midiFile([{ name: 'Sopran', pitches: [69, 70, 71, 72, 74] }], [3, 4]);
    expect(parsed.bars.map((b) => [b.start, b.end])).toEqual([
      [0, 3],
      [3, 6],
    ]);
  });
});
