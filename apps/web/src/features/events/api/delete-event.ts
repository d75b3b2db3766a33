import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEventScope } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

/** DELETE /events/{id} → {message}; the event's setlist goes with it (one transaction on the server); `scope` for an occurrence of a series. */
export const deleteEvent = (id: number, scope: TEventScope = 'this') =>
  api.delete<{ message: string }>(scope === 'this' ? `/events/${id}` : `/events/${id}?scope=${scope}`);

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: number; scope?: TEventScope }) => deleteEvent(id, scope),
    onSuccess: (_data, { id, scope }) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      if (scope && scope !== 'this') void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
}
