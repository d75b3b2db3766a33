import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventsResponse } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

/** The GET /events filters the client uses (see ZEventsQuery): never all of history at once. */
export interface EventsListParams {
  when?: 'upcoming' | 'past' | 'all';
  from?: string;
  to?: string;
  date?: string;
  community_id?: number;
  event_type?: string;
  limit?: number;
  offset?: number;
}

/** GET /events → {events, has_more, limit, offset}; upcoming oldest first, past newest first. */
export const getEvents = (params: EventsListParams, signal?: AbortSignal) =>
  api.get<TEventsResponse>('/events', { ...params }, signal);

export const eventsQueryOptions = (params: EventsListParams) =>
  queryOptions({
    queryKey: eventKeys.list(params),
    queryFn: ({ signal }) => getEvents(params, signal),
    placeholderData: keepPreviousData,
  });

/** The desktop dashboard's carousel: upcoming events, oldest first (GET /events?when=upcoming&limit=50). */
export const carouselParams = { when: 'upcoming', limit: 50 } as const satisfies EventsListParams;

export const useEvents = (params: EventsListParams, enabled = true) => useQuery({ ...eventsQueryOptions(params), enabled });
