import { z } from 'zod';
import { errors } from './messages.ts';
import type { TEventSeriesInfo } from './series-info.ts';
import { attendeeStatuses, eventLimits, eventVisibilities, type TAttendeeStatus } from './limits.ts';

/** Event fields, calls and constants (spec events-songs-posts §3, §5, §7, §9). */

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const isValidIsoDate = (value: string): boolean => {
  if (!isoDate.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

export const ZIsoDate = z.string().trim().refine(isValidIsoDate, errors.eventDateInvalid);

/** HH:MM or HH:MM:SS on input, stored and returned as HH:MM. */
export const ZEventTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, errors.eventTimeInvalid)
  .transform((t) => t.slice(0, 5));

const requiredText = (max: number) =>
  z
    .string({ error: errors.eventRequiredFields })
    .trim()
    .min(1, errors.eventRequiredFields)
    .max(max, errors.eventFieldTooLong);

/**
 * The event payload of POST and PUT. Title, date and location are required (one message for
 * all three, as the spec's modal shows it); community_id is a number or null ('' from a form
 * select means none). Ownership, organizer and the setlist link are never taken from the body.
 */
export const ZEventRequest = z.object({
  title: requiredText(eventLimits.title),
  date: z.string({ error: errors.eventRequiredFields }).trim().min(1, errors.eventRequiredFields).pipe(ZIsoDate),
  time: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZEventTime.optional()),
  location: requiredText(eventLimits.location),
  event_type: z.string().trim().max(eventLimits.eventType, errors.eventFieldTooLong).nullable().optional(),
  description: z.string().trim().max(eventLimits.description, errors.eventFieldTooLong).nullable().optional(),
  visibility: z.enum(eventVisibilities, { error: errors.eventVisibilityInvalid }).optional(),
  community_id: z
    .union([z.literal('').transform(() => null), z.coerce.number().int().positive()])
    .nullable()
    .optional(),
});
export type TEventRequest = z.input<typeof ZEventRequest>;
export type TEventInput = z.output<typeof ZEventRequest>;

export const eventWhen = ['upcoming', 'past', 'all'] as const;

/**
 * GET /events: never all of history by default. `when` picks upcoming (today onwards, oldest
 * first) or past (newest first); `from`/`to` give an inclusive date range (the calendar's
 * month); `date` one day.
 */
export const ZEventsQuery = z.object({
  community_id: z.coerce.number().int().positive().optional(),
  date: ZIsoDate.optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  when: z.enum(eventWhen).optional(),
  event_type: z.string().trim().max(eventLimits.eventType).optional(),
  limit: z.coerce.number().int().min(1).max(eventLimits.pageSizeMax).default(eventLimits.pageSizeDefault),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TEventsQuery = z.infer<typeof ZEventsQuery>;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const ZEventQuery = z.object({ include_attendees: flag.optional() });

/** Status on input: the spec's synonyms going/yes and notgoing/no are accepted. */
export const ZAttendeeStatus = z
  .string({ error: errors.attendeeStatusInvalid })
  .trim()
  .toLowerCase()
  .transform((s, ctx): TAttendeeStatus => {
    if (s === 'going' || s === 'yes' || s === 'confirmed') return 'confirmed';
    if (s === 'notgoing' || s === 'no' || s === 'declined') return 'declined';
    if (s === 'pending') return 'pending';
    ctx.addIssue({ code: 'custom', message: errors.attendeeStatusInvalid });
    return z.NEVER;
  });
export const ZAttendeeStatusRequest = z.object({ status: ZAttendeeStatus });

export const ZAddAttendeesRequest = z.object({
  user_ids: z
    .array(z.coerce.number().int().positive(), { error: errors.attendeesRequired })
    .min(1, errors.attendeesRequired)
    .max(eventLimits.attendeesPerRequest, errors.attendeesRequired),
});

export const ZEventAttendeeParams = z.object({
  id: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
});

/**
 * One voice part's answers on an event (issue 23; include_attendees=true); part null = attendees
 * without a part. Here rather than in attendance.ts: the dashboard's first screen loads this file,
 * and attendance.ts carries its messages.
 */
export const ZVoicePartCount = z.object({
  part: z.string().nullable(),
  confirmed: z.number(),
  pending: z.number(),
  declined: z.number(),
  minimum: z.number().nullable(),
  below_minimum: z.boolean(),
});
export type TVoicePartCount = z.infer<typeof ZVoicePartCount>;

export const ZAttendee = z.object({
  user_id: z.number(),
  username: z.string(),
  display_name: z.string().nullable(),
  /** display_name, or the username when there is none. */
  name: z.string(),
  profile_image: z.string().nullable(),
  status: z.enum(attendeeStatuses),
  /** Who set this status when it was not the attendee (issue 23: a leader); null when they answered themselves. */
  set_by_id: z.number().nullable(),
  set_by_name: z.string().nullable(),
  /** The attendee's voice part in the event's community; null without one or without a community. */
  voice_part: z.string().nullable(),
  /**
   * Away on the event's date (issue 57, #2): on the event's read with its list, for the leaders who
   * may see absences (policy absence.view); absent otherwise.
   */
  away: z.object({ start_date: z.string(), end_date: z.string(), note: z.string().nullable() }).nullable().optional(),
});
export type TAttendee = z.infer<typeof ZAttendee>;

export const ZEvent = z.object({
  id: z.number(),
  title: z.string(),
  date: z.string(),
  time: z.string(),
  location: z.string(),
  event_type: z.string(),
  description: z.string().nullable(),
  visibility: z.enum(eventVisibilities),
  community_id: z.number().nullable(),
  community_name: z.string().nullable(),
  setlist_id: z.number().nullable(),
  owner_id: z.number(),
  owner_username: z.string(),
  owner_display_name: z.string().nullable(),
  organizer_id: z.number(),
  has_header_image: z.boolean(),
  header_image_name: z.string().nullable(),
  header_image_type: z.string().nullable(),
  header_image_uploaded_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The caller's own attendance, or null when they are not on the list. */
  my_status: z.enum(attendeeStatuses).nullable(),
  attendee_count: z.number(),
  /** The policy's answers for the caller. */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  is_organizer: z.boolean(),
  /** Whether the caller may answer (and so put themselves on the list): policy.ts event.attend (issue 19). */
  can_attend: z.boolean(),
  /** Only with include_attendees=true. */
  attendees: z.array(ZAttendee).optional(),
  /** The series this event is an occurrence of (issue 23), else null. */
  series_id: z.number().nullable().optional(),
  /**
   * The series' rule (ZEventSeriesInfo), on the single-event read only (GET /events/{id}, PUT,
   * POST). Typed, not checked here: this schema is on the dashboard's first page, which must not
   * grow (docs/performance.md); the server builds the value.
   */
  series: z.custom<TEventSeriesInfo | null>().optional(),
  /**
   * Only with include_attendees=true, for an event of a community (issue 23): the attendees'
   * answers per voice part, the community's minimum and whether the confirmed fall short of it.
   */
  voice_parts: z.array(ZVoicePartCount).optional(),
  /** Whether the caller may set other attendees' statuses (policy event.attendance.manage, issue 23). */
  can_manage_attendance: z.boolean(),
});
export type TEvent = z.infer<typeof ZEvent>;

/**
 * No total: counting every visible event of a long history costs more than the page itself.
 * has_more says whether another page follows ("Naloži več").
 */
export const ZEventsResponse = z.object({
  events: z.array(ZEvent),
  has_more: z.boolean(),
  limit: z.number(),
  offset: z.number(),
});
export type TEventsResponse = z.infer<typeof ZEventsResponse>;

/** GET /users: attendee candidates, only what a picker needs (never e-mail addresses). */
export const ZUsersQuery = z.object({
  community_id: z.coerce.number().int().positive().optional(),
  /** Leave out those already on this event's list. */
  event_id: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(eventLimits.userSearch).optional(),
});
export const ZPickerUser = z.object({
  id: z.number(),
  username: z.string(),
  display_name: z.string().nullable(),
  profile_image: z.string().nullable(),
  /**
   * With event_id, for the organizers who may add this person (issue 23): an absence of theirs
   * that covers the event's date; null when none.
   */
  away: z.object({ start_date: z.string(), end_date: z.string(), note: z.string().nullable() }).nullable().optional(),
});
export type TPickerUser = z.infer<typeof ZPickerUser>;

/**
 * A key as musicians write it, read in the song's notation: a note A–H, then # or b or the
 * Slovenian -is/-es/-s, then m or -mol (-dur) for the mode ('G', 'B', 'Fis-mol', 'Es', 'Bb', 'F#m');
 * a lower-case letter is minor ('fis').
 */
export const musicalKeyPattern = /^[A-Ha-h](?:is|es|s|#|b)?(?:m|[- ]?mol|[- ]?dur)?$/;
export const ZMusicalKey = z
  .string()
  .trim()
  .max(8, errors.setlistKeyInvalid)
  .transform((v) => v || null)
  .refine((v) => v === null || musicalKeyPattern.test(v), errors.setlistKeyInvalid)
  .nullable()
  .optional();

/** One song of a setlist on input; order is renumbered by position on save. */
export const ZSetlistSongInput = z.object({
  song_id: z.coerce.number().int().positive(),
  song_role: z.string().trim().max(eventLimits.songRole, errors.eventFieldTooLong).nullable().optional(),
  order: z.coerce.number().int().optional(),
  comment: z.string().trim().max(eventLimits.songComment, errors.eventFieldTooLong).nullable().optional(),
  /** The key this entry is sung in, when it differs from the song's own (issue 25); blank is none. */
  item_key: ZMusicalKey,
});

/**
 * POST and PUT /setlists. community_id, owner_type and owner_id are accepted for the spec's
 * client but ignored: the server derives them from the event.
 */
export const ZSetlistRequest = z.object({
  name: z.string().trim().max(eventLimits.setlistName, errors.eventFieldTooLong).nullable().optional(),
  event_id: z.coerce.number().int().positive({ error: errors.setlistEventRequired }),
  songs: z.array(ZSetlistSongInput).max(eventLimits.setlistSongs, errors.setlistTooLong).default([]),
  community_id: z.unknown().optional(),
  owner_type: z.unknown().optional(),
  owner_id: z.unknown().optional(),
});
export type TSetlistRequest = z.input<typeof ZSetlistRequest>;
/** PUT may leave out event_id (the setlist stays on its event). */
export const ZSetlistUpdateRequest = ZSetlistRequest.extend({ event_id: z.coerce.number().int().positive().optional() });

export const ZSetlistSong = z.object({
  song_id: z.number(),
  title: z.string(),
  composer: z.string().nullable(),
  key: z.string().nullable(),
  category: z.string(),
  /** The song's own notes (the "show notes" menu item). */
  notes: z.string().nullable(),
  has_part_file: z.boolean(),
  part_file_name: z.string().nullable(),
  part_file_type: z.string().nullable(),
  song_role: z.string().nullable(),
  order: z.number(),
  comment: z.string().nullable(),
  /** The key this entry is sung in; null: the song's own key. */
  item_key: z.string().nullable(),
});
export type TSetlistSong = z.infer<typeof ZSetlistSong>;

export const ZSetlist = z.object({
  id: z.number(),
  name: z.string(),
  event_id: z.number(),
  community_id: z.number().nullable(),
  owner_type: z.enum(['user', 'community']),
  owner_id: z.number(),
  songs: z.array(ZSetlistSong),
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** A mass's setlist: what does not fit the day (issue 22); never blocks saving. */
  warnings: z.array(z.string()).optional(),
});
export type TSetlist = z.infer<typeof ZSetlist>;

export const ZSetlistsQuery = z.object({ event_id: z.coerce.number().int().positive().optional() });

/** GET /events/{id}/song-candidates: what the setlist editors may add. */
export const ZSongCandidatesQuery = z.object({ search: z.string().trim().max(100).optional() });
export const songCandidatesMax = 100;
export const ZSongCandidate = z.object({
  id: z.number(),
  title: z.string(),
  composer: z.string().nullable(),
  key: z.string().nullable(),
  category: z.string(),
  owner_type: z.enum(['user', 'community']),
  has_part_file: z.boolean(),
  part_file_name: z.string().nullable(),
  part_file_type: z.string().nullable(),
  /** Song history (issue 22): the date of the last past event the caller may see whose setlist held the song, or null. */
  last_sung: z.string().nullable(),
  /** Such events in the last 12 months (from the same date a year ago up to yesterday). */
  times_sung_12m: z.number(),
});
export type TSongCandidate = z.infer<typeof ZSongCandidate>;
