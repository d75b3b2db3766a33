import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCommunity, TCommunitySettingsRequest } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { communityKeys } from '@/lib/communities.ts';

export interface UpdateCommunityResponse {
  message: string;
  community: TCommunity;
}

/** PUT /communities/{id}; supported_event_types goes as the spec's JSON text. */
export const updateCommunity = (id: number, input: TCommunitySettingsRequest) =>
  api.put<UpdateCommunityResponse>(`/communities/${id}`, {
    ...input,
    supported_event_types: JSON.stringify(input.supported_event_types ?? []),
  });

export function useUpdateCommunity(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCommunitySettingsRequest) => updateCommunity(id, input),
    onSuccess: (response) => {
      queryClient.setQueryData(communityKeys.detail(id), response.community);
      void queryClient.invalidateQueries({ queryKey: communityKeys.list });
      void queryClient.invalidateQueries({ queryKey: communityKeys.mine });
    },
  });
}
