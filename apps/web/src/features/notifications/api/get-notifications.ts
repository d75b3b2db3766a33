import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationsResponse } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export interface NotificationsParams {
  limit: number;
  offset: number;
  unreadOnly: boolean;
}

/** GET /notifications; unread_only is sent only when asked for (spec §7). */
export const getNotifications = ({ limit, offset, unreadOnly }: NotificationsParams) =>
  api.get<TNotificationsResponse>('/notifications', { limit, offset, unread_only: unreadOnly ? 'true' : undefined });

export const notificationsQueryOptions = (params: NotificationsParams) =>
  queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: () => getNotifications(params),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (params: NotificationsParams, enabled = true) =>
  useQuery({ ...notificationsQueryOptions(params), enabled });
