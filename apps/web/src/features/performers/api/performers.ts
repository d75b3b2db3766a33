import { queryOptions } from '@tanstack/react-query';
import type { TPerformer } from '@zborovodja/contracts';
import type { PerformerBackend, PerformerInput } from '@/components/performers/performer-backend.ts';
import { api } from '@/lib/api-client.ts';
import { communityKeys } from '@/lib/communities.ts';
import { uploadPerformerImage } from './upload-performer-image.ts';

/** GET /communities/{id}/performers */
export const getPerformers = (communityId: number) =>
  api.get<{ performers: TPerformer[] }>(`/communities/${communityId}/performers`).then((r) => r.performers);

export const performersQueryOptions = (communityId: number) =>
  queryOptions({ queryKey: communityKeys.performers(communityId), queryFn: () => getPerformers(communityId) });

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

/** The community endpoints, as the shared performer card, modal and dialogs use them. */
export const communityPerformers: PerformerBackend = {
  create: createPerformer,
  update: updatePerformer,
  remove: deletePerformer,
  uploadImage: (performer, file, onProgress) => uploadPerformerImage(performer.community_id, performer.id, file, onProgress),
  staleKeys: (communityId) => [communityKeys.performers(communityId)],
};
