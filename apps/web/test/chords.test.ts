import { describe, expect, it } from 'vitest';
import { chordSheet, originalKey, semitonesBetween } from '../src/components/song-lyrics/chords/chord-model.ts';
import { foldSemitones, looksLikeChordPro, semitoneLabel } from '../src/components/song-lyrics/chords/detect.ts';
import { keyLabel, noteName, parseKey, transposeChord } from '../src/components/song-lyrics/chords/notation.ts';

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

  it('transposes up and down by semitones, spelling chords as the new key does (H–B notation)', () => {
    expect(chordsOf(hvalite, { delta: 2 })).toEqual(['A', 'E', 'D', 'Hm7/A']);
    expect(chordSheet(hvalite, { delta: 2 }).key).toBe('A');
    expect(chordsOf(hvalite, { delta: -2 })).toEqual(['F', 'C', 'B', 'Gm7/F']);
    expect(chordsOf(hvalite, { delta: 3 })).toEqual(['B', 'F', 'Es', 'Cm7/B']);
    expect(chordSheet(hvalite, { delta: 12 }).delta).toBe(0);
  });

  it("transposes to a setlist entry's own key from the song's key (record first, else the {key} directive)", () => {
    expect(chordsOf(hvalite, { toKey: 'B' })).toEqual(['B', 'F', 'Es', 'Cm7/B']);
    expect(chordSheet(hvalite, { toKey: 'B' }).key).toBe('B');
    expect(chordsOf('[D]Sveta noč', { songKey: 'D', toKey: 'C' })).toEqual(['C']);
    expect(chordsOf('[Em]Hvala', { songKey: 'Em', toKey: 'Gm' })).toEqual(['Gm']);
    expect(chordsOf('[G]Sveta [D/Fis]noč [Em]x [Cisdim] [Am7/G]', { songKey: 'G', toKey: 'E' })).toEqual(['E', 'H/Dis', 'Cism', 'Aisdim', 'Fism7/E']);
    expect(chordsOf('[G]Sveta [D/F#]noč [Em]x [C#dim] [Am7/G]', { songKey: 'G', toKey: 'B' })).toEqual(['B', 'F/A', 'Gm', 'Edim', 'Cm7/B']);
    // No known key to start from: the chords stay as written.
    expect(chordsOf('[D]Sveta noč', { toKey: 'C' })).toEqual(['D']);
    expect(originalKey(null, ' A ', 'german')).toEqual({ pc: 9, minor: false });
    expect(originalKey(null, 'ni ključ', 'german')).toBeNull();
    expect(chordSheet(hvalite).key).toBe('G');
  });

  it('names keys and distances as musicians do', () => {
    expect(semitonesBetween({ pc: 7, minor: false }, { pc: 5, minor: false })).toBe(-2);
    expect(semitonesBetween({ pc: 0, minor: false }, { pc: 9, minor: false })).toBe(-3);
    expect(keyLabel({ pc: 10, minor: false }, 'german')).toBe('B');
    expect(keyLabel({ pc: 10, minor: false }, 'english')).toBe('Bb');
    expect(keyLabel({ pc: 3, minor: true }, 'german')).toBe('Es-mol');
    expect(keyLabel({ pc: 6, minor: true }, 'german')).toBe('Fis-mol');
    expect(keyLabel({ pc: 6, minor: true }, 'english')).toBe('F#m');
    expect(foldSemitones(10)).toBe(-2);
    expect(foldSemitones(-7)).toBe(5);
    expect(semitoneLabel(-1)).toBe('−1');
    expect(semitoneLabel(2)).toBe('+2');
  });

  it('shows text that is not valid ChordPro as plain lines instead of failing', () => {
    const sheet = chordSheet('[Em]Hvala {');
    expect(sheet.paragraphs.flatMap((p) => p.lines)).toEqual([{ kind: 'pairs', hasChords: false, pairs: [{ chord: '', lyrics: '[Em]Hvala {' }] }]);
  });

  describe('the song\'s notation (issue 58): H–B (H is B natural, B is B♭) or English, never guessed', () => {
    it('"Sveta noč" in F written [F] [C7] [B]: in H–B its B is B♭ and +1 gives H', () => {
      const song = '[F]Sveta [C7]noč, [B]blažena [F]noč';
      expect(chordsOf(song, { songKey: 'F' })).toEqual(['F', 'C7', 'B', 'F']);
      expect(chordSheet(song, { songKey: 'F', delta: 1 })).toMatchObject({ key: 'Fis', delta: 1 });
      expect(chordsOf(song, { songKey: 'F', delta: 1 })).toEqual(['Fis', 'Cis7', 'H', 'Fis']);
      // The same text in English notation: B is B natural, a semitone higher.
      expect(chordsOf('[B]a', { notation: 'english', delta: 1 })).toEqual(['C']);
      expect(chordsOf('[Bb]a [B]b', { notation: 'english', songKey: 'Bb', delta: 1 })).toEqual(['B', 'C']);
    });

    it('transposes the root and keeps the suffix: Fis +1 → G, Cis-mol +1 → D-mol, Fis-mol −1 → F-mol, Fis −1 → F', () => {
      expect(chordsOf('[Fis]a', { delta: 1 })).toEqual(['G']);
      expect(chordsOf('[Cis-mol]a', { delta: 1 })).toEqual(['D-mol']);
      expect(chordsOf('[Fis-mol]a', { delta: -1 })).toEqual(['F-mol']);
      expect(chordsOf('[Fis]a', { delta: -1 })).toEqual(['F']);
      expect(chordsOf('[H-mol]a [E]b', { delta: 1 })).toEqual(['C-mol', 'F']);
      expect(chordsOf('[Asus4]a [Esus4]b [As]c [Es7]d', { songKey: 'As', delta: 2 })).toEqual(['Hsus4', 'Fissus4', 'B', 'F7']);
      // Never "Gbis", "Dbis-mol", "Eis-mol", "His-mol", across every shift.
      for (let d = -6; d <= 6; d++) {
        const chords = chordsOf('[Fis]a [Cis-mol]b [Fis-mol]c [Gis7]d [Es]e [B]f [H]g', { delta: d });
        for (const c of chords) expect(c).not.toMatch(/^(?:[A-H](?:bis|bes)|Eis|His|Ces|Fes)/);
      }
    });

    it('spells by the target key: sharps in sharp keys, flats in flat keys, in the song\'s notation', () => {
      const song = '[G]a [D]b [Em]c [C]d';
      // F♯ major, not G♭ (the key is named Fis): its six sharps.
      expect(chordsOf(song, { songKey: 'G', delta: -1 })).toEqual(['Fis', 'Cis', 'Dism', 'H']);
      expect(chordsOf(song, { songKey: 'G', delta: 1 })).toEqual(['As', 'Es', 'Fm', 'Des']);
      expect(chordsOf(song, { songKey: 'G', delta: -1, notation: 'english' })).toEqual(['F#', 'C#', 'D#m', 'B']);
      expect(chordsOf(song, { songKey: 'G', delta: -6, notation: 'english' })).toEqual(['Db', 'Ab', 'Bbm', 'Gb']);
      expect(chordsOf(song, { songKey: 'G', toKey: 'E' })).toEqual(['E', 'H', 'Cism', 'A']);
      expect(chordsOf(song, { songKey: 'G', toKey: 'E', notation: 'english' })).toEqual(['E', 'B', 'C#m', 'A']);
      // The key beside the chords is in the same notation: "Es", not "Eb" beside "B".
      expect(chordSheet(song, { songKey: 'G', toKey: 'Es' })).toMatchObject({ key: 'Es', delta: -4 });
      expect(chordsOf(song, { songKey: 'G', toKey: 'Es' })).toEqual(['Es', 'B', 'Cm', 'As']);
      expect(chordSheet(song, { songKey: 'G', toKey: 'Eb', notation: 'english' }).key).toBe('Eb');
      expect(chordSheet('[Em]a', { songKey: 'Em', delta: 2 }).key).toBe('Fis-mol');
      expect(chordSheet('[Em]a', { songKey: 'Em', delta: 2, notation: 'english' }).key).toBe('F#m');
    });

    it('reads keys as written in either notation: -is, -es, lower case minor, -dur and -mol', () => {
      const cases: [string, number, boolean][] = [
        ['Es', 3, false], ['As', 8, false], ['Des', 1, false], ['Fis', 6, false], ['d', 2, true], ['fis', 6, true], ['h', 11, true],
        ['Hes', 10, false], ['fis-mol', 6, true], ['As-dur', 8, false], ['a mol', 9, true], ['F#m', 6, true], ['Eb', 3, false], ['H', 11, false],
      ];
      for (const notation of ['german', 'english'] as const) {
        expect(cases.map(([k]) => parseKey(k, notation))).toEqual(cases.map(([, pc, minor]) => ({ pc, minor })));
      }
      expect(parseKey('B', 'german')).toEqual({ pc: 10, minor: false });
      expect(parseKey('B', 'english')).toEqual({ pc: 11, minor: false });
      expect(parseKey('Bm', 'german')).toEqual({ pc: 10, minor: true });
      expect(parseKey('ni ključ', 'german')).toBeNull();
      // The songbook's "Es" song transposes from E♭: up two is F.
      expect(chordSheet('[Es]a [B]b', { songKey: 'Es', delta: 2 })).toMatchObject({ key: 'F', delta: 2 });
      expect(chordsOf('[Es]a [B]b', { songKey: 'Es', delta: 2 })).toEqual(['F', 'C']);
      expect(chordSheet('[Dm]a', { songKey: 'd', toKey: 'e' })).toMatchObject({ key: 'E-mol', delta: 2 });
    });

    it('transposes one chord with its bass note; leaves what is not a chord', () => {
      expect(transposeChord('G/H', 1, -4, 'german')).toBe('As/C');
      expect(transposeChord('D/F#', 2, 4, 'english')).toBe('E/G#');
      expect(transposeChord('C6/9', 2, 2, 'english')).toBe('D6/9');
      expect(transposeChord('N.C.', 2, 2, 'german')).toBe('N.C.');
      expect(noteName(10, 1, 'german')).toBe('B');
      expect(noteName(6, -1, 'german')).toBe('Fis');
    });
  });

  describe('ChordPro directives and split words (issue 58)', () => {
    it('reads {capo}, {subtitle}/{st} and {artist}', () => {
      expect(chordSheet('{title: Sveta noč}\n{st: Božična}\n{artist: F. X. Gruber}\n{capo: 2}\n[F]Sveta noč').meta).toEqual({ subtitle: 'Božična', artist: 'F. X. Gruber', capo: '2' });
      expect(chordSheet('{subtitle: Podnaslov}\n[G]x').meta).toEqual({ subtitle: 'Podnaslov', artist: null, capo: null });
    });

    it('a chord wider than its part of a word joins the word with a hyphen', () => {
      const [line] = chordSheet('[C]Pri[Cmaj7]ver[F]nih [G]x').paragraphs[0].lines;
      expect(line).toMatchObject({ kind: 'pairs' });
      const pairs = line.kind === 'pairs' ? line.pairs : [];
      expect(pairs.map((p) => [p.lyrics, !!p.split])).toEqual([['Pri', false], ['ver', true], ['nih ', false], ['x', false]]);
    });
  });
});
