import { defaultEventTypes, eventTypeLabels, type TCommunity, type TEvent } from '@zborovodja/contracts';

/*
 * Date and label helpers shared by the desktop dashboard and the mobile event views. Event dates
 * are 'YYYY-MM-DD' in the app's zone (Europe/Ljubljana); the browser's local date is "today".
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

const longDate = new Intl.DateTimeFormat('sl-SI', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('sl-SI', { day: 'numeric', month: 'numeric', year: 'numeric' });
const monthShort = new Intl.DateTimeFormat('sl-SI', { month: 'short' });
const weekdayShort = new Intl.DateTimeFormat('sl-SI', { weekday: 'short' });

/** "sobota, 28. november 2026" */
export const formatLongDate = (date: string) => longDate.format(parseIsoDate(date));
/** "28. 11. 2026" */
export const formatShortDate = (date: string) => shortDate.format(parseIsoDate(date));
/** The mobile date block: day number, short month, short weekday. */
export function dateBlock(date: string) {
  const d = parseIsoDate(date);
  return { day: d.getDate(), month: monthShort.format(d).replace('.', ''), weekday: weekdayShort.format(d).replace('.', '') };
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
