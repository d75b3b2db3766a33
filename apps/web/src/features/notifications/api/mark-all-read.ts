import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidateNotifications, notificationKeys } from './keys.ts';

export const markAllRead = () => api.put<{ message: string; unread_count: number }>('/notifications/read-all');

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => queryClient.setQueryData(notificationKeys.unreadCount, 0),
    onSettled: () => invalidateNotifications(queryClient),
  });
}
