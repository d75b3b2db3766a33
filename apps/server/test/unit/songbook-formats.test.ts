import { readFileSync } from 'node:fs';
import { ChordLyricsPair, ChordProParser } from 'chordsheetjs';
import { RelaxNGValidator, XmlDocument } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { parseChordPro, writeChordPro } from '../../src/modules/songs/transfer/chordpro.ts';
import { decodeText, parseSongsCsv } from '../../src/modules/songs/transfer/csv.ts';
import { titleFromFileName } from '../../src/modules/songs/transfer/file-title.ts';
import { planImport, type ImportItem } from '../../src/modules/songs/transfer/import-plan.ts';
import { parseOpenLyrics, writeOpenLyrics } from '../../src/modules/songs/transfer/openlyrics.ts';
import { detectNotation, emptySong } from '../../src/modules/songs/transfer/song-data.ts';

/** A ChordPro file as a band's chord app writes it: metadata, comments, a chorus, H–B chords. */
const CHORDPRO = `# Izvoženo iz aplikacije OnSong
{title: Marija, skoz' življenje}
{subtitle: Marijina pesem}
{artist: Ljudska}
{key: D}
{tempo: 72}
{capo: 2}
{meta: category Marijanska}

{c: Uvod: D A D}
[D]Marija, skoz' [A]življenje
[Hm]voditi [Fis]hočeš me

{start_of_chorus}
[G]Pomagaj [D]nam, [A7]Marija
[H7]prosi za [Em]nas
{end_of_chorus}
`;

/** OpenLyrics 0.9 as OpenLP exports it: two titles, authors, copyright, CCLI, a verse order, chords. */
const OPENLYRICS = `<?xml version="1.0" encoding="UTF-8"?>
<song xmlns="http://openlyrics.info/namespace/2009/song" version="0.9" createdIn="OpenLP 3.0" modifiedIn="OpenLP 3.0" modifiedDate="2024-05-01T10:00:00" chordNotation="german">
  <properties>
    <titles><title>Kristus kraljuje</title><title>Christus vincit</title></titles>
    <authors><author type="words">Janez Zupan</author><author type="music">Peter Kovač</author></authors>
    <copyright>2019 Založba Ognjišče</copyright>
    <ccliNo>7012345</ccliNo>
    <key>D</key>
    <tempo type="text">Zmerno</tempo>
    <verseOrder>v1 c1 v2 c1</verseOrder>
    <themes><theme>Velikonočna</theme></themes>
  </properties>
  <lyrics>
    <verse name="c1"><lines><chord root="D"/>Kristus kra<chord root="A" structure="dom7"/>ljuje,<br/><chord root="B" structure="min"/>aleluja</lines></verse>
    <verse name="v1"><lines>Prva <chord root="F#" structure="min"/>kitica<br/>se konča</lines></verse>
    <verse name="v2"><lines>Druga kitica</lines></verse>
  </lyrics>
</song>`;

describe('ChordPro', () => {
  it('reads the metadata into fields and keeps the chord sheet, chorus and shown directives as lyrics', () => {
    const song = parseChordPro(CHORDPRO, 'ime datoteke');
    expect(song).toMatchObject({ title: "Marija, skoz' življenje", composer: 'Ljudska', key: 'D', tempo: '72', category: 'Marijanska', notation: 'german' });
    expect(song.lyrics).toBe(
      "{subtitle: Marijina pesem}\n{capo: 2}\n\n{c: Uvod: D A D}\n[D]Marija, skoz' [A]življenje\n[Hm]voditi [Fis]hočeš me\n\n{start_of_chorus}\n[G]Pomagaj [D]nam, [A7]Marija\n[H7]prosi za [Em]nas\n{end_of_chorus}",
    );
    expect(song.lyrics).not.toContain('OnSong');
  });

  it('takes the title from the file name without {title}, and tells the notation by the chords', () => {
    expect(parseChordPro('[C]Gloria', 'Gloria').title).toBe('Gloria');
    expect(detectNotation('[C]a [G]b [Am]c')).toBeNull();
    expect(detectNotation('[C]a [Bb]b [F#m]c')).toBe('english');
    expect(detectNotation('[Esus4]a [Asus2]b')).toBeNull();
    expect(detectNotation('[Es]a [B]b')).toBe('german');
    expect(detectNotation('[C]a [H7]b')).toBe('german');
  });

  it('writes what it reads back, and chordsheetjs reads the same chords from it', () => {
    const song = parseChordPro(CHORDPRO, 'x');
    const written = writeChordPro({ ...song, notes: 'Prva\nDruga', notation: 'german' });
    expect(parseChordPro(written, 'y')).toEqual({ ...song, notes: 'Prva\nDruga' });

    const chordsOf = (text: string) =>
      new ChordProParser().parse(text).lines.flatMap((line) => line.items.filter((i): i is ChordLyricsPair => i instanceof ChordLyricsPair && !!i.chords).map((i) => i.chords));
    expect(chordsOf(written)).toEqual(['D', 'A', 'Hm', 'Fis', 'G', 'D', 'A7', 'H7', 'Em']);
    const parsed = new ChordProParser().parse(written);
    expect(parsed.title).toBe("Marija, skoz' življenje");
    expect(parsed.key).toBe('D');
  });
});

describe('OpenLyrics', () => {
  it('reads titles, authors, copyright, CCLI, key, tempo, and the verses in their order with chords', () => {
    const song = parseOpenLyrics(OPENLYRICS);
    expect(song).toMatchObject({ title: 'Kristus kraljuje', composer: 'Peter Kovač', key: 'D', tempo: 'Zmerno', category: 'Velikonočna', notation: 'german' });
    expect(song.notes).toBe('Besedilo: Janez Zupan\nDrugi naslovi: Christus vincit\n© 2019 Založba Ognjišče\nCCLI: 7012345');
    expect(song.lyrics).toBe('Prva [Fism]kitica\nse konča\n\n{start_of_chorus}\n[D]Kristus kra[A7]ljuje,\n[Hm]aleluja\n{end_of_chorus}\n\nDruga kitica');
  });

  it('refuses a DOCTYPE and XML that is not a song', () => {
    expect(() => parseOpenLyrics('<?xml version="1.0"?><!DOCTYPE song [<!ENTITY x "y">]><song/>')).toThrow('doctype');
    expect(() => parseOpenLyrics('<html><body/></html>')).toThrow('not-openlyrics');
  });

  it('writes OpenLyrics 0.8 that the RELAX NG schema accepts and that reads back', () => {
    const schema = XmlDocument.fromString(readFileSync(new URL('../fixtures/openlyrics/openlyrics-0.8.rng', import.meta.url), 'utf8'));
    const validator = RelaxNGValidator.fromDoc(schema);
    try {
      const songs = [
        { ...parseChordPro(CHORDPRO, 'x'), notes: 'Opomba & <znak>\nDruga' },
        { ...emptySong('Samo note "PDF"') },
        { ...emptySong('Sveta noč'), composer: 'F. X. Gruber', key: 'B', tempo: 'Mirno', lyrics: '[B]Sveta [F7]noč' },
      ];
      for (const song of songs) {
        const xml = writeOpenLyrics(song, '2026-12-02T09:00:00Z');
        const doc = XmlDocument.fromString(xml);
        try {
          expect(() => validator.validate(doc)).not.toThrow();
        } finally {
          doc.dispose();
        }
        const back = parseOpenLyrics(xml);
        expect(back).toMatchObject({ title: song.title, composer: song.composer, key: song.key, tempo: song.tempo, category: song.category });
      }
      // The schema is not a formality: a song without a title does not pass.
      const bad = XmlDocument.fromString(writeOpenLyrics(emptySong('x'), '2026-12-02T09:00:00Z').replace(/<titles>.*<\/titles>/, ''));
      expect(() => validator.validate(bad)).toThrow();
      bad.dispose();
      const chords = parseOpenLyrics(writeOpenLyrics(songs[0], '2026-12-02T09:00:00Z')).lyrics;
      expect(chords).toContain('[Hm]voditi [Fis]hočeš me');
      expect(chords).toContain('{start_of_chorus}\n[G]Pomagaj');
    } finally {
      validator.dispose();
      schema.dispose();
    }
  });
});

describe('CSV', () => {
  const text = 'Naslov;Skladatelj;Kategorija;Tonaliteta;Tempo;Opombe\nZdrava Marija;Ignacij Hladnik;Marijanska;F;Andante;"Za sopran; ""solo"""\n;brez naslova;;;;\nŽalostna mati;;Postna;;;\n';

  it('reads UTF-8 and Windows-1250 alike, with Slovenian or English headers', () => {
    const cp1250 = Buffer.from(text.replace('Ž', '\u008e'), 'latin1');
    // The same bytes as Excel's "CSV" on a Slovenian Windows: Ž is 0x8E there.
    expect(cp1250.includes(0x8e)).toBe(true);
    for (const bytes of [Buffer.from(text, 'utf8'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]), cp1250]) {
      const rows = parseSongsCsv(decodeText(bytes))!;
      expect(rows).toEqual([
        { line: 2, song: { ...emptySong('Zdrava Marija'), composer: 'Ignacij Hladnik', category: 'Marijanska', key: 'F', tempo: 'Andante', notes: 'Za sopran; "solo"' } },
        { line: 3, error: 'no-title' },
        { line: 4, song: { ...emptySong('Žalostna mati'), category: 'Postna' } },
      ]);
    }
    expect(parseSongsCsv('title,composer,key\n"Amazing Grace, 2","Newton",G\n')).toEqual([{ line: 2, song: { ...emptySong('Amazing Grace, 2'), composer: 'Newton', key: 'G' } }]);
    expect(parseSongsCsv('ime,avtor\nx,y\n')).toBeNull();
  });
});

describe('file names and the plan', () => {
  it('cleans a scanner\'s file name into a title', () => {
    expect(titleFromFileName('03_Zdrava_Marija-SATB.pdf')).toEqual({ title: 'Zdrava Marija', voicing: 'SATB' });
    expect(titleFromFileName('mapa/12 - Sveta noč.pdf')).toEqual({ title: 'Sveta noč', voicing: null });
    expect(titleFromFileName('Jezus - Kralj.pdf').title).toBe('Jezus - Kralj');
  });

  it('one song per title and composer: the ChordPro row makes it, the others of it are skipped, sheet music goes to it', () => {
    const item = (key: string, format: ImportItem['format'], title: string, o: Partial<ImportItem> = {}): ImportItem => ({
      key, source: key, path: key, format, song: { ...emptySong(title), composer: format === 'sheet' ? null : 'Hladnik' }, sheet: format === 'sheet', refused: null, ...o,
    });
    const csv = item('s.csv#2', 'csv', 'Zdrava Marija');
    csv.song!.file = 'datoteke/scan7.pdf';
    const plan = planImport(
      [csv, item('a.xml', 'openlyrics', 'Zdrava Marija'), item('a.cho', 'chordpro', 'Zdrava Marija'), item('scan7.pdf', 'sheet', 'scan7'), item('Zdrava Marija.pdf', 'sheet', 'Zdrava Marija'), item('Ave.pdf', 'sheet', 'Ave'), item('Obstojeca.pdf', 'sheet', 'Obstoječa')],
      [{ id: 9, title: 'Obstoječa', composer: 'Nekdo', hasFile: false }],
    );
    expect(plan.map((r) => [r.item.key, r.status])).toEqual([
      ['s.csv#2', 'duplicate'],
      ['a.xml', 'duplicate'],
      ['a.cho', 'new'],
      ['scan7.pdf', 'attach'],
      ['Zdrava Marija.pdf', 'duplicate'],
      ['Ave.pdf', 'new'],
      ['Obstojeca.pdf', 'attach'],
    ]);
    expect(plan[3].target).toEqual({ item: plan[2].item });
    expect(plan[6].target).toEqual({ existing: { id: 9, title: 'Obstoječa', composer: 'Nekdo', hasFile: false } });
  });
});
