import { seriesUi, seriesWeekdays, type TEventCreateRequest, type TSeriesWeekday } from '@zborovodja/contracts';

/*
 * The event form's 'Ponavljanje' and 'Povabi' values and rules (issue 23), apart from their
 * lazily loaded fields (series-fields.tsx) so the modal can build the request and test them.
 */
export interface SeriesFormValues {
  frequency: 'none' | 'weekly' | 'biweekly' | 'monthly';
  weekdays: TSeriesWeekday[];
  end: 'until' | 'count';
  until: string;
  count: string;
  invite: 'none' | 'all' | 'parts';
  parts: string[];
}

export const initialSeriesValues = (): SeriesFormValues => ({
  frequency: 'none', weekdays: [], end: 'until', until: '', count: '10', invite: 'none', parts: [],
});

/** The RFC 5545 weekday of a YYYY-MM-DD date, or null for an incomplete one. */
export function weekdayOfDate(date: string): TSeriesWeekday | null {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : seriesWeekdays[(d.getUTCDay() + 6) % 7]!;
}

/** Which of its weekday in the month a date is, as the server derives it (1–4, -1 for a fifth). */
export const monthWeekOfDate = (date: string): string => {
  const n = Math.ceil(Number(date.slice(8, 10)) / 7);
  return n >= 5 ? '-1' : String(n);
};

/** The first rule broken, as the form shows it, or null. */
export function validateSeries(v: SeriesFormValues): string | null {
  if (v.frequency !== 'none') {
    if (v.frequency !== 'monthly' && v.weekdays.length === 0) return seriesUi.pickWeekday;
    if (v.end === 'until' ? !v.until : !(Number(v.count) >= 1)) return seriesUi.pickEnd;
  }
  if (v.invite === 'parts' && v.parts.length === 0) return seriesUi.pickPart;
  return null;
}

/** The request's `repeat` and `invite`; none when the event neither repeats nor invites. */
export function seriesRequestOf(v: SeriesFormValues, hasCommunity: boolean): Pick<TEventCreateRequest, 'repeat' | 'invite'> {
  const out: Pick<TEventCreateRequest, 'repeat' | 'invite'> = {};
  if (v.frequency !== 'none') {
    out.repeat = {
      frequency: v.frequency,
      ...(v.frequency === 'monthly' ? {} : { weekdays: v.weekdays }),
      ...(v.end === 'until' ? { until: v.until } : { count: Number(v.count) }),
    };
  }
  if (hasCommunity && v.invite === 'all') out.invite = { all: true };
  if (hasCommunity && v.invite === 'parts') out.invite = { voice_parts: v.parts };
  return out;
}
