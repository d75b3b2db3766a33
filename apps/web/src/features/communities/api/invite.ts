import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface InviteResponse {
  message: string;
  is_new_user: boolean;
  invitation: { id: number; email: string; expires_at: string };
}

/** POST /communities/{id}/invites {email, make_primary}; 409 when the address already belongs to a member. */
export const inviteToCommunity = (id: number, email: string, makePrimary: boolean) =>
  api.post<InviteResponse>(`/communities/${id}/invites`, { email, make_primary: makePrimary });

export const useInviteToCommunity = (id: number) =>
  useMutation({ mutationFn: ({ email, makePrimary }: { email: string; makePrimary: boolean }) => inviteToCommunity(id, email, makePrimary) });
