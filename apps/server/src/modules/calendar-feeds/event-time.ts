import { DateTime } from 'luxon';

/**
 * When an event starts: its date and HH:MM time are wall-clock time in the app's zone (TZ_APP),
 * so the instant depends on that day's offset (CET or CEST). An event without a time is an
 * all-day event: `null`. Shared by the feeds (DTSTART) and the reminders (when to send).
 */
export function eventStart(date: string, time: string | null | undefined, zone: string): DateTime | null {
  const hhmm = (time ?? '').slice(0, 5);
  if (!/^\d{2}:\d{2}$/.test(hhmm)) return null;
  const start = DateTime.fromISO(`${date}T${hhmm}`, { zone });
  return start.isValid ? start : null;
}

/** The start of the event's day in the app's zone (for an all-day event's reminder). */
export function dayStart(date: string, zone: string): DateTime {
  return DateTime.fromISO(date, { zone }).startOf('day');
}

/** The instant an event starts: its time, or the beginning of its day when it has none. */
export function startInstant(date: string, time: string | null | undefined, zone: string): Date {
  return (eventStart(date, time, zone) ?? dayStart(date, zone)).toJSDate();
}

/**
 * A wall-clock time that happens twice (the hour repeated when summer time ends): written with a
 * TZID it is ambiguous, and RFC 5545 then means the first of the two.
 */
export function isRepeatedLocalTime(at: DateTime): boolean {
  return at.getPossibleOffsets().length > 1;
}
