import { useInfiniteQuery } from '@tanstack/react-query';
import { eventLimits } from '@zborovodja/contracts';
import { getEvents, type EventsListParams } from '../../api/get-events.ts';
import { eventKeys } from '../../api/keys.ts';

export type EventsTab = 'upcoming' | 'past' | 'all';

export interface EventsFilter {
  communityId: number | null;
  eventType: string;
}

export const emptyFilter: EventsFilter = { communityId: null, eventType: '' };

const PAGE = eventLimits.pageSizeDefault;

/**
 * The mobile list: one tab (upcoming, past or all) with the filter, 20 at a time; "Naloži več"
 * fetches the next page (offset). Keyed under eventKeys.lists, so every event change refreshes it.
 */
export function useEventsFeed(tab: EventsTab, filter: EventsFilter) {
  const params: EventsListParams = {
    when: tab,
    community_id: filter.communityId ?? undefined,
    event_type: filter.eventType || undefined,
    limit: PAGE,
  };
  const query = useInfiniteQuery({
    queryKey: [...eventKeys.list(params), 'pages'],
    queryFn: ({ pageParam, signal }) => getEvents({ ...params, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.offset + last.events.length : undefined),
  });
  const events = query.data?.pages.flatMap((p) => p.events) ?? [];
  return { query, events };
}
