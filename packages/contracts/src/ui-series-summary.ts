import { plural } from './ui-common.ts';

/**
 * An occurrence's view: how it repeats ("Tedensko ob torkih · do 22. 12. 2026"); the lists' mark is eventsUi.repeats.
 * Its own small object: the desktop dashboard's first screen shows it, and the event form's
 * seriesUi (ui-series.ts) is not part of that screen's code (docs/performance.md, front-end budgets).
 */
export const seriesSummaryUi = {
  label: 'Ponavljanje',
  frequency: { weekly: 'Tedensko', biweekly: 'Vsaka dva tedna', monthly: 'Mesečno' },
  /** "ob torkih": the weekdays as the plural locative. */
  weekdayPlural: { MO: 'ponedeljkih', TU: 'torkih', WE: 'sredah', TH: 'četrtkih', FR: 'petkih', SA: 'sobotah', SU: 'nedeljah' },
  /** "vsak prvi torek", "vsako zadnjo nedeljo": the weekday in the accusative, with its gender's "vsak" and ordinal. */
  weekdayAccusative: { MO: 'ponedeljek', TU: 'torek', WE: 'sredo', TH: 'četrtek', FR: 'petek', SA: 'soboto', SU: 'nedeljo' },
  /** Sreda, sobota and nedelja are feminine: "vsako prvo sredo". */
  feminine: { MO: false, TU: false, WE: true, TH: false, FR: false, SA: true, SU: true },
  nthMasculine: { '1': 'prvi', '2': 'drugi', '3': 'tretji', '4': 'četrti', '-1': 'zadnji' } as Record<string, string>,
  nthFeminine: { '1': 'prvo', '2': 'drugo', '3': 'tretjo', '4': 'četrto', '-1': 'zadnjo' } as Record<string, string>,
  until: (date: string) => `do ${date}`,
  count: (n: number) => `${n} ${plural(n, 'dogodek', 'dogodka', 'dogodki', 'dogodkov')}`,
} as const;
