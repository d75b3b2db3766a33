import { z } from 'zod';
import { errors } from './messages.ts';
import { FESTIVITY_DESCRIPTION_MAX, FESTIVITY_RANGE_MAX_DAYS, FESTIVITY_WINDOW_DAYS, festivityTypes, liturgicalColors } from './limits.ts';

/** The liturgical calendar (DESIGN.md §8, spec §3 "Festivity", §7 "Festivities", §9). */

export const ZFestivity = z.object({
  /** romcal id plus date, e.g. "all_saints-2026-11-01". */
  id: z.string(),
  name: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  description: z.string().max(FESTIVITY_DESCRIPTION_MAX),
  color: z.enum(liturgicalColors),
  festivity_type: z.enum(festivityTypes),
  /** A holy day of obligation in Slovenia: every Sunday, 25 Dec, Corpus Christi, 15 Aug, 1 Nov. */
  is_holy_day: z.boolean(),
});
export type TFestivity = z.infer<typeof ZFestivity>;

const intIn = (min: number, max: number) =>
  z.coerce.number({ error: errors.invalidQuery }).int(errors.invalidQuery).min(min, errors.invalidQuery).max(max, errors.invalidQuery);

/** A calendar day as YYYY-MM-DD that exists (no 31 February). */
const ZFestivityDate = z
  .string({ error: errors.invalidQuery })
  .regex(/^\d{4}-\d{2}-\d{2}$/, errors.invalidQuery)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, errors.invalidQuery);

export const ZFestivitiesQuery = z.object({
  year: intIn(1900, 2200),
  month: intIn(1, 12),
});
export type TFestivitiesQuery = z.infer<typeof ZFestivitiesQuery>;

export const ZFestivitiesRangeQuery = z.object({
  days: intIn(1, FESTIVITY_RANGE_MAX_DAYS).default(FESTIVITY_WINDOW_DAYS),
  start_date: ZFestivityDate.refine((s) => {
    const y = Number(s.slice(0, 4));
    return y >= 1900 && y <= 2200;
  }, errors.invalidQuery).optional(),
});
export type TFestivitiesRangeQuery = z.infer<typeof ZFestivitiesRangeQuery>;

export const ZFestivitiesResponse = z.object({ festivities: z.array(ZFestivity) });
export type TFestivitiesResponse = z.infer<typeof ZFestivitiesResponse>;

export const ZFestivitiesRangeResponse = z.object({
  festivities: z.array(ZFestivity),
  start_date: z.string(),
  end_date: z.string(),
});
export type TFestivitiesRangeResponse = z.infer<typeof ZFestivitiesRangeResponse>;
