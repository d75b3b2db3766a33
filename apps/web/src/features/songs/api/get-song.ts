import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSong } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { songKeys } from './keys.ts';

/** GET /songs/{id} */
export const getSong = (id: number) => api.get<TSong>(`/songs/${id}`);

export const songQueryOptions = (id: number) => queryOptions({ queryKey: songKeys.detail(id), queryFn: () => getSong(id) });

/** The freshest copy of a song the list handed over: the list row until the detail answers. */
export const useSong = (song: TSong) => useQuery({ ...songQueryOptions(song.id), initialData: song, staleTime: 0 });
