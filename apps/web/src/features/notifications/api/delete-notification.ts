import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidateNotifications } from './keys.ts';

export const deleteNotification = (id: number) => api.delete<{ message: string }>(`/notifications/${id}`);

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNotification, onSettled: () => invalidateNotifications(queryClient) });
}
