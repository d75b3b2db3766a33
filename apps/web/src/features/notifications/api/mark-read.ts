import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidateNotifications } from './keys.ts';

export const markRead = (id: number) => api.put<{ message: string }>(`/notifications/${id}/read`);

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markRead, onSettled: () => invalidateNotifications(queryClient) });
}
