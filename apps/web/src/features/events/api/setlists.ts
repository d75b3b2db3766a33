import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSetlist, TSetlistRequest } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

// The setlist's read (GET /setlists/{id}) is shared with the music stand: lib/events.ts.

type Saved = { message: string; setlist: TSetlist };

/** POST /setlists → {message, setlist}: created and linked to its event in one step. */
export const createSetlist = (body: TSetlistRequest) => api.post<Saved>('/setlists', body);
/** PUT /setlists/{id} → {message, setlist}: the whole list, orders renumbered by position. */
export const updateSetlist = (id: number, body: TSetlistRequest) => api.put<Saved>(`/setlists/${id}`, body);
export const deleteSetlist = (id: number) => api.delete<{ message: string }>(`/setlists/${id}`);

/** Creates the event's setlist when it has none, else replaces its songs. */
export function useSaveSetlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | null; body: TSetlistRequest }) => (id ? updateSetlist(id, body) : createSetlist(body)),
    onSuccess: ({ setlist }) => {
      queryClient.setQueryData(eventKeys.setlist(setlist.id), setlist);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(setlist.event_id) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.lists }),
      ]);
    },
  });
}
