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
  inviteOnce: 'Vsak povabljeni prejme eno obvestilo za ves niz.',
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
} as const;
