import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { profileQueryKey } from '@/lib/auth.ts';

export interface ProfileUpdate {
  email: string;
  display_name: string | null;
}

/** PUT /profile answers with the whole profile, which replaces the cached one. */
export const updateProfile = (input: ProfileUpdate) => api.put<TProfile>('/profile', input);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      if (profile?.id) queryClient.setQueryData(profileQueryKey, profile);
      else return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
