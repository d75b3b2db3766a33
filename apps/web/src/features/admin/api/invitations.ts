import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  TAdminCreateInvitationRequest,
  TAdminCreateInvitationResponse,
  TAdminInvitation,
  TAdminInvitationsQuery,
  TAdminInvitationsResponse,
} from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { useInvalidateAdmin } from './invalidate.ts';
import { adminKeys } from './keys.ts';

/** GET /gl_admin/invitations?page&per_page, newest first. */
export const getAdminInvitations = (query: Partial<TAdminInvitationsQuery>) =>
  api.get<TAdminInvitationsResponse>('/gl_admin/invitations', query);

export const useAdminInvitations = (query: Partial<TAdminInvitationsQuery>) =>
  useQuery({ queryKey: adminKeys.invitations(query), queryFn: () => getAdminInvitations(query), placeholderData: keepPreviousData });

/** POST /gl_admin/invitations/create {email, community_id, make_primary} */
export const createAdminInvitation = (body: TAdminCreateInvitationRequest) =>
  api.post<TAdminCreateInvitationResponse>('/gl_admin/invitations/create', body);

/** DELETE /gl_admin/invitations/{id} */
export const deleteAdminInvitation = (invitation: TAdminInvitation) =>
  api.delete<{ message: string }>(`/gl_admin/invitations/${invitation.id}`);

export function useCreateAdminInvitation() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: createAdminInvitation, onSuccess: invalidate });
}

export function useDeleteAdminInvitation() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: deleteAdminInvitation, onSuccess: invalidate });
}
