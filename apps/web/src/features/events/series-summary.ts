import { seriesSummaryUi, type TEventSeriesInfo, type TSeriesWeekday } from '@zborovodja/contracts';
import { formatShortDate } from '@/lib/dates.ts';

const t = seriesSummaryUi;

/** "torkih in četrtkih", "ponedeljkih, sredah in petkih" */
function joined(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} in ${words[words.length - 1]}`;
}

/** "prvi torek", "zadnjo nedeljo": a monthly series' day as "vsak …" and "na …" take it (the accusative, by the weekday's gender). */
export function monthlyDay(week: string, day: TSeriesWeekday): { feminine: boolean; text: string } {
  const feminine = t.feminine[day];
  const nth = (feminine ? t.nthFeminine : t.nthMasculine)[week] ?? '';
  return { feminine, text: `${nth} ${t.weekdayAccusative[day]}` };
}

/**
 * How an occurrence's series repeats, in a line: "Tedensko ob torkih · do 22. 12. 2026",
 * "Mesečno, vsako prvo nedeljo · 10 dogodkov".
 */
export function seriesSummary(series: TEventSeriesInfo): string {
  let rule: string;
  if (series.frequency === 'monthly' && series.month_week !== null && series.weekdays[0]) {
    const { feminine, text } = monthlyDay(String(series.month_week), series.weekdays[0]);
    rule = `${t.frequency.monthly}, ${feminine ? 'vsako' : 'vsak'} ${text}`;
  } else if (series.weekdays.length && series.frequency !== 'monthly') {
    rule = `${t.frequency[series.frequency]} ob ${joined(series.weekdays.map((d) => t.weekdayPlural[d]))}`;
  } else {
    rule = t.frequency[series.frequency];
  }
  const end = series.until ? t.until(formatShortDate(series.until)) : series.count ? t.count(series.count) : null;
  return end ? `${rule} · ${end}` : rule;
}
