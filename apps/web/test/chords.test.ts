import { describe, expect, it } from 'vitest';
import { chordSheet, keyName, originalKey, semitonesBetween } from '../src/components/song-lyrics/chords/chord-model.ts';
import { foldSemitones, looksLikeChordPro, semitoneLabel } from '../src/components/song-lyrics/chords/detect.ts';
import { englishToHB, hbToEnglish, keyToEnglish, writesHB } from '../src/components/song-lyrics/chords/notation.ts';

const hvalite = '{key: G}\n[G]Hvalite [D]Gospoda, <b>vsi</b>\n\n{c: Refren}\n{soc}\n[C]Aleluja [Am7/G]\n{eoc}\nbrez akordov';
const chordsOf = (text: string, opts: Parameters<typeof chordSheet>[1] = {}) =>
  chordSheet(text, opts).paragraphs.flatMap((p) => p.lines.flatMap((l) => (l.kind === 'pairs' ? l.pairs.map((x) => x.chord).filter(Boolean) : [])));

describe('ChordPro lyrics (issue 25 "Chords")', () => {
  it('tells ChordPro from plain lyrics without loading chordsheetjs', () => {
    expect(looksLikeChordPro('[G]Hvalite [D]Gospoda')).toBe(true);
    expect(looksLikeChordPro('{soc}\nAleluja\n{eoc}')).toBe(true);
    expect(looksLikeChordPro('Hvalite Gospoda\n[refren] vsi')).toBe(false);
    expect(looksLikeChordPro('Pesem {v oklepaju} med besedami')).toBe(false);
    expect(looksLikeChordPro(null)).toBe(false);
  });

  it('parses chords over words, keeps a chorus, its comment and plain lines, and keeps markup as text', () => {
    const sheet = chordSheet(hvalite);
    expect(sheet.key).toBe('G');
    expect(sheet.delta).toBe(0);
    const [first, chorus, last] = sheet.paragraphs;
    expect(first.lines[0]).toEqual({
      kind: 'pairs',
      hasChords: true,
      pairs: [{ chord: 'G', lyrics: 'Hvalite ' }, { chord: 'D', lyrics: 'Gospoda, ' }, { chord: '', lyrics: '<b>vsi</b>' }],
    });
    expect(chorus.lines[0]).toEqual({ kind: 'comment', text: 'Refren' });
    expect(chorus.lines[1]).toMatchObject({ kind: 'pairs', pairs: [{ chord: 'C', lyrics: 'Aleluja ' }, { chord: 'Am7/G', lyrics: '' }] });
    expect(last.lines[0]).toEqual({ kind: 'pairs', hasChords: false, pairs: [{ chord: '', lyrics: 'brez akordov' }] });
  });

  it('transposes up and down by semitones, spelling chords as the new key does', () => {
    expect(chordsOf(hvalite, { delta: 2 })).toEqual(['A', 'E', 'D', 'Hm7/A']);
    expect(chordSheet(hvalite, { delta: 2 }).key).toBe('A');
    expect(chordsOf(hvalite, { delta: -2 })).toEqual(['F', 'C', 'B', 'Gm7/F']);
    expect(chordsOf(hvalite, { delta: 3 })).toEqual(['B', 'F', 'Eb', 'Cm7/B']);
    expect(chordSheet(hvalite, { delta: 12 }).delta).toBe(0);
  });

  it("transposes to a setlist entry's own key from the song's key (record first, else the {key} directive)", () => {
    expect(chordsOf(hvalite, { toKey: 'Bb' })).toEqual(['B', 'F', 'Eb', 'Cm7/B']);
    expect(chordSheet(hvalite, { toKey: 'Bb' }).key).toBe('B');
    expect(chordsOf('[D]Sveta noč', { songKey: 'D', toKey: 'C' })).toEqual(['C']);
    expect(chordsOf('[Em]Hvala', { songKey: 'Em', toKey: 'Gm' })).toEqual(['Gm']);
    expect(chordsOf('[G]Sveta [D/F#]noč [Em]x [C#dim] [Am7/G]', { songKey: 'G', toKey: 'E' })).toEqual(['E', 'H/D#', 'C#m', 'Bdim', 'F#m7/E']);
    expect(chordsOf('[G]Sveta [D/F#]noč [Em]x [C#dim] [Am7/G]', { songKey: 'G', toKey: 'Bb' })).toEqual(['B', 'F/A', 'Gm', 'Edim', 'Cm7/B']);
    // No known key to start from: the chords stay as written.
    expect(chordsOf('[D]Sveta noč', { toKey: 'C' })).toEqual(['D']);
    expect(originalKey('[D]x', ' A ')).toBe('A');
    expect(originalKey(hvalite, null)).toBe('G');
    expect(originalKey('[D]x', 'ni ključ')).toBeNull();
  });

  it('names keys and distances as musicians do', () => {
    expect(semitonesBetween('G', 'F')).toBe(-2);
    expect(semitonesBetween('C', 'A')).toBe(-3);
    expect(semitonesBetween('C', 'X')).toBe(0);
    expect(keyName('A#')).toBe('Bb');
    expect(keyName('Em', 1)).toBe('Fm');
    expect(keyName('D#m')).toBe('Ebm');
    expect(foldSemitones(10)).toBe(-2);
    expect(foldSemitones(-7)).toBe(5);
    expect(semitoneLabel(-1)).toBe('−1');
    expect(semitoneLabel(2)).toBe('+2');
  });

  it('shows text that is not valid ChordPro as plain lines instead of failing', () => {
    const sheet = chordSheet('[Em]Hvala {');
    expect(sheet.paragraphs.flatMap((p) => p.lines)).toEqual([{ kind: 'pairs', hasChords: false, pairs: [{ chord: '', lyrics: '[Em]Hvala {' }] }]);
  });

  describe('H/B notation (H = English B, B = English B♭)', () => {
    it('writes English chord names as Slovenian musicians read them, slash bass notes too', () => {
      const cases: [string, string][] = [
        ['B', 'H'], ['Bm', 'Hm'], ['B7', 'H7'], ['Bb', 'B'], ['B♭', 'B'], ['Bbm7', 'Bm7'], ['A#', 'B'], ['A#m', 'Bm'],
        ['Cb', 'H'], ['G/B', 'G/H'], ['Eb/Bb', 'Eb/B'], ['D/A#', 'D/B'], ['H', 'H'], ['Hm', 'Hm'], ['C#', 'C#'], ['F#m7', 'F#m7'], ['Am7/G', 'Am7/G'],
      ];
      expect(cases.map(([en]) => englishToHB(en))).toEqual(cases.map(([, hb]) => hb));
    });

    it('reads an author who writes H: B is B♭ there, Bb too; English names pass', () => {
      expect(['H', 'Hm', 'H7', 'B', 'Bb', 'B♭', 'Bm', 'G/H', 'Eb/B', 'C', 'F#m'].map(hbToEnglish)).toEqual(['B', 'Bm', 'B7', 'Bb', 'Bb', 'Bb', 'Bbm', 'G/B', 'Eb/Bb', 'C', 'F#m']);
      expect(writesHB('[G]Hvalite [H7]Gospoda')).toBe(true);
      expect(writesHB('[D]x [G/H]y')).toBe(true);
      expect(writesHB('[G]Hvalite [B7]Gospoda')).toBe(false);
    });

    it('an H/B song: [H] transposes up to C and down to B (B♭); its B is B♭; shown back in H/B', () => {
      const song = '[H]Sveta [E]noč [B]x [G/H]y';
      expect(chordsOf(song)).toEqual(['H', 'E', 'B', 'G/H']);
      expect(chordsOf(song, { delta: 1 })).toEqual(['C', 'F', 'H', 'G#/C']);
      expect(chordsOf(song, { delta: -1 })).toEqual(['B', 'Eb', 'A', 'Gb/B']);
      expect(chordsOf('[Hm]a [F#]b', { songKey: 'Hm', toKey: 'Am' })).toEqual(['Am', 'E']);
      // Its key "B" is B♭ too, as the author wrote it: from B to C is up two.
      expect(chordSheet('[B]a [H]b', { songKey: 'B', toKey: 'C' })).toMatchObject({ key: 'C', delta: 2 });
      expect(chordSheet('[H]a', { songKey: 'H', delta: 1 }).key).toBe('C');
    });

    it('reads keys named the Slovenian way: -is, -es, lower case minor, -dur and -mol', () => {
      const cases: [string, string][] = [
        ['Es', 'Eb'], ['As', 'Ab'], ['Des', 'Db'], ['Ges', 'Gb'], ['Fis', 'F#'], ['Cis', 'C#'], ['d', 'Dm'], ['e', 'Em'], ['fis', 'F#m'],
        ['es', 'Ebm'], ['h', 'Bm'], ['b', 'Bbm'], ['Hes', 'Bb'], ['fis-mol', 'F#m'], ['As-dur', 'Ab'], ['G-dur', 'G'], ['a mol', 'Am'],
      ];
      for (const hb of [false, true]) expect(cases.map(([sl]) => keyToEnglish(sl, hb))).toEqual(cases.map(([, en]) => en));
      // English names keep their meaning: "Eb", "F#m", "A"; "H" is B natural.
      expect(['Eb', 'F#m', 'A', 'H', 'Bm'].map((k) => keyToEnglish(k, false))).toEqual(['Eb', 'F#m', 'A', 'B', 'Bm']);
      // The songbook's "Es" song transposes from E♭: up two is F, shown as a musician names it.
      expect(chordSheet('[Eb]a [Bb]b', { songKey: 'Es', delta: 2 })).toMatchObject({ key: 'F', delta: 2 });
      expect(chordSheet('[Dm]a', { songKey: 'd', toKey: 'e' })).toMatchObject({ key: 'Em', delta: 2 });
    });

    it('an English song: B is H, Bb is B; A# and Cb are named B and H', () => {
      expect(chordsOf('[B]a [Bb]b [A#]c [Cb]d [G/B]e')).toEqual(['H', 'B', 'B', 'H', 'G/H']);
      expect(chordsOf('[B]a [G/B]b', { songKey: 'B', delta: -1 })).toEqual(['B', 'Gb/B']);
      expect(chordSheet('[B]a', { songKey: 'B' }).key).toBe('H');
    });
  });
});
