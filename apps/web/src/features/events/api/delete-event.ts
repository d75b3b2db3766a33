import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

/** DELETE /events/{id} → {message}; the event's setlist goes with it (one transaction on the server). */
export const deleteEvent = (id: number) => api.delete<{ message: string }>(`/events/${id}`);

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
}
