import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { profileQueryKey } from '@/lib/auth.ts';

/** DELETE /profile/image: the owner removes their own photo; the answer is the whole profile. */
export const removeProfileImage = () => api.delete<TProfile>('/profile/image');

export function useRemoveProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfileImage,
    onSuccess: (profile) => {
      if (profile?.id) queryClient.setQueryData(profileQueryKey, profile);
      else return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
