import { DateTime } from 'luxon';
/** The source of "now". Tests inject a movable clock to check expiry rules. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const iso = (d: Date): string => d.toISOString();
export const addMs = (d: Date, ms: number): Date => new Date(d.getTime() + ms);
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

const dayFormats = new Map<string, { format: Intl.DateTimeFormat; minute: number; date: string }>();

/** The calendar date ('YYYY-MM-DD') of an instant in a time zone: "today" for events and festivities. */
export function dateIn(timeZone: string, at: Date): string {
  let day = dayFormats.get(timeZone);
  if (!day) {
    // en-CA formats as YYYY-MM-DD; building a format costs ~0.1 ms, so each zone's is made once.
    day = { format: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }), minute: NaN, date: '' };
    dayFormats.set(timeZone, day);
  }
  // A zone's date changes only on a whole minute, so the last answer holds for its minute
  // (most requests ask for "today").
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== day.minute) {
    day.minute = minute;
    day.date = day.format.format(at);
  }
  return day.date;
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * A wall-clock time that does not exist on that day in the zone (the hour skipped by the change
 * to summer time): the time an hour later, which the form suggests instead; null when it exists.
 */
export function skippedLocalTime(date: string, time: string, zone: string): string | null {
  const local = DateTime.fromISO(`${date}T${time}`, { zone });
  return local.isValid && local.toFormat('HH:mm') !== time ? local.toFormat('HH:mm') : null;
}
