import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSongsResponse } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { songsQuery, type SongsListParams } from '../utils.ts';
import { songKeys } from './keys.ts';

/** GET /songs: one page of the songs the caller may see, filtered and sorted by the server. */
export const getSongs = (params: SongsListParams, signal?: AbortSignal) =>
  api.get<TSongsResponse>('/songs', songsQuery(params), signal);

export const songsQueryOptions = (params: SongsListParams) =>
  queryOptions({
    queryKey: songKeys.list(params),
    queryFn: ({ signal }) => getSongs(params, signal),
    // While the next page or search loads, the current rows stay on screen.
    placeholderData: keepPreviousData,
  });

export const useSongs = (params: SongsListParams) => useQuery(songsQueryOptions(params));
