import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TComment } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { postKeys } from './keys.ts';

/** POST /comments {content, content_type: 'post', content_id} → 201 {message, comment} */
export const createComment = (postId: number, content: string) =>
  api.post<{ message: string; comment: TComment }>('/comments', { content, content_type: 'post', content_id: postId });

/** DELETE /comments/{id} → {message} */
export const deleteComment = (id: number) => api.delete<{ message: string }>(`/comments/${id}`);

/** After a comment is added or removed: the post (comments, count) and the lists' counts are refetched. */
function useRefreshPost(postId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: postKeys.detail(postId) }),
      queryClient.invalidateQueries({ queryKey: postKeys.lists }),
    ]);
}

export function useCreateComment(postId: number) {
  const refresh = useRefreshPost(postId);
  return useMutation({ mutationFn: (content: string) => createComment(postId, content), onSuccess: refresh });
}

export function useDeleteComment(postId: number) {
  const refresh = useRefreshPost(postId);
  return useMutation({ mutationFn: deleteComment, onSuccess: refresh });
}
