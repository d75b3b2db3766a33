import { eventsMobileUi, eventsUi, type TEvent } from '@zborovodja/contracts';
import { parseIsoDate, todayIso } from '@/lib/dates.ts';
import { eventTypeLabel } from '../../utils.ts';

const t = eventsMobileUi;

/** Whole days from `today` to `date` (both 'YYYY-MM-DD'; DST-safe). */
export function daysBetween(today: string, date: string): number {
  const a = parseIsoDate(today);
  const b = parseIsoDate(date);
  return Math.round((Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) - Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) / 86_400_000);
}

/** "danes", "jutri", "čez 3 dni", "včeraj", "pred 2 dnevoma"; null a week or more away (spec §9: under 7 days). */
export function relativeDay(date: string, today: string = todayIso()): string | null {
  const n = daysBetween(today, date);
  if (n === 0) return t.relative.today;
  if (n === 1) return t.relative.tomorrow;
  if (n === -1) return t.relative.yesterday;
  if (n > 1 && n < 7) return t.relative.daysAhead(n);
  if (n < -1 && n > -7) return t.relative.daysBack(-n);
  return null;
}

/** Up to `max` type labels, then "+n" for the rest (mobile shows three). */
export function typesSummary(types: readonly string[], max = 3): { shown: string[]; more: number } {
  return { shown: types.slice(0, max).map(eventTypeLabel), more: Math.max(0, types.length - max) };
}

export const typesSummaryText = (types: readonly string[], max = 3): string => {
  const { shown, more } = typesSummary(types, max);
  return more > 0 ? `${shown.join(', ')} ${t.filter.typesMore(more)}` : shown.join(', ');
};

/** The organizer's name as the event carries it. */
export const organizerName = (event: Pick<TEvent, 'owner_display_name' | 'owner_username'>) =>
  event.owner_display_name?.trim() || event.owner_username;

export const statusLabel = (status: string | null | undefined) =>
  status ? (eventsUi.statusLabels[status] ?? status) : t.notOnList;

/** Dropdown menus keep clear of the app's fixed bottom bar (64 px plus a margin) by flipping upwards. */
const BOTTOM_BAR = 80;
export const menuPopper = {
  modifiers: [
    { name: 'flip', options: { padding: { bottom: BOTTOM_BAR } } },
    { name: 'preventOverflow', options: { padding: { bottom: BOTTOM_BAR } } },
  ],
};
