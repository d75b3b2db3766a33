import { useInfiniteQuery } from '@tanstack/react-query';
import { eventsFeedQueryOptions, type EventsFilter, type EventsTab } from '../../api/events-feed.ts';

export { emptyFilter, type EventsFilter, type EventsTab } from '../../api/events-feed.ts';

/**
 * The mobile list: one tab (upcoming, past or all) with the filter, 20 at a time; "Naloži več"
 * fetches the next page (offset). Keyed under eventKeys.lists, so every event change refreshes it.
 */
export function useEventsFeed(tab: EventsTab, filter: EventsFilter) {
  const query = useInfiniteQuery(eventsFeedQueryOptions(tab, filter));
  const events = query.data?.pages.flatMap((p) => p.events) ?? [];
  return { query, events };
}
