import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TPerformer } from '@zborovodja/contracts';
import { ApiError } from '@/lib/api-client.ts';

/*
 * The performer screens (a community's performers, Performers Management at /performers and
 * the global admin's Performers tab) share their card, modal and delete dialog. Each screen
 * hands them the calls it uses: the community endpoints or the /gl_admin ones.
 */

export interface PerformerInput {
  name: string;
  description: string;
}

export interface PerformerSaved {
  message: string;
  performer: TPerformer;
}

export interface PerformerBackend {
  create(communityId: number, input: PerformerInput): Promise<PerformerSaved>;
  update(performer: TPerformer, input: PerformerInput & { image_url: string | null }): Promise<PerformerSaved>;
  remove(performer: TPerformer): Promise<{ message: string }>;
  /** Multipart field image; resolves to the new image_url. */
  uploadImage(performer: TPerformer, file: File, onProgress?: (percent: number) => void): Promise<string>;
  /** The query keys a change in this community makes stale. */
  staleKeys(communityId: number): QueryKey[];
}

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

function useInvalidate(backend: PerformerBackend) {
  const queryClient = useQueryClient();
  return (communityId: number) =>
    Promise.all(backend.staleKeys(communityId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Save first, then upload the chosen image with progress (spec §2 "Performers"). */
export function useSavePerformer(backend: PerformerBackend, onProgress: (percent: number | null) => void) {
  const invalidate = useInvalidate(backend);
  return useMutation({
    mutationFn: async (input: SavePerformerInput) => {
      const body = { name: input.name, description: input.description };
      const saved = input.performer
        ? await backend.update(input.performer, { ...body, image_url: input.imageUrl })
        : await backend.create(input.communityId, body);
      let performer = saved.performer;
      if (input.file) {
        onProgress(0);
        try {
          const imageUrl = await backend.uploadImage(performer, input.file, onProgress);
          performer = { ...performer, image_url: imageUrl };
        } catch (error) {
          throw new ImageUploadError(performer, error);
        } finally {
          onProgress(null);
        }
      }
      return { message: saved.message, performer };
    },
    onSettled: (_data, _error, input) => invalidate(input.performer?.community_id ?? input.communityId),
  });
}

export function useDeletePerformer(backend: PerformerBackend) {
  const invalidate = useInvalidate(backend);
  return useMutation({
    mutationFn: (performer: TPerformer) => backend.remove(performer),
    onSuccess: (_, performer) => invalidate(performer.community_id),
  });
}

/** An image upload of a performer already saved (the inline list's file field). */
export function useUploadPerformerImage(backend: PerformerBackend, performer: TPerformer, onProgress: (percent: number | null) => void) {
  const invalidate = useInvalidate(backend);
  return useMutation({
    mutationFn: (file: File) => backend.uploadImage(performer, file, onProgress),
    onSettled: () => {
      onProgress(null);
      return invalidate(performer.community_id);
    },
  });
}
