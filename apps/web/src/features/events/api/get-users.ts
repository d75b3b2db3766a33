import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPickerUser } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

export interface UsersParams {
  /** Members of this community (the caller must belong to it); without it, users without a community. */
  community_id?: number;
  /** Leave out those already on this event's attendee list. */
  event_id?: number;
  search?: string;
}

/** GET /users → {users}: attendee candidates (id, username, display_name, profile_image). */
export const getUsers = (params: UsersParams, signal?: AbortSignal) =>
  api.get<{ users: TPickerUser[] }>('/users', { ...params }, signal).then((r) => r.users);

export const useUsers = (params: UsersParams, enabled = true) =>
  useQuery({
    queryKey: eventKeys.users(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
