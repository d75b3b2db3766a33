import { z } from 'zod';
import { ZEventRequest, ZIsoDate } from './events.ts';
import { seriesFrequencies, seriesLimits, seriesWeekdays } from './series-info.ts';
import { seriesMessages } from './messages-series.ts';

/**
 * Event series (issue 23): how an event repeats, whom a community event invites, and which
 * occurrences an edit or a deletion of an occurrence touches.
 */

/**
 * `repeat` of POST /events. Weekly and every two weeks repeat on `weekdays` (default: the
 * date's weekday); monthly on the n-th weekday of the date (`month_week` 1–4 or -1 for the last;
 * default from the date). Either `until` (a date, inclusive) or `count` ends it.
 */
export const ZRepeat = z
  .object({
    frequency: z.enum(seriesFrequencies, { error: seriesMessages.frequencyInvalid }),
    weekdays: z.array(z.enum(seriesWeekdays)).max(7).optional(),
    month_week: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]).optional(),
    until: ZIsoDate.nullable().optional(),
    count: z.coerce.number({ error: seriesMessages.countInvalid }).int(seriesMessages.countInvalid).min(1, seriesMessages.countInvalid).max(seriesLimits.maxCount, seriesMessages.countInvalid).nullable().optional(),
  })
  .refine((r) => !!r.until !== !!r.count, { message: seriesMessages.endRequired });
export type TRepeat = z.infer<typeof ZRepeat>;

/** `invite` of POST /events: every member of the event's community, or those of the chosen voice parts. */
export const ZInvite = z.union([
  z.object({ all: z.literal(true) }),
  z.object({
    voice_parts: z
      .array(z.string().trim().min(1).max(seriesLimits.voicePart))
      .min(1, seriesMessages.voicePartsRequired)
      .max(seriesLimits.voiceParts),
  }),
]);
export type TInvite = z.infer<typeof ZInvite>;

/** What a series edit does with dates changed on their own: overwrite them too, or keep their change. */
export const ownChangeChoices = ['overwrite', 'keep'] as const;
export type TOwnChangeChoice = (typeof ownChangeChoices)[number];

/** Which occurrences a PUT or DELETE of an occurrence touches: 'Samo ta dogodek', 'Ta in vsi naslednji', 'Vsi v nizu'. */
export const eventScopes = ['this', 'following', 'all'] as const;
export type TEventScope = (typeof eventScopes)[number];
export const ZEventScope = z.enum(eventScopes, { error: seriesMessages.scopeInvalid }).default('this');
export const ZEventDeleteQuery = z.object({ scope: ZEventScope });

/** POST /events: the event, and optionally its repetition and whom it invites. */
export const ZEventCreateRequest = ZEventRequest.extend({ repeat: ZRepeat.nullable().optional(), invite: ZInvite.nullable().optional() });
export type TEventCreateRequest = z.input<typeof ZEventCreateRequest>;
export type TEventCreateInput = z.output<typeof ZEventCreateRequest>;
/** PUT /events/{id}: the event and, for an occurrence of a series, which occurrences the change touches. */
export const ZEventUpdateRequest = ZEventRequest.extend({ scope: ZEventScope, own_changes: z.enum(ownChangeChoices).optional() });

/**
 * The fields an occurrence takes from its series and may change for itself ('Samo ta dogodek').
 * A series edit changes only those the form changed; it asks before it overwrites a date's own.
 */
export const seriesFields = ['title', 'time', 'location', 'event_type', 'description', 'visibility', 'community_id'] as const;
export type TSeriesField = (typeof seriesFields)[number];
/** 409 `own_changes`: the dates whose own change a series edit would overwrite, with those fields. */
export const ZOwnChange = z.object({ date: z.string(), fields: z.array(z.enum(seriesFields)) });
export type TOwnChange = z.infer<typeof ZOwnChange>;
export type TEventUpdateRequest = z.input<typeof ZEventUpdateRequest>;
