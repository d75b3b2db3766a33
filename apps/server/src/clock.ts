/** The source of "now". Tests inject a movable clock to check expiry rules. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const iso = (d: Date): string => d.toISOString();
export const addMs = (d: Date, ms: number): Date => new Date(d.getTime() + ms);
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** The calendar date ('YYYY-MM-DD') of an instant in a time zone: "today" for events and festivities. */
export function dateIn(timeZone: string, at: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
