import type { SongsListParams } from '../utils.ts';

export const songKeys = {
  all: ['songs'] as const,
  lists: ['songs', 'list'] as const,
  list: (params: SongsListParams) => ['songs', 'list', params] as const,
  detail: (id: number) => ['songs', 'detail', id] as const,
  collections: ['songs', 'collections'] as const,
};
