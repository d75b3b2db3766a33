import { queryOptions } from '@tanstack/react-query';
import type { TSong } from '@zborovodja/contracts';
import { api } from './api-client.ts';

/**
 * The song read that more than one part of the app needs: the songbook, the music stand and its
 * print view, and the offline warm-up (pwa/warm.ts). The songs feature's keys
 * (features/songs/api/keys.ts) name this same key, so its changes refresh it.
 */
export const songDetailKey = (id: number) => ['songs', 'detail', id] as const;

/** GET /songs/{id} */
export const getSong = (id: number) => api.get<TSong>(`/songs/${id}`);

export const songQueryOptions = (id: number) => queryOptions({ queryKey: songDetailKey(id), queryFn: () => getSong(id) });
