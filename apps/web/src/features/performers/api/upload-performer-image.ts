import { profileUi } from '@zborovodja/contracts';
import { uploadForm } from '@/lib/upload.ts';

/** POST /communities/{id}/performers/{performerId}/image, multipart field image; the answer carries image_url. */
export async function uploadPerformerImage(
  communityId: number,
  performerId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const response = await uploadForm<{ image_url?: unknown }>(`/communities/${communityId}/performers/${performerId}/image`, form, {
    onProgress,
  });
  if (typeof response?.image_url !== 'string' || !response.image_url) throw new Error(profileUi.invalidServerResponse);
  return response.image_url;
}
