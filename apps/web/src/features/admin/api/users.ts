import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  TAdminDeleteUserResponse,
  TAdminUpdateUserRequest,
  TAdminUser,
  TAdminUserResponse,
  TAdminUsersQuery,
  TAdminUsersResponse,
} from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { useInvalidateAdmin } from './invalidate.ts';
import { adminKeys } from './keys.ts';

/** GET /gl_admin/users?page&per_page&search */
export const getAdminUsers = (query: Partial<TAdminUsersQuery>) => api.get<TAdminUsersResponse>('/gl_admin/users', query);

export const useAdminUsers = (query: Partial<TAdminUsersQuery>) =>
  useQuery({ queryKey: adminKeys.users(query), queryFn: () => getAdminUsers(query), placeholderData: keepPreviousData });

/** PUT /gl_admin/users/{id} */
export const updateAdminUser = (id: number, body: TAdminUpdateUserRequest) =>
  api.put<TAdminUserResponse>(`/gl_admin/users/${id}`, body);

/** POST /gl_admin/users/{id}/assign-community {community_id} */
export const assignCommunity = (id: number, communityId: number) =>
  api.post<TAdminUserResponse>(`/gl_admin/users/${id}/assign-community`, { community_id: communityId });

/** DELETE /gl_admin/users/{id} */
export const deleteAdminUser = (id: number) => api.delete<TAdminDeleteUserResponse>(`/gl_admin/users/${id}`);

export function useDeleteAdminUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: (user: TAdminUser) => deleteAdminUser(user.id), onSuccess: invalidate });
}

export function useAssignCommunity() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ userId, communityId }: { userId: number; communityId: number }) => assignCommunity(userId, communityId),
    onSuccess: invalidate,
  });
}

/** The user was saved, but the separate community assignment after it failed. */
export class AssignCommunityError extends Error {
  constructor(readonly reason: unknown) {
    super('assign-community failed');
  }
}

/** Spec §4 "Admin edit user": PUT the user, then POST assign-community when the community changed to a non-empty value. */
export function useSaveAdminUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async ({ id, body, assignTo }: { id: number; body: TAdminUpdateUserRequest; assignTo: number | null }) => {
      const saved = await updateAdminUser(id, body);
      if (assignTo === null) return saved;
      try {
        return await assignCommunity(id, assignTo);
      } catch (error) {
        throw new AssignCommunityError(error);
      }
    },
    onSettled: invalidate,
  });
}
