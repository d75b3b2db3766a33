import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postLimits, type TPostsResponse } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { postKeys } from './keys.ts';

/** GET /posts?community_id&page&per_page=10 → {posts, current_page, pages, total} */
export const getPosts = (communityId: number, page: number, signal?: AbortSignal) =>
  api.get<TPostsResponse>('/posts', { community_id: communityId, page, per_page: postLimits.pageSize }, signal);

/** One page of the community's posts; while another page loads, the current one stays on screen. */
export const usePosts = (communityId: number, page: number) =>
  useQuery({
    queryKey: postKeys.list(communityId, page),
    queryFn: ({ signal }) => getPosts(communityId, page, signal),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === communityId ? keepPreviousData(previous) : undefined),
  });
