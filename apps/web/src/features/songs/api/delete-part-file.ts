import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSong } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { songKeys } from './keys.ts';

/** DELETE /songs/{id}/part-file → {message, song} */
export const deletePartFile = (songId: number) => api.delete<{ message: string; song: TSong }>(`/songs/${songId}/part-file`);

export function useDeletePartFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartFile,
    onSuccess: ({ song }) => {
      queryClient.setQueryData(songKeys.detail(song.id), song);
      return queryClient.invalidateQueries({ queryKey: songKeys.lists });
    },
  });
}
