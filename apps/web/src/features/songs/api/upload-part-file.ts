import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSong } from '@zborovodja/contracts';
import { uploadForm } from '@/lib/upload.ts';
import { songKeys } from './keys.ts';

/** POST /songs/{id}/upload-part, multipart field `file` → {message, song}; 413, 415 and 400 carry the reason. */
export function uploadPartFile(songId: number, file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<{ message: string; song: TSong }>(`/songs/${songId}/upload-part`, form, { onProgress });
}

export function useUploadPartFile(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ songId, file }: { songId: number; file: File }) => uploadPartFile(songId, file, onProgress),
    onSuccess: ({ song }) => {
      queryClient.setQueryData(songKeys.detail(song.id), song);
      return queryClient.invalidateQueries({ queryKey: songKeys.lists });
    },
  });
}
