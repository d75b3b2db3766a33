import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSongCollection } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { songKeys } from './keys.ts';

/** GET /song-collections: the caller's personal collection and one per community, with can_add. */
export const getSongCollections = () =>
  api.get<{ collections: TSongCollection[] }>('/song-collections').then((r) => r.collections);

export const songCollectionsQueryOptions = queryOptions({
  queryKey: songKeys.collections,
  queryFn: getSongCollections,
  staleTime: 60_000,
});

export const useSongCollections = () => useQuery(songCollectionsQueryOptions);
