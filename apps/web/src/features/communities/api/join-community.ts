import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCommunity } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { invalidateMemberships } from '@/lib/communities.ts';

export interface JoinCommunityResponse {
  message: string;
  community: TCommunity;
  already_member: boolean;
}

/** POST /communities/{id}/join; "already a member" is a success too (spec §8). */
export const joinCommunity = (id: number, makePrimary: boolean) =>
  api.post<JoinCommunityResponse>(`/communities/${id}/join`, { make_primary: makePrimary });

export function useJoinCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, makePrimary }: { id: number; makePrimary: boolean }) => joinCommunity(id, makePrimary),
    onSuccess: () => invalidateMemberships(queryClient),
  });
}
