import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPracticeTrackVoice, TSong } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { uploadForm } from '@/lib/upload.ts';
import { songKeys } from './keys.ts';

/** POST /songs/{id}/practice-files: the voice (recordings only) goes before the file, as the server reads it. */
export function uploadPracticeFile(songId: number, file: File, voice: TPracticeTrackVoice | null, onProgress?: (percent: number) => void) {
  const form = new FormData();
  if (voice) form.append('voice', voice);
  form.append('file', file);
  return uploadForm<{ message: string; song: TSong }>(`/songs/${songId}/practice-files`, form, { onProgress });
}

/** Upload and delete a song's practice files; the song's read is replaced by the answer. */
export function usePracticeFileMutations(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  const done = ({ song }: { song: TSong }) => queryClient.setQueryData(songKeys.detail(song.id), song);
  const upload = useMutation({
    mutationFn: ({ songId, file, voice }: { songId: number; file: File; voice: TPracticeTrackVoice | null }) => uploadPracticeFile(songId, file, voice, onProgress),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: ({ songId, fileId }: { songId: number; fileId: number }) => api.delete<{ message: string; song: TSong }>(`/songs/${songId}/practice-files/${fileId}`),
    onSuccess: done,
  });
  return { upload, remove };
}
