import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPost, TPostRequest } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { postKeys } from './keys.ts';

interface PostResponse {
  message: string;
  post: TPost;
}

/** POST /posts {title, content, community_id} → 201 {message, post} */
export const createPost = (input: TPostRequest) => api.post<PostResponse>('/posts', input);

/** PUT /posts/{id} {title, content} → {message, post} */
export const updatePost = (id: number, input: TPostRequest) => api.put<PostResponse>(`/posts/${id}`, input);

/** Create (id null) or update; the detail is replaced in place and the lists refetched. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TPostRequest }) => (id === null ? createPost(input) : updatePost(id, input)),
    onSuccess: ({ post }) => {
      queryClient.setQueryData(postKeys.detail(post.id), post);
      return queryClient.invalidateQueries({ queryKey: postKeys.lists });
    },
  });
}
