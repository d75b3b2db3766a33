import { plural } from './plural.ts';
/**
 * At the music stand (issue 25): chords over the words, the music stand mode and
 * the print view. Each screen loads this part only where it is used (all of them lazily).
 */
export const standUi = {
  chords: {
    transpose: 'Transponiraj',
    down: 'Pol tona nižje',
    up: 'Pol tona višje',
    reset: 'Izvirna tonaliteta',
    /** "Zamik: +3 poltoni", "Zamik: −1 polton". */
    semitones: (n: number) => `Zamik: ${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n)} ${plural(Math.abs(n), 'polton', 'poltona', 'poltoni', 'poltonov')}`,
    key: (key: string) => `Tonaliteta: ${key}`,
    /** ChordPro's {capo: 2}. */
    capo: (fret: string) => `Kapodaster: ${fret}`,
    loading: 'Nalagam akorde …',
  },
  itemKey: {
    label: 'Tonaliteta v setlisti',
    placeholder: 'npr. G, B, Fis-mol',
    /** The setlist editor's narrow field (four characters), for a song without a key. */
    placeholderShort: 'npr. G',
    hint: 'Prazno: tonaliteta pesmi.',
    invalid: 'Tonaliteta naj bo zapisana kot G, B, Fis-mol ali Es.',
    apply: 'Uporabi',
  },
  stand: {
    open: 'Stojalo',
    close: 'Zapri stojalo',
    previous: 'Prejšnja stran',
    next: 'Naslednja stran',
    page: (page: number, pages: number) => `${page}/${pages}`,
    song: (index: number, count: number) => `Pesem ${index} od ${count}`,
    empty: 'V setlisti ni pesmi.',
    /** A song with neither sheet music nor lyrics: said of that song, the others may have them. */
    nothing: 'Ta pesem nima ne not ne besedila.',
    nothingHint: 'Note (PDF ali sliko) ali besedilo dodate pri pesmi v pesmarici.',
    loading: 'Nalagam note …',
    loadingLyrics: 'Nalagam besedilo …',
    loadFailed: 'Not ni bilo mogoče naložiti.',
  },
  print: {
    print: 'Natisni',
    back: 'Nazaj',
    noLyrics: 'Besedilo ni vpisano.',
    key: 'Tonaliteta',
    empty: 'Setlista je prazna.',
  },
} as const;
