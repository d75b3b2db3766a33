import { plural } from './plural.ts';

/** Issue 60: the songbook's import and export (server answers and the preview's reasons). */
export const songImportErrors = {
  forbidden: 'V pesmarico te skupine lahko pesmi uvažajo le njeni skrbniki.',
  noFiles: 'Izberite datoteke za uvoz.',
  tooManyFiles: 'Uvoz ima lahko največ 500 datotek (tudi skupaj z datotekami v ZIP-ih).',
  tooLarge: 'Uvoz je lahko velik največ 200 MB.',
  tooManySongs: 'Uvoz ima lahko največ 2000 pesmi.',
  zipBroken: 'Datoteke ZIP ni mogoče prebrati.',
  zipPath: 'ZIP vsebuje datoteko z nedovoljeno potjo (absolutno ali z »..«), zato je zavrnjen.',
  zipBomb: 'ZIP se razširi v nenavadno veliko podatkov, zato je zavrnjen.',
  optionsMissing: 'Manjka izbira vrstic za uvoz (polje »options« mora biti pred datotekami).',
  optionsInvalid: 'Izbira vrstic za uvoz ni veljavna.',
  nothingSelected: 'Izberite vsaj eno vrstico za uvoz.',
  rowNotImportable: (source: string) => `Vrstice »${source}« ni mogoče uvoziti. Znova naložite datoteke za predogled.`,
  rowUnknown: 'Izbrana vrstica ni med poslanimi datotekami. Znova naložite datoteke za predogled.',
  changed: 'Pesmarica se je med uvozom spremenila. Znova naložite datoteke za predogled.',
} as const;

export const songImportReasons = {
  unsupported: 'Vrsta datoteke ni podprta (ChordPro, OpenLyrics XML, CSV, PDF, slika ali ZIP).',
  tooLarge: 'Datoteka je prevelika (največ 10 MB).',
  sheetType: 'Vsebina datoteke ni PDF ali slika (jpg, png, gif, tif).',
  pdfUnreadable: 'PDF-ja ni mogoče odpreti: datoteka je poškodovana, nepopolna ali nima nobene strani.',
  nestedZip: 'ZIP znotraj ZIP-a ni podprt.',
  unreadable: 'Datoteke ni mogoče prebrati.',
  xmlNotOpenLyrics: 'XML ni pesem v zapisu OpenLyrics.',
  xmlDoctype: 'XML z deklaracijo DOCTYPE ni dovoljen.',
  noTitle: 'Pesem nima naslova.',
  csvNoTitleColumn: 'CSV nima stolpca »naslov« (ali »title«) v prvi vrstici.',
  csvRowNoTitle: 'Vrstica nima naslova.',
  tooLong: 'Naslov, skladatelj, tonaliteta ali tempo je predolg.',
  lyricsTooLong: 'Besedilo ali opombe so daljše od 20.000 znakov.',
  existing: 'V pesmarici je že pesem z enakim naslovom in skladateljem.',
  inImport: (source: string) => `Ista pesem je že v tem uvozu (${source}).`,
  hasFile: (title: string) => `Pesem »${title}« že ima notni zapis.`,
} as const;

export const songImportSuccess = {
  imported: (created: number, attached: number) =>
    `Uvoz je končan: ${created} ${plural(created, 'nova pesem', 'novi pesmi', 'nove pesmi', 'novih pesmi')}, ${attached} ${plural(attached, 'priložen notni zapis', 'priložena notna zapisa', 'priloženi notni zapisi', 'priloženih notnih zapisov')}.`,
} as const;
