import { infiniteQueryOptions } from '@tanstack/react-query';
import { eventLimits } from '@zborovodja/contracts';
import { getEvents, type EventsListParams } from './get-events.ts';
import { eventKeys } from './keys.ts';

/*
 * The mobile events list's query, apart from the list's code: the entry starts its first page
 * before React renders (app/first-requests.ts).
 */

export type EventsTab = 'upcoming' | 'past' | 'all';

export interface EventsFilter {
  communityId: number | null;
  eventType: string;
}

export const emptyFilter: EventsFilter = { communityId: null, eventType: '' };

/** One tab (upcoming, past or all) with the filter, the server's default page size at a time (offset). */
export function eventsFeedQueryOptions(tab: EventsTab, filter: EventsFilter) {
  const params: EventsListParams = {
    when: tab,
    community_id: filter.communityId ?? undefined,
    event_type: filter.eventType || undefined,
    limit: eventLimits.pageSizeDefault,
  };
  return infiniteQueryOptions({
    queryKey: [...eventKeys.list(params), 'pages'],
    queryFn: ({ pageParam, signal }) => getEvents({ ...params, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.offset + last.events.length : undefined),
  });
}
