import { z } from 'zod';

/** The constants of event series (issue 23) and what an occurrence tells about its series; series.ts has the requests. */
export const seriesFrequencies = ['weekly', 'biweekly', 'monthly'] as const;
export type TSeriesFrequency = (typeof seriesFrequencies)[number];
/** RFC 5545 weekday codes, Monday first as a Slovenian calendar shows them. */
export const seriesWeekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type TSeriesWeekday = (typeof seriesWeekdays)[number];
export const seriesLimits = { maxCount: 730, maxYearsAhead: 2, materialiseWeeks: 26, voicePart: 50, voiceParts: 30 } as const;

/** What an occurrence tells about its series (TEvent.series). */
export const ZEventSeriesInfo = z.object({
  id: z.number(),
  frequency: z.enum(seriesFrequencies),
  weekdays: z.array(z.enum(seriesWeekdays)),
  /** 1–4 or -1 (last) for a monthly series, else null. */
  month_week: z.number().nullable(),
  until: z.string().nullable(),
  count: z.number().nullable(),
  /** The RFC 5545 rule, e.g. FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;UNTIL=20261222 */
  rrule: z.string(),
});
export type TEventSeriesInfo = z.infer<typeof ZEventSeriesInfo>;
