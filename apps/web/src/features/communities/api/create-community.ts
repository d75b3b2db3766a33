import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCommunity, TCreateCommunityRequest } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { invalidateMemberships } from '@/lib/communities.ts';

export interface CreateCommunityResponse {
  message: string;
  community: TCommunity;
}

/** POST /communities: the creator is already its community_admin (primary if it is their first). */
export const createCommunity = (input: TCreateCommunityRequest) => api.post<CreateCommunityResponse>('/communities', input);

export function useCreateCommunity() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCommunity, onSuccess: () => invalidateMemberships(queryClient) });
}
