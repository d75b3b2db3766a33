import { z } from 'zod';
import { calendarErrors } from './messages-calendar.ts';

/** Issue 24: calendar feeds, reminder setting and one-click answers. */
export const reminderHourChoices = [0, 2, 24, 48] as const;
export const REMINDER_DEFAULT_HOURS = 24;

export const ZCalendarFeeds = z.object({
  user: z.object({ url: z.string() }),
  communities: z.array(z.object({ community_id: z.number(), name: z.string(), url: z.string() })),
});
export type TCalendarFeeds = z.infer<typeof ZCalendarFeeds>;

export const ZRotateFeedRequest = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('user') }),
  z.object({ scope: z.literal('community'), community_id: z.coerce.number().int().positive() }),
]);
export type TRotateFeedRequest = z.infer<typeof ZRotateFeedRequest>;
export const ZRotateFeedResponse = z.object({ url: z.string() });

export const ZReminderSettings = z.object({
  hours: z.union(reminderHourChoices.map((h) => z.literal(h)) as unknown as [z.ZodLiteral<0>, z.ZodLiteral<2>, z.ZodLiteral<24>, z.ZodLiteral<48>], {
    error: calendarErrors.reminderHoursInvalid,
  }),
});
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

export const rsvpStatuses = ['confirmed', 'declined'] as const;
export const ZRsvpRequest = z.object({ status: z.enum(rsvpStatuses) });
export type TRsvpRequest = z.infer<typeof ZRsvpRequest>;

/** What the public /rsvp/<token> page shows: the event and the holder's answer, nothing more. */
export const ZRsvpView = z.object({
  event: z.object({
    id: z.number(),
    title: z.string(),
    date: z.string(),
    time: z.string(),
    location: z.string(),
    community_name: z.string().nullable(),
  }),
  name: z.string(),
  status: z.enum(['pending', 'confirmed', 'declined']),
});
export type TRsvpView = z.infer<typeof ZRsvpView>;
