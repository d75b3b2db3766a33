import { useQuery } from '@tanstack/react-query';
import type { TPost } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { postKeys } from './keys.ts';

/** GET /posts/{id} → the post with its comments, oldest first */
export const getPost = (id: number, signal?: AbortSignal) => api.get<TPost>(`/posts/${id}`, undefined, signal);

export const usePost = (id: number) => useQuery({ queryKey: postKeys.detail(id), queryFn: ({ signal }) => getPost(id, signal) });
