import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPerformer } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { communityKeys } from '@/lib/communities.ts';

/** GET /communities/{id}/performers */
export const getPerformers = (communityId: number) =>
  api.get<{ performers: TPerformer[] }>(`/communities/${communityId}/performers`).then((r) => r.performers);

export const performersQueryOptions = (communityId: number) =>
  queryOptions({ queryKey: communityKeys.performers(communityId), queryFn: () => getPerformers(communityId) });

export interface PerformerInput {
  name: string;
  description: string;
}

interface PerformerResponse {
  message: string;
  performer: TPerformer;
}

/** POST /communities/{id}/performers {name, description} */
export const createPerformer = (communityId: number, input: PerformerInput) =>
  api.post<PerformerResponse & { id: number }>(`/communities/${communityId}/performers`, input);

/** PUT /communities/{id}/performers/{performerId} {name, description, image_url} */
export const updatePerformer = (performer: TPerformer, input: PerformerInput & { image_url: string | null }) =>
  api.put<PerformerResponse>(`/communities/${performer.community_id}/performers/${performer.id}`, input);

/** DELETE /communities/{id}/performers/{performerId} */
export const deletePerformer = (performer: TPerformer) =>
  api.delete<{ message: string }>(`/communities/${performer.community_id}/performers/${performer.id}`);

export function useDeletePerformer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePerformer,
    onSuccess: (_, performer) => queryClient.invalidateQueries({ queryKey: communityKeys.performers(performer.community_id) }),
  });
}
