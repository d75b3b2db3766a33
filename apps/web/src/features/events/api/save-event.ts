import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvent, TEventCreateRequest, TEventUpdateRequest, TLeftOut } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

/** A whole-choir invitation's answer names who it left out because they are away (issue 57). */
type Saved = { message: string; event: TEvent; left_out?: TLeftOut[] };

/** POST /events → {message, event} (201). */
export const createEvent = (body: TEventCreateRequest) => api.post<Saved>('/events', body);
/** PUT /events/{id} → {message, event}; a changed community removes the event's setlist; `scope` for an occurrence of a series. */
export const updateEvent = (id: number, body: TEventUpdateRequest) => api.put<Saved>(`/events/${id}`, body);

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TEventCreateRequest | TEventUpdateRequest }) => (id ? updateEvent(id, body) : createEvent(body)),
    onSuccess: ({ event }, { body }) => {
      // A change to several occurrences of a series: every open occurrence is read again.
      if ('scope' in body && body.scope && body.scope !== 'this') void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      queryClient.setQueryData(eventKeys.detail(event.id), (old: TEvent | undefined) => ({ ...event, attendees: event.attendees ?? old?.attendees }));
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
}
