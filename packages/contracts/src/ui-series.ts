import { seriesSummaryUi } from './ui-series-summary.ts';

/** The event form's series and invitation sections and the scope question (issue 23). */
export const seriesUi = {
  repeatLegend: seriesSummaryUi.label,
  frequencies: { none: 'Ne ponavlja se', weekly: 'Tedensko', biweekly: 'Vsaka dva tedna', monthly: 'Mesečno' },
  weekdaysLabel: 'Dnevi v tednu',
  weekdayShort: { MO: 'Pon', TU: 'Tor', WE: 'Sre', TH: 'Čet', FR: 'Pet', SA: 'Sob', SU: 'Ned' },
  weekdayLong: { MO: 'ponedeljek', TU: 'torek', WE: 'sreda', TH: 'četrtek', FR: 'petek', SA: 'sobota', SU: 'nedelja' },
  /** With series-summary.ts monthlyDay: "Vsak mesec na prvo nedeljo v mesecu, …". */
  monthlyHint: (day: string) => `Vsak mesec na ${day} v mesecu, kot prvi dogodek.`,
  endLabel: 'Konec ponavljanja',
  endUntil: 'Do datuma',
  endCount: 'Število ponovitev',
  untilLabel: 'Zadnji datum',
  countLabel: 'Število dogodkov',
  limitHint: 'Niz lahko sega največ dve leti vnaprej.',
  inviteLegend: 'Povabi',
  inviteNone: 'Nikogar (udeležence dodate pozneje)',
  inviteAll: 'Vse člane skupine',
  inviteParts: 'Izbrane glasovne skupine',
  inviteNeedsCommunity: 'Člane lahko povabite, ko izberete skupino.',
  voiceParts: ['Sopran', 'Alt', 'Tenor', 'Bas'],
  otherPartLabel: 'Druga glasovna skupina',
  otherPartPlaceholder: 'npr. Orgle',
  pickWeekday: 'Izberite vsaj en dan v tednu.',
  pickEnd: 'Izberite zadnji datum ali število dogodkov.',
  pickPart: 'Izberite vsaj eno glasovno skupino.',
  scopeEditTitle: 'Spremeni ponavljajoči se dogodek',
  scopeDeleteTitle: 'Izbriši ponavljajoči se dogodek',
  scopeQuestion: 'Ta dogodek je del niza. Kateri dogodki naj se spremenijo?',
  scopeDeleteQuestion: 'Ta dogodek je del niza. Katere dogodke želite izbrisati?',
  scopes: { this: 'Samo ta dogodek', following: 'Ta in vsi naslednji', all: 'Vsi v nizu' },
  scopeDateNote: 'Datum lahko spremenite le posameznemu dogodku.',
  /** Issue 53, #1: a scoped change is all or nothing (docs/decisions.md). */
  scopeAllOrNothing: 'Če katerega od izbranih dogodkov ne smete spreminjati, se ne spremeni nobeden.',
  /** Issue 57, #1: a series edit would overwrite what some dates changed on their own. */
  ownChangesTitle: 'Ti datumi imajo svoje spremembe:',
  ownChangeLine: (date: string, fields: string) => `${date}: ${fields}`,
  ownOverwrite: 'Prepiši tudi te datume',
  ownKeep: 'Ohrani njihove spremembe',
  /** Issue 57, #2: who a whole-choir invitation left out because they are away on the date. */
  leftOutTitle: 'Niso povabljeni, ker so odsotni:',
  leftOutLine: (name: string, from: string, to: string) => `${name} (odsotnost ${from}–${to})`,
  leftOutAdd: 'Vseeno jih povabi',
  leftOutDone: 'V redu',
  leftOutAdding: 'Dodajanje …',
  /** Issue 57, #6: only a repeating event is one notice for many dates. */
  inviteOnceSeries: 'Vsak povabljeni prejme eno obvestilo za ves niz. Kdor je na kateri datum odsoten, za tisti datum ni povabljen.',
  inviteOnceSingle: 'Povabljeni prejmejo obvestilo. Kdor je na ta dan odsoten, ni povabljen.',
} as const;
