import { plural } from './plural.ts';

/** The songbook's import dialog (issue 60), loaded with it; its buttons are songsUi's. */
export const songbookTransferUi = {
  title: (songbook: string) => `Uvoz pesmi v pesmarico ${songbook}`,
  dropTitle: 'Povlecite datoteke ali mapo sem',
  dropOr: 'ali',
  choose: 'Izberite datoteke',
  formats: 'ChordPro (.cho, .chordpro, .chopro, .crd, .pro), OpenLyrics XML (izvoz iz OpenLP), CSV z glavo (naslov, skladatelj, kategorija, tonaliteta, tempo, opombe), PDF in slike not ali ZIP z njimi.',
  limits: 'Največ 500 datotek ali 200 MB skupaj; vsaka datoteka največ 10 MB.',
  tooManyFiles: 'Izbranih je več kot 500 datotek. Uvozite jih v več delih.',
  tooLarge: 'Izbrane datoteke imajo skupaj več kot 200 MB. Uvozite jih v več delih.',
  uploading: (percent: number) => `Pošiljanje datotek … ${percent} %`,
  reading: 'Strežnik bere datoteke …',
  importing: 'Uvažanje …',
  selectedFiles: (n: number) => `${n} ${plural(n, 'datoteka', 'datoteki', 'datoteke', 'datotek')}`,
  previewIntro: 'Preverite, kaj bo postala vsaka datoteka. Odkljukajte vrstice, ki jih ne želite uvoziti.',
  summary: (created: number, attached: number, skipped: number) =>
    `${created} ${plural(created, 'nova pesem', 'novi pesmi', 'nove pesmi', 'novih pesmi')}, ${attached} ${plural(attached, 'priložena datoteka', 'priloženi datoteki', 'priložene datoteke', 'priloženih datotek')}, ${skipped} ${plural(skipped, 'preskočena vrstica', 'preskočeni vrstici', 'preskočene vrstice', 'preskočenih vrstic')}`,
  status: { new: 'Nova pesem', attach: 'Priloži k pesmi', duplicate: 'Preskočeno', refused: 'Zavrnjeno' },
  attachTo: (title: string) => `Priloži k pesmi »${title}«`,
  rowLabel: (source: string) => `Uvozi ${source}`,
  category: 'Kategorija za vse nove pesmi',
  categoryFromFiles: 'Iz datotek (sicer Splošno)',
  back: 'Izberi druge datoteke',
  submit: (n: number) => `Uvozi (${n})`,
  nothingSelected: 'Izberite vsaj eno vrstico.',
  failed: 'Uvoz ni uspel. Pesmarica je ostala nespremenjena.',
  previewFailed: 'Datotek ni bilo mogoče prebrati.',
  allRows: 'Izberi vse',
} as const;
