import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCommunity, TProfile } from '@zborovodja/contracts';
import { api } from './api-client.ts';
import { profileQueryKey } from './auth.ts';

/**
 * The community queries that more than one part of the app needs: the shell (active community,
 * navigation), the route guards, and the communities, performers and later events features.
 */
export const communityKeys = {
  all: ['communities'] as const,
  list: ['communities', 'list'] as const,
  detail: (id: number) => ['communities', 'detail', id] as const,
  users: (id: number) => ['communities', 'users', id] as const,
  performers: (id: number) => ['communities', 'performers', id] as const,
  mine: ['user-communities'] as const,
};

/** GET /user/communities: only the caller's communities, primary first. */
export const getUserCommunities = () =>
  api.get<{ communities: TCommunity[] }>('/user/communities').then((r) => r.communities);

export const userCommunitiesQueryOptions = queryOptions({
  queryKey: communityKeys.mine,
  queryFn: getUserCommunities,
  staleTime: 60_000,
});

export const useUserCommunities = (enabled = true) => useQuery({ ...userCommunitiesQueryOptions, enabled });

/** GET /communities: public ones plus the caller's private ones (all for a global admin). */
export const getCommunities = () => api.get<{ communities: TCommunity[] }>('/communities').then((r) => r.communities);

export const communitiesQueryOptions = queryOptions({ queryKey: communityKeys.list, queryFn: getCommunities });

/** GET /communities/{id}: 404 for a private community the caller does not belong to. */
export const getCommunity = (id: number) => api.get<TCommunity>(`/communities/${id}`);

export const communityQueryOptions = (id: number) =>
  queryOptions({ queryKey: communityKeys.detail(id), queryFn: () => getCommunity(id) });

export const useCommunity = (id: number) => useQuery({ ...communityQueryOptions(id), enabled: id > 0 });

/** After joining, leaving, creating or a role change: every membership view is stale. */
export function invalidateMemberships(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: communityKeys.all }),
    queryClient.invalidateQueries({ queryKey: communityKeys.mine }),
    queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  ]);
}

/**
 * DELETE /communities/{id}/membership (issue 58, #7): the caller leaves. `onLeft` runs first (it
 * navigates away from the group's page), then the left community's own query is dropped (it may
 * now answer 404) and every membership view is refreshed; the active community falls back by
 * itself (pickActiveCommunity) once the caller's list no longer has it.
 */
export function useLeaveCommunity(onLeft: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/communities/${id}/membership`),
    onSuccess: (data, id) => {
      onLeft(data.message);
      queryClient.removeQueries({ queryKey: communityKeys.detail(id) });
      void invalidateMemberships(queryClient);
    },
  });
}

export const isGlobalAdmin = (user: Pick<TProfile, 'role'> | null | undefined) =>
  user?.role === 'global_admin' || user?.role === 'admin';

/** Spec §6: /performers is for users who administer at least one community (and global admins). */
export const administersACommunity = (user: Pick<TProfile, 'role' | 'communities'> | null | undefined) =>
  isGlobalAdmin(user) || !!user?.communities.some((c) => c.role === 'community_admin' || c.role === 'admin');

/** Route parameters arrive as text; anything but a positive integer is "no community". */
export function parseCommunityId(value: string | null | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
