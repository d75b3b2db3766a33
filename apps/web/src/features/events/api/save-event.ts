import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvent, TEventRequest } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

type Saved = { message: string; event: TEvent };

/** POST /events → {message, event} (201). */
export const createEvent = (body: TEventRequest) => api.post<Saved>('/events', body);
/** PUT /events/{id} → {message, event}; a changed community removes the event's setlist. */
export const updateEvent = (id: number, body: TEventRequest) => api.put<Saved>(`/events/${id}`, body);

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TEventRequest }) => (id ? updateEvent(id, body) : createEvent(body)),
    onSuccess: ({ event }) => {
      queryClient.setQueryData(eventKeys.detail(event.id), (old: TEvent | undefined) => ({ ...event, attendees: event.attendees ?? old?.attendees }));
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
}
