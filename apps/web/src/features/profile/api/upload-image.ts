import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileUi } from '@zborovodja/contracts';
import { profileQueryKey } from '@/lib/auth.ts';
import { uploadForm } from '@/lib/upload.ts';

/** POST /profile/upload-image, multipart field profile_image; the answer must carry image_url. */
export async function uploadProfileImage(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('profile_image', file);
  const response = await uploadForm<{ image_url?: unknown }>('/profile/upload-image', form, { onProgress });
  if (typeof response?.image_url !== 'string' || !response.image_url) throw new Error(profileUi.invalidServerResponse);
  return response.image_url;
}

export function useUploadProfileImage(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfileImage(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
