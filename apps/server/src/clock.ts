/** The source of "now". Tests inject a movable clock to check expiry rules. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const iso = (d: Date): string => d.toISOString();
export const addMs = (d: Date, ms: number): Date => new Date(d.getTime() + ms);
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date ('YYYY-MM-DD') of an instant in a time zone: "today" for events and festivities. */
export function dateIn(timeZone: string, at: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD; building a format costs ~0.1 ms, so each zone's is kept.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
