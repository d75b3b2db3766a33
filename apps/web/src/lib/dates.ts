import { calendarNames } from '@zborovodja/contracts';

/*
 * Calendar dates as the events, the music stand's print view and the dashboard show them. Event
 * dates are 'YYYY-MM-DD' in the app's zone (Europe/Ljubljana); the browser's local date is "today".
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A local Date as 'YYYY-MM-DD'. */
export const isoDate = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export const todayIso = (): string => isoDate(new Date());

/** 'YYYY-MM-DD' plus n days (n may be negative). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return isoDate(new Date(y, m - 1, d + n));
}

/** 'YYYY-MM-DD' → a local Date at midnight. */
export function parseIsoDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d);
}

// Written out from the catalogue's names, not Intl.DateTimeFormat: its first use costs the first
// screen ~40 ms of loading the locale's data (calendarNames in the contracts package).
const { months, monthsShort, weekdays, weekdaysShort } = calendarNames;

/** "sobota, 28. november 2026" */
export function formatLongDate(date: string) {
  const d = parseIsoDate(date);
  return `${weekdays[d.getDay()]}, ${d.getDate()}. ${months[d.getMonth()]} ${d.getFullYear()}`;
}
/** "28. 11. 2026" */
export function formatShortDate(date: string) {
  const d = parseIsoDate(date);
  return `${d.getDate()}. ${d.getMonth() + 1}. ${d.getFullYear()}`;
}
/** The mobile date block: day number, short month, short weekday ("28", "nov", "sob"). */
export function dateBlock(date: string) {
  const d = parseIsoDate(date);
  return { day: d.getDate(), month: monthsShort[d.getMonth()].replace('.', ''), weekday: weekdaysShort[d.getDay()].replace('.', '') };
}

/** Stored HH:MM (or HH:MM:SS from older data) shown as HH:MM. */
export const formatTime = (time: string | null | undefined) => (time ?? '').slice(0, 5);
