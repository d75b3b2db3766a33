import { songDetailKey } from '@/lib/songs.ts';
import type { SongsListParams } from '../utils.ts';

export const songKeys = {
  all: ['songs'] as const,
  lists: ['songs', 'list'] as const,
  list: (params: SongsListParams) => ['songs', 'list', params] as const,
  detail: songDetailKey,
  collections: ['songs', 'collections'] as const,
};
