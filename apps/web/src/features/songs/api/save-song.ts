import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSong, TSongRequest } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { songKeys } from './keys.ts';

interface SongResponse {
  message: string;
  song: TSong;
}

/** POST /songs {title, composer, key, tempo, lyrics, notes, category, community_id?} → 201 {message, song} */
export const createSong = (input: TSongRequest) => api.post<SongResponse>('/songs', input);

/** PUT /songs/{id}, same fields → {message, song} */
export const updateSong = (id: number, input: TSongRequest) => api.put<SongResponse>(`/songs/${id}`, input);

/** Create (id null) or update; lists, counts and collections are refetched afterwards. */
export function useSaveSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TSongRequest }) =>
      id === null ? createSong(input) : updateSong(id, input),
    onSuccess: ({ song }) => {
      queryClient.setQueryData(songKeys.detail(song.id), song);
      return queryClient.invalidateQueries({ queryKey: songKeys.all });
    },
  });
}
