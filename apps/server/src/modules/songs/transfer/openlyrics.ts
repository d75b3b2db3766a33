import { XMLParser } from 'fast-xml-parser';
import type { TChordNotation } from '@zborovodja/contracts';
import { cleanText, detectNotation, emptySong, orNull, type SongData } from './song-data.ts';

/** An element as fast-xml-parser gives it with preserveOrder: its one child key, its attributes under ':@'. */
type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
});

export class OpenLyricsError extends Error {
  constructor(readonly kind: 'doctype' | 'not-openlyrics' | 'unreadable') {
    super(kind);
  }
}

const tagOf = (node: XmlNode): string | null => Object.keys(node).find((k) => k !== ':@') ?? null;
const childrenOf = (node: XmlNode | undefined): XmlNode[] => {
  const tag = node && tagOf(node);
  const value = tag ? node[tag] : undefined;
  return Array.isArray(value) ? (value as XmlNode[]) : [];
};
const child = (node: XmlNode | undefined, name: string) => childrenOf(node).find((c) => tagOf(c) === name);
const all = (node: XmlNode | undefined, name: string) => childrenOf(node).filter((c) => tagOf(c) === name);
/** The element's text, markup inside it left out. */
const textOf = (node: XmlNode | undefined): string =>
  childrenOf(node)
    .map((c) => (tagOf(c) === '#text' ? String(c['#text']) : textOf(c)))
    .join('');
const attr = (node: XmlNode | undefined, name: string): string | null => node?.[':@']?.[name] ?? null;

/** OpenLyrics 0.9's chord structures as the chord suffixes people write. */
const STRUCTURES: Record<string, string> = {
  '3-5': '', 'm3-5': 'm', min: 'm', '5': '5', power: '5', '3-a5': 'aug', aug: 'aug', 'm3-d5': 'dim', dim: 'dim',
  '3-5-m7': '7', dom7: '7', '3-5-7': 'maj7', maj7: 'maj7', 'm3-5-m7': 'm7', min7: 'm7', 'm3-d5-d7': 'dim7', dim7: 'dim7',
  'm3-d5-m7': 'm7b5', halfdim7: 'm7b5', '3-5-6': '6', maj6: '6', 'm3-5-6': 'm6', min6: 'm6', '3-5-m7-9': '9', dom9: '9',
  '3-5-7-9': 'maj9', maj9: 'maj9', 'm3-5-m7-9': 'm9', min9: 'm9', '4-5': 'sus4', sus4: 'sus4', '2-5': 'sus2', sus2: 'sus2',
  '3-5-9': 'add9', add9: 'add9', '4-5-m7': '7sus4',
};

/** An English note name in H–B: B is H, Bb is B, sharps -is, flats -es (Es, As). */
function germanNote(note: string): string {
  if (note === 'B') return 'H';
  if (note === 'Bb') return 'B';
  const [letter, accidental] = [note[0], note.slice(1)];
  if (accidental === '#') return `${letter}is`;
  if (accidental === 'b') return letter === 'E' || letter === 'A' ? `${letter}s` : `${letter}es`;
  return note;
}

/** A chord element: 0.8's `name` as written; 0.9's root, structure and bass, named in the song's notation. */
function chordName(node: XmlNode, notation: TChordNotation | null): string | null {
  const name = attr(node, 'name');
  if (name) return name.trim() || null;
  const root = attr(node, 'root');
  if (!root) return null;
  const note = (n: string) => (notation === 'german' ? germanNote(n) : n);
  const structure = attr(node, 'structure');
  const bass = attr(node, 'bass');
  return `${note(root)}${structure ? (STRUCTURES[structure] ?? structure) : ''}${bass ? `/${note(bass)}` : ''}`;
}

/** A verse's <lines> as ChordPro lines: <br/> ends a line, chords go in brackets before their syllable, tags keep their text. */
function linesText(node: XmlNode, notation: TChordNotation | null): string {
  let out = '';
  const walk = (n: XmlNode) => {
    for (const c of childrenOf(n)) {
      const tag = tagOf(c);
      if (tag === '#text') out += String(c['#text']).replace(/\s+/g, ' ');
      else if (tag === 'br') out += '\n';
      else if (tag === 'chord') {
        const name = chordName(c, notation);
        if (name) out += `[${name}]`;
        walk(c);
      } else if (tag === 'tag') walk(c);
      // <comment> inside lines, and <beat>, carry no sung text.
    }
  };
  walk(node);
  return out
    .split('\n')
    .map((l) => l.trim())
    .join('\n');
}

const CHORUS = /^c/;

/**
 * An OpenLyrics song (0.8 or 0.9, as OpenLP exports it): the first title; music (or untyped)
 * authors as the composer; words, arrangement and translation authors, the other titles,
 * copyright, CCLI number and comments as notes; the first theme as category; key and tempo; the
 * verses in their verseOrder (each once, then any the order leaves out), a chorus between
 * {start_of_chorus} and {end_of_chorus}, chords in brackets.
 */
export function parseOpenLyrics(text: string): SongData {
  if (/<!DOCTYPE/i.test(text)) throw new OpenLyricsError('doctype');
  let doc: XmlNode[];
  try {
    doc = parser.parse(cleanText(text)) as XmlNode[];
  } catch {
    throw new OpenLyricsError('unreadable');
  }
  const songNode = doc.find((n) => tagOf(n) === 'song');
  const props = child(songNode, 'properties');
  const titles = all(child(props, 'titles'), 'title').map((t) => textOf(t).trim()).filter(Boolean);
  if (!songNode || !props || !titles.length) throw new OpenLyricsError('not-openlyrics');
  const notationAttr = attr(songNode, 'chordNotation');
  const declared: TChordNotation | null = notationAttr === 'german' ? 'german' : notationAttr?.startsWith('english') ? 'english' : null;

  const song = emptySong(titles[0]);
  const authors = all(child(props, 'authors'), 'author').map((a) => ({ type: attr(a, 'type'), name: textOf(a).trim() })).filter((a) => a.name);
  const composers = authors.filter((a) => a.type === 'music' || !a.type).map((a) => a.name);
  song.composer = orNull(composers.join(', '));
  const notes: string[] = [];
  const byType = (type: string, label: string) => {
    const names = authors.filter((a) => a.type === type).map((a) => a.name);
    if (names.length) notes.push(`${label}: ${names.join(', ')}`);
  };
  byType('words', 'Besedilo');
  byType('arrangement', 'Priredba');
  byType('translation', 'Prevod');
  if (titles.length > 1) notes.push(`Drugi naslovi: ${titles.slice(1).join(', ')}`);
  const copyright = orNull(textOf(child(props, 'copyright')));
  if (copyright) notes.push(`© ${copyright}`);
  const ccli = orNull(textOf(child(props, 'ccliNo')));
  if (ccli) notes.push(`CCLI: ${ccli}`);
  for (const c of all(child(props, 'comments'), 'comment')) notes.push(textOf(c).trim());
  song.notes = orNull(notes.join('\n'));
  song.category = orNull(textOf(all(child(props, 'themes'), 'theme')[0]));
  song.key = orNull(textOf(child(props, 'key')));
  song.tempo = orNull(textOf(child(props, 'tempo')));

  const verses = all(child(songNode, 'lyrics'), 'verse').map((v) => ({
    name: attr(v, 'name') ?? '',
    text: all(v, 'lines')
      .map((l) => linesText(l, declared))
      .join('\n')
      .trim(),
  }));
  const order = (textOf(child(props, 'verseOrder')).trim().split(/\s+/).filter(Boolean));
  const used = new Set<string>();
  const blocks: string[] = [];
  const add = (v: { name: string; text: string }) => {
    if (used.has(v.name) || !v.text) return;
    used.add(v.name);
    blocks.push(CHORUS.test(v.name) ? `{start_of_chorus}\n${v.text}\n{end_of_chorus}` : v.text);
  };
  for (const name of order) {
    const verse = verses.find((v) => v.name === name);
    if (verse) add(verse);
  }
  for (const v of verses) add(v);
  song.lyrics = orNull(blocks.join('\n\n'));
  song.notation = declared ?? detectNotation(song.lyrics);
  return song;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// eslint-disable-next-line no-control-regex -- characters XML 1.0 cannot carry at all
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xmlText = (s: string) => escapeXml(s.replace(XML_INVALID, ''));

/** ChordPro lyrics as OpenLyrics verses: paragraphs (blank lines) are verses, a chorus block is c1, c2…; directives are left out. */
function verses(lyrics: string | null): { name: string; lines: string[] }[] {
  const out: { name: string; lines: string[] }[] = [];
  let current: string[] = [];
  let chorus = false;
  let counts = { v: 0, c: 0 };
  const flush = () => {
    if (current.length) {
      const kind = chorus ? 'c' : 'v';
      counts = { ...counts, [kind]: counts[kind] + 1 };
      out.push({ name: `${kind}${counts[kind]}`, lines: current });
    }
    current = [];
  };
  for (const line of cleanText(lyrics ?? '').split('\n')) {
    const directive = /^\s*\{\s*([\w-]+)/.exec(line)?.[1]?.toLowerCase();
    if (directive === 'soc' || directive === 'start_of_chorus') {
      flush();
      chorus = true;
    } else if (directive === 'eoc' || directive === 'end_of_chorus') {
      flush();
      chorus = false;
    } else if (directive) continue;
    else if (!line.trim()) flush();
    else current.push(line.trim());
  }
  flush();
  return out;
}

/** A line of ChordPro as OpenLyrics 0.8 line content: [G] becomes <chord name="G"/>. */
const lineXml = (line: string) =>
  line
    .split(/(\[[^\]]*\])/)
    .map((part) => {
      const chord = /^\[([^\]]*)\]$/.exec(part);
      if (!chord) return xmlText(part);
      return chord[1].trim() ? `<chord name="${xmlText(chord[1].trim())}"/>` : '';
    })
    .join('');

/**
 * A song as OpenLyrics 0.8, the version OpenLP writes and reads (0.8 names chords as written, so
 * H–B chords stay as they are): title, composer as the music author, key, tempo as text, the
 * category as a theme, the notes as comments, the lyrics as verses in their order.
 */
export function writeOpenLyrics(song: Omit<SongData, 'file'>, modified: string): string {
  const parts = verses(song.lyrics);
  const props = [`    <titles><title>${xmlText(song.title)}</title></titles>`];
  if (song.composer) props.push(`    <authors><author type="music">${xmlText(song.composer)}</author></authors>`);
  if (song.tempo) props.push(`    <tempo type="text">${xmlText(song.tempo)}</tempo>`);
  if (song.key) props.push(`    <key>${xmlText(song.key)}</key>`);
  if (parts.length) props.push(`    <verseOrder>${parts.map((p) => p.name).join(' ')}</verseOrder>`);
  if (song.category) props.push(`    <themes><theme>${xmlText(song.category)}</theme></themes>`);
  const comments = (song.notes ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
  if (comments.length) props.push(`    <comments>${comments.map((c) => `<comment>${xmlText(c)}</comment>`).join('')}</comments>`);
  // OpenLyrics needs at least one verse, also for a song known only by its sheet music.
  const body = (parts.length ? parts : [{ name: 'v1', lines: [] }]).map((p) => `    <verse name="${p.name}">\n      <lines>${p.lines.map(lineXml).join('<br/>')}</lines>\n    </verse>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<song xmlns="http://openlyrics.info/namespace/2009/song" version="0.8" createdIn="Zborovodja" modifiedIn="Zborovodja" modifiedDate="${modified}">`,
    '  <properties>',
    ...props,
    '  </properties>',
    '  <lyrics>',
    ...body,
    '  </lyrics>',
    '</song>',
    '',
  ].join('\n');
}
