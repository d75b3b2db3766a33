import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCommunity } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { invalidateMemberships } from '@/lib/communities.ts';

export interface AcceptInvitationResponse {
  message: string;
  community: TCommunity;
  already_member: boolean;
}

/** POST /communities/accept-invitation (logged in; bound to the invited address). */
export const acceptInvitation = (input: { token: string; community_id: number; make_primary: boolean }) =>
  api.post<AcceptInvitationResponse>('/communities/accept-invitation', input);

/** POST /communities/process-invitation: the token page's variant; make_primary comes from the invitation. */
export const processInvitation = (input: { token: string; community_id: number }) =>
  api.post<AcceptInvitationResponse>('/communities/process-invitation', input);

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: () => invalidateMemberships(queryClient) });
}

export function useProcessInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: processInvitation, onSuccess: () => invalidateMemberships(queryClient) });
}
