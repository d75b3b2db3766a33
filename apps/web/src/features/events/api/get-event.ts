import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEvent } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

/** GET /events/{id}?include_attendees=true → the event with its attendee list; 404 when it cannot be seen. */
export const getEvent = (id: number, signal?: AbortSignal) =>
  api.get<TEvent>(`/events/${id}`, { include_attendees: true }, signal);

export const eventQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventKeys.detail(id), queryFn: ({ signal }) => getEvent(id, signal) });

export const useEvent = (id: number | null | undefined) =>
  useQuery({ ...eventQueryOptions(id ?? 0), enabled: !!id });
