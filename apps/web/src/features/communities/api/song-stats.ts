import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSongHistory, TSongStats } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';

export const songStatsKeys = {
  all: ['song-stats'] as const,
  community: (id: number) => ['song-stats', id] as const,
  song: (id: number, songId: number) => ['song-stats', id, songId] as const,
};

/** GET /communities/{id}/song-stats (community members). */
export const songStatsQueryOptions = (id: number) =>
  queryOptions({ queryKey: songStatsKeys.community(id), queryFn: ({ signal }) => api.get<TSongStats>(`/communities/${id}/song-stats`, undefined, signal) });

export const useSongStats = (id: number) => useQuery({ ...songStatsQueryOptions(id), enabled: id > 0 });

/** GET /communities/{id}/song-stats/{songId}: one song's history. */
export const useSongHistory = (id: number, songId: number | null) =>
  useQuery({
    queryKey: songStatsKeys.song(id, songId ?? 0),
    queryFn: ({ signal }) => api.get<TSongHistory>(`/communities/${id}/song-stats/${songId}`, undefined, signal),
    enabled: songId !== null,
  });
