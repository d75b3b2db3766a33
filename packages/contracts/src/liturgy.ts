import { z } from 'zod';
import { errors } from './messages.ts';
import { liturgyMessages } from './messages-liturgy.ts';
import { massSongRoles } from './limits.ts';

/** The liturgical day and the Mass plan (issue 22; docs/architecture.md, "Liturgy"). */

export const liturgicalSeasons = ['advent', 'christmas', 'lent', 'paschal_triduum', 'easter', 'ordinary_time'] as const;
export type TLiturgicalSeason = (typeof liturgicalSeasons)[number];
export const dayRanks = ['solemnity', 'feast', 'memorial', 'optional_memorial', 'sunday', 'weekday'] as const;
export type TDayRank = (typeof dayRanks)[number];
export const dayColours = ['white', 'red', 'green', 'violet', 'rose', 'black'] as const;
export type TDayColour = (typeof dayColours)[number];

export type TMassRole = (typeof massSongRoles)[number];

export const ZMassPart = z.object({
  role: z.enum(massSongRoles),
  /** Why the part is there, with its source (e.g. "SNRM 53"). */
  note: z.string(),
});
export type TMassPart = z.infer<typeof ZMassPart>;

export const ZLiturgicalDay = z.object({
  date: z.string(),
  name: z.string(),
  rank: z.enum(dayRanks),
  season: z.enum(liturgicalSeasons),
  colour: z.enum(dayColours),
  sunday_cycle: z.enum(['A', 'B', 'C']),
  weekday_cycle: z.enum(['I', 'II']),
  is_holy_day: z.boolean(),
  no_mass: z.boolean(),
  /** Empty when no_mass. */
  mass_parts: z.array(ZMassPart),
});
export type TLiturgicalDay = z.infer<typeof ZLiturgicalDay>;

export const ZLiturgyDayQuery = z.object({
  date: z
    .string({ error: errors.invalidQuery })
    .regex(/^\d{4}-\d{2}-\d{2}$/, errors.invalidQuery)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      const y = Number(s.slice(0, 4));
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && y >= 1900 && y <= 2200;
    }, errors.invalidQuery),
});

export const ZMassSuggestion = z.object({
  song_id: z.number(),
  title: z.string(),
  category: z.string(),
  /** YYYY-MM-DD of the last past event whose setlist had it, or null. */
  last_sung: z.string().nullable(),
  reasons: z.array(z.string()),
});
export type TMassSuggestion = z.infer<typeof ZMassSuggestion>;

export const ZMassPlanSlot = ZMassPart.extend({ suggestions: z.array(ZMassSuggestion) });
export type TMassPlanSlot = z.infer<typeof ZMassPlanSlot>;

export const ZMassPlan = z.object({ day: ZLiturgicalDay, slots: z.array(ZMassPlanSlot) });
export type TMassPlan = z.infer<typeof ZMassPlan>;

/** POST /events/{id}/mass-plan: the director's pick per part (null: none). */
export const ZMassPlanApply = z.object({
  slots: z
    .array(z.object({ role: z.enum(massSongRoles), song_id: z.coerce.number().int().positive().nullable() }))
    .max(massSongRoles.length),
});
export type TMassPlanApply = z.infer<typeof ZMassPlanApply>;

/**
 * Warnings on a mass's setlist (issue 22): never errors, a director may have reasons. The server
 * puts them on GET /setlists/{id}; the editor computes them as the roles change.
 */
export function massSetlistWarnings(day: Pick<TLiturgicalDay, 'no_mass' | 'mass_parts' | 'season'>, roles: (string | null)[]): string[] {
  const w = liturgyMessages.warnings;
  const out: string[] = [];
  if (day.no_mass) {
    out.push(w.noMass);
    return out;
  }
  const parts = new Set(day.mass_parts.map((p) => p.role));
  if (roles.includes('Slava') && !parts.has('Slava')) out.push(w.noGloria);
  if (roles.includes('Aleluja') && !parts.has('Aleluja')) out.push(w.alleluiaInLent);
  return out;
}
