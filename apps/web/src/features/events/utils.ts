import { defaultEventTypes, eventTypeLabels, type TCommunity, type TEvent } from '@zborovodja/contracts';
import { ApiError } from '@/lib/api-client.ts';

/* Event helpers shared by the desktop dashboard and the mobile event views; dates are in lib/dates.ts. */

/**
 * Whether loading an event by id failed because there is no such event for this user (deleted,
 * or never visible: the server answers both with 404), not because the server could not be reached.
 */
export const isEventGone = (error: unknown): boolean => error instanceof ApiError && [400, 403, 404].includes(error.status);

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
