import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { songKeys } from './keys.ts';

/** DELETE /songs/{id} → {message: 'Song deleted successfully'} */
export const deleteSong = (id: number) => api.delete<{ message: string }>(`/songs/${id}`);

export function useDeleteSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSong,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: songKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: songKeys.all });
    },
  });
}
