import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { postKeys } from './keys.ts';

/** DELETE /posts/{id} → {message}; its comments go with it. */
export const deletePost = (id: number) => api.delete<{ message: string }>(`/posts/${id}`);

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: postKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: postKeys.lists });
    },
  });
}
