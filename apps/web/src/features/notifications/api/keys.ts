import type { QueryClient } from '@tanstack/react-query';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (params: { limit: number; offset: number; unreadOnly: boolean }) => ['notifications', params] as const,
  unreadCount: ['unread-count'] as const,
};

/** Every change to a notification refreshes the lists and the unread counter. */
export function invalidateNotifications(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
  ]);
}
