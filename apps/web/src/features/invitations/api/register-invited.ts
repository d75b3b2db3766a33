import { useMutation } from '@tanstack/react-query';
import type { TCommunity } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';

export interface RegisterInvitedInput {
  username: string;
  password: string;
  display_name: string;
  community_id: number;
  invitation_token: string;
  email: string;
}

export interface RegisterInvitedResponse {
  message: string;
  user: { id: number; username: string; email: string };
  auto_login: boolean;
  community?: TCommunity;
}

/** POST /register-invited-user: creates the account, joins the community and (auto_login) sets the session. */
export const registerInvited = (input: RegisterInvitedInput) =>
  api.post<RegisterInvitedResponse>('/register-invited-user', input);

export const useRegisterInvited = () => useMutation({ mutationFn: registerInvited });
