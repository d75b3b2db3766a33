import { queryOptions, useQuery } from '@tanstack/react-query';
import { limits } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** GET /notifications/unread-count; a failure counts as 0 (spec §8). */
export async function getUnreadCount(): Promise<number> {
  try {
    const { unread_count } = await api.get<{ unread_count: number }>('/notifications/unread-count');
    return unread_count;
  } catch (error) {
    console.warn('Unread count failed:', error);
    return 0;
  }
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: getUnreadCount,
  refetchInterval: limits.unreadPollMs,
  staleTime: 10_000,
});

export const useUnreadCount = () => useQuery(unreadCountQueryOptions).data ?? 0;
