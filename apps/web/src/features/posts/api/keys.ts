export const postKeys = {
  all: ['posts'] as const,
  lists: ['posts', 'list'] as const,
  list: (communityId: number, page: number) => ['posts', 'list', communityId, page] as const,
  detail: (id: number) => ['posts', 'detail', id] as const,
};
