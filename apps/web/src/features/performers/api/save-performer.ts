import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPerformer } from '@zborovodja/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { communityKeys } from '@/lib/communities.ts';
import { createPerformer, updatePerformer, type PerformerInput } from './performers.ts';
import { uploadPerformerImage } from './upload-performer-image.ts';

export interface SavePerformerInput extends PerformerInput {
  /** The performer being edited; null creates one in communityId. */
  performer: TPerformer | null;
  communityId: number;
  /** For an edit: keep, or '' / null to remove the picture. */
  imageUrl: string | null;
  file: File | null;
}

/** Which step failed: the save itself, or the image upload after a successful save. */
export class ImageUploadError extends Error {
  constructor(readonly saved: TPerformer, readonly reason: unknown) {
    super(reason instanceof ApiError ? (reason.serverMessage ?? reason.message) : reason instanceof Error ? reason.message : String(reason));
  }
}

/** Save first, then upload the chosen image with progress (spec §2 "Performers"). */
export function useSavePerformer(onProgress: (percent: number | null) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SavePerformerInput) => {
      const body = { name: input.name, description: input.description };
      const saved = input.performer
        ? await updatePerformer(input.performer, { ...body, image_url: input.imageUrl })
        : await createPerformer(input.communityId, body);
      let performer = saved.performer;
      if (input.file) {
        onProgress(0);
        try {
          const imageUrl = await uploadPerformerImage(performer.community_id, performer.id, input.file, onProgress);
          performer = { ...performer, image_url: imageUrl };
        } catch (error) {
          throw new ImageUploadError(performer, error);
        } finally {
          onProgress(null);
        }
      }
      return { message: saved.message, performer };
    },
    onSettled: (_data, _error, input) => {
      const communityId = input.performer?.community_id ?? input.communityId;
      return queryClient.invalidateQueries({ queryKey: communityKeys.performers(communityId) });
    },
  });
}
