import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  TAdminAssociation,
  TAdminAssociationResponse,
  TAdminAssociationsQuery,
  TAdminAssociationsResponse,
  TAdminStatsResponse,
  TCommunityRole,
} from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { useInvalidateAdmin } from './invalidate.ts';
import { adminKeys } from './keys.ts';

/** GET /gl_admin/community-users?community_id&user_id&role&search&page&per_page */
export const getAssociations = (query: Partial<TAdminAssociationsQuery>) =>
  api.get<TAdminAssociationsResponse>('/gl_admin/community-users', query);

export const useAssociations = (query: Partial<TAdminAssociationsQuery>) =>
  useQuery({ queryKey: adminKeys.associations(query), queryFn: () => getAssociations(query), placeholderData: keepPreviousData });

/** GET /gl_admin/community-users/stats?page (the page of the per-user list). */
export const getAssociationStats = (page: number) => api.get<TAdminStatsResponse>('/gl_admin/community-users/stats', { page });

export const useAssociationStats = (page: number) =>
  useQuery({ queryKey: adminKeys.stats(page), queryFn: () => getAssociationStats(page), placeholderData: keepPreviousData });

export type AssociationChange =
  | { kind: 'role'; association: TAdminAssociation; role: TCommunityRole }
  | { kind: 'primary'; association: TAdminAssociation }
  | { kind: 'remove'; association: TAdminAssociation };

/**
 * PUT /gl_admin/community-users/{user_id}/role {community_id, role};
 * PUT /gl_admin/community-users/{user_id}/primary {community_id};
 * DELETE /gl_admin/community-users/{user_id}/{community_id}.
 */
export function changeAssociation(change: AssociationChange) {
  const { user_id, community_id } = change.association;
  switch (change.kind) {
    case 'role':
      return api.put<TAdminAssociationResponse>(`/gl_admin/community-users/${user_id}/role`, { community_id, role: change.role });
    case 'primary':
      return api.put<TAdminAssociationResponse>(`/gl_admin/community-users/${user_id}/primary`, { community_id });
    case 'remove':
      return api.delete<{ message: string }>(`/gl_admin/community-users/${user_id}/${community_id}`);
  }
}

export function useChangeAssociation() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: changeAssociation, onSuccess: invalidate });
}
