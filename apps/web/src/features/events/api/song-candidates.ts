import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TSongCandidate } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

/**
 * GET /events/{id}/song-candidates?search= → {songs}: the caller's own songs plus the event
 * community's songs (spec §5), searched by title or composer, at most 100, by title.
 */
export const getSongCandidates = (eventId: number, search: string, signal?: AbortSignal) =>
  api
    .get<{ songs: TSongCandidate[] }>(`/events/${eventId}/song-candidates`, { search: search || undefined }, signal)
    .then((r) => r.songs);

export const useSongCandidates = (eventId: number, search: string, enabled = true) =>
  useQuery({
    queryKey: eventKeys.candidates(eventId, search),
    queryFn: ({ signal }) => getSongCandidates(eventId, search, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
