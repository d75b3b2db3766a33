import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCommunityMember, TCommunityRole } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { communityKeys, invalidateMemberships } from '@/lib/communities.ts';

/** GET /communities/{id}/users (members only; e-mail addresses only for admins). */
export const getCommunityUsers = (id: number) =>
  api.get<{ users: TCommunityMember[] }>(`/communities/${id}/users`).then((r) => r.users);

export const communityUsersQueryOptions = (id: number) =>
  queryOptions({ queryKey: communityKeys.users(id), queryFn: () => getCommunityUsers(id) });

export const useCommunityUsers = (id: number) => useQuery(communityUsersQueryOptions(id));

/** PUT /communities/{id}/admin/users/{userId}/role */
export const changeMemberRole = (id: number, userId: number, role: TCommunityRole) =>
  api.put<{ message: string; user: TCommunityMember }>(`/communities/${id}/admin/users/${userId}/role`, { role });

/** DELETE /communities/{id}/admin/users/{userId} */
export const removeMember = (id: number, userId: number) =>
  api.delete<{ message: string }>(`/communities/${id}/admin/users/${userId}`);

export function useChangeMemberRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: TCommunityRole }) => changeMemberRole(id, userId, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.users(id) }),
  });
}

export function useRemoveMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeMember(id, userId),
    onSuccess: () => invalidateMemberships(queryClient),
  });
}
