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
    // While another page, search or sort of the same collection loads, the current rows stay on
    // screen; another collection's rows would mislead, so a new collection shows the spinner.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].scope === params.scope ? keepPreviousData(previous) : undefined,
  });

export const useSongs = (params: SongsListParams) => useQuery(songsQueryOptions(params));
