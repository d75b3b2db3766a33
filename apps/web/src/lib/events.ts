import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEvent, TSetlist } from '@zborovodja/contracts';
import { api } from './api-client.ts';
import { eventDetailKey, setlistKey } from './event-keys.ts';

/*
 * The event and setlist reads that more than one part of the app needs: the events feature, the
 * music stand and its print view, and the offline warm-up (pwa/warm.ts).
 */

/** GET /events/{id}?include_attendees=true → the event with its attendee list; 404 when it cannot be seen. */
export const getEvent = (id: number, signal?: AbortSignal) =>
  api.get<TEvent>(`/events/${id}`, { include_attendees: true }, signal);

export const eventQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventDetailKey(id), queryFn: ({ signal }) => getEvent(id, signal) });

export const useEvent = (id: number | null | undefined) =>
  useQuery({ ...eventQueryOptions(id ?? 0), enabled: !!id });

/** GET /setlists/{id}: songs sorted by order (1…n). */
export const getSetlist = (id: number, signal?: AbortSignal) => api.get<TSetlist>(`/setlists/${id}`, undefined, signal);

export const setlistQueryOptions = (id: number) =>
  queryOptions({ queryKey: setlistKey(id), queryFn: ({ signal }) => getSetlist(id, signal) });

export const useSetlist = (id: number | null | undefined) => useQuery({ ...setlistQueryOptions(id ?? 0), enabled: !!id });
