import { z } from 'zod';
import { ZCreateCommunityRequest } from './communities.ts';
import { attendanceErrors, attendanceLimits, standardVoiceParts } from './messages-attendance.ts';

/**
 * Voice parts, their minimums and absences (issue 23). A voice part is trimmed, inner spaces
 * collapsed, and the four standard parts written as the catalogue writes them whatever the case
 * ('tenor' → 'Tenor'), so that counts per part do not split on spelling.
 */
export function normalizeVoicePart(raw: string): string | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const standard = standardVoiceParts.find((p) => p.toLowerCase() === text.toLowerCase());
  return standard ?? text;
}

export const ZVoicePart = z
  .string({ error: attendanceErrors.voicePartInvalid })
  .max(attendanceLimits.voicePart * 2, attendanceErrors.voicePartTooLong)
  .transform((v) => normalizeVoicePart(v))
  .refine((v) => v === null || v.length <= attendanceLimits.voicePart, attendanceErrors.voicePartTooLong);

/** PUT /communities/{id}/voice-parts/{userId} { voice_part }: null or '' clears it. */
export const ZVoicePartRequest = z.object({
  voice_part: ZVoicePart.nullable().transform((v) => v ?? null),
});

/**
 * A community's minimums, part → whole number; a part written twice in different case counts
 * once (the later wins), a zero is kept (it still lists the part on events).
 */
export const ZVoicePartMinimums = z
  .record(z.string(), z.unknown(), { error: attendanceErrors.minimumsInvalid })
  .transform((value, ctx) => {
    const out: Record<string, number> = {};
    for (const [rawPart, rawN] of Object.entries(value)) {
      const part = normalizeVoicePart(rawPart);
      const n = typeof rawN === 'string' && rawN.trim() !== '' ? Number(rawN) : rawN;
      if (part === null) {
        ctx.addIssue({ code: 'custom', message: attendanceErrors.minimumsInvalid });
        return z.NEVER;
      }
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
        ctx.addIssue({ code: 'custom', path: [rawPart], message: attendanceErrors.minimumInvalid(part) });
        return z.NEVER;
      }
      if (part.length > attendanceLimits.voicePart) {
        ctx.addIssue({ code: 'custom', message: attendanceErrors.voicePartTooLong });
        return z.NEVER;
      }
      if (n > attendanceLimits.minimumMax) {
        ctx.addIssue({ code: 'custom', path: [rawPart], message: attendanceErrors.minimumTooLarge(part) });
        return z.NEVER;
      }
      out[part] = n;
    }
    if (Object.keys(out).length > attendanceLimits.minimumsMax) {
      ctx.addIssue({ code: 'custom', message: attendanceErrors.minimumsTooMany });
      return z.NEVER;
    }
    return out;
  });
export type TVoicePartMinimums = Record<string, number>;

/** A real calendar date written YYYY-MM-DD (the events' rule; kept here so events.ts may import this file). */
const isRealDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString?.().slice(0, 10) === value;
const safeRealDate = (value: string) => {
  try {
    return isRealDate(value);
  } catch {
    return false;
  }
};

const absenceDate = z.string({ error: attendanceErrors.absenceDateInvalid }).trim().refine(safeRealDate, attendanceErrors.absenceDateInvalid);

/** Days from start to end, both inclusive. */
export const absenceDays = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** POST /profile/absences { start_date, end_date, note }. */
export const ZAbsenceRequest = z
  .object({
    start_date: absenceDate,
    end_date: absenceDate,
    note: z
      .string()
      .trim()
      .max(attendanceLimits.absenceNote, attendanceErrors.absenceNoteTooLong)
      .nullable()
      .optional()
      .transform((n) => n || null),
  })
  .superRefine((a, ctx) => {
    if (a.end_date < a.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: attendanceErrors.absenceEndBeforeStart });
    else if (absenceDays(a.start_date, a.end_date) > attendanceLimits.absenceDaysMax) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: attendanceErrors.absenceTooLong });
    }
  });
export type TAbsenceInput = z.output<typeof ZAbsenceRequest>;

export const ZAbsence = z.object({
  id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  note: z.string().nullable(),
});
export type TAbsence = z.infer<typeof ZAbsence>;

/**
 * POST and PUT /communities with the issue's voice_part_minimums (an admin's setting; omitted keeps
 * them). Kept apart from communities.ts so that the first screen, which loads that file, does not
 * carry these rules and their messages.
 */
export const ZCommunitySettingsRequest = ZCreateCommunityRequest.extend({ voice_part_minimums: ZVoicePartMinimums.optional() });
export type TCommunitySettingsRequest = z.infer<typeof ZCommunitySettingsRequest>;
