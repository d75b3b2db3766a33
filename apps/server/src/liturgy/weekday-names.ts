/**
 * Slovenian names of the weekdays of the Proper of Time, built from romcal's weekday ids.
 *
 * Pattern: the headings of the Slovenian Rimski misal and Lekcionar as the Slovenian ordo
 * (Direktorij za bogoslužje, Slovenska škofovska konferenca) repeats them: "Torek 15. tedna med
 * letom", "Sreda 1. adventnega tedna", "Petek po pepelnici", "Veliki ponedeljek"; the 17–24
 * December weekdays and the Christmas weekdays are named by date. The printed Direktorij is in none
 * of the stored corpora; the three examples above are those of issue 22, the rest follow them.
 */
const DAYS: Record<string, string> = {
  monday: 'Ponedeljek',
  tuesday: 'Torek',
  wednesday: 'Sreda',
  thursday: 'Četrtek',
  friday: 'Petek',
  saturday: 'Sobota',
};
const DAY_PATTERN = '(monday|tuesday|wednesday|thursday|friday|saturday)';

const weekdayPatterns: [RegExp, (m: RegExpExecArray) => string][] = [
  [new RegExp(`^advent_(\\d+)_${DAY_PATTERN}$`), (m) => `${DAYS[m[2]!]} ${m[1]}. adventnega tedna`],
  [/^advent_december_(\d+)$/, (m) => `Adventni delavnik – ${m[1]}. december`],
  [/^christmas_octave_day_(\d+)$/, (m) => `${m[1]}. dan v božični osmini`],
  [/^christmas_time_january_(\d+)$/, (m) => `Božični delavnik – ${m[1]}. januar`],
  [new RegExp(`^${DAY_PATTERN}_after_epiphany$`), (m) => `${DAYS[m[1]!]} po Gospodovem razglašenju`],
  [new RegExp(`^${DAY_PATTERN}_after_ash_wednesday$`), (m) => `${DAYS[m[1]!]} po pepelnici`],
  [new RegExp(`^lent_(\\d+)_${DAY_PATTERN}$`), (m) => `${DAYS[m[2]!]} ${m[1]}. postnega tedna`],
  [new RegExp(`^easter_time_(\\d+)_${DAY_PATTERN}$`), (m) => `${DAYS[m[2]!]} ${m[1]}. velikonočnega tedna`],
  [new RegExp(`^ordinary_time_(\\d+)_${DAY_PATTERN}$`), (m) => `${DAYS[m[2]!]} ${m[1]}. tedna med letom`],
];

const holyWeek: Record<string, string> = {
  holy_monday: 'Veliki ponedeljek',
  holy_tuesday: 'Veliki torek',
  holy_wednesday: 'Velika sreda',
  holy_thursday: 'Veliki četrtek',
};

/** The Slovenian name of a romcal weekday of the Proper of Time, or null when it is none. */
export function weekdayName(id: string): string | null {
  if (holyWeek[id]) return holyWeek[id];
  for (const [re, name] of weekdayPatterns) {
    const m = re.exec(id);
    if (m) return name(m);
  }
  return null;
}
