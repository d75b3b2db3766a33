import { calendarNames, defaultEventTypes, eventTypeLabels, type TCommunity, type TEvent } from '@zborovodja/contracts';
import { ApiError } from '@/lib/api-client.ts';

/*
 * Date and label helpers shared by the desktop dashboard and the mobile event views. Event dates
 * are 'YYYY-MM-DD' in the app's zone (Europe/Ljubljana); the browser's local date is "today".
 */

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Whether loading an event by id failed because there is no such event for this user (deleted,
 * or never visible: the server answers both with 404), not because the server could not be reached.
 */
export const isEventGone = (error: unknown): boolean => error instanceof ApiError && [400, 403, 404].includes(error.status);

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

/** Slovenian name of a standard event type; a community's custom type as written. */
export const eventTypeLabel = (type: string) => eventTypeLabels[type] ?? type;

/** Party events have no setlist (spec §1, §4). */
export const hasSetlist = (event: Pick<TEvent, 'event_type'>) => event.event_type !== 'party';

/** A community's supported event types (JSON text of a list), the defaults when none is set. */
export function supportedEventTypes(community: Pick<TCommunity, 'supported_event_types'> | null | undefined): string[] {
  if (!community) return [...defaultEventTypes];
  const raw: unknown = community.supported_event_types;
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      list = [];
    }
  }
  return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
}

/** The type the form keeps: the current one when the community supports it, else its first (spec §4). */
export function fallbackEventType(current: string, supported: string[]): string {
  return supported.includes(current) ? current : (supported[0] ?? current);
}

/** Mass events choose from the fixed role list; other types type a free role. */
export const usesRoleList = (event: Pick<TEvent, 'event_type'>) => event.event_type === 'mass';
