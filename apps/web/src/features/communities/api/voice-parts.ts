import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCommunityMember } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { communityKeys } from '@/lib/communities.ts';

/** PUT /communities/{id}/voice-parts/{userId} {voice_part} (issue 23): null clears it. */
export const setVoicePart = (id: number, userId: number, voicePart: string | null) =>
  api.put<{ message: string; user: TCommunityMember }>(`/communities/${id}/voice-parts/${userId}`, { voice_part: voicePart });

export function useSetVoicePart(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, voicePart }: { userId: number; voicePart: string | null }) => setVoicePart(id, userId, voicePart),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.users(id) }),
  });
}
