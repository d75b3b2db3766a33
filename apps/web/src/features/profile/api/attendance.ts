import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAbsence } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { profileQueryKey } from '@/lib/auth.ts';

/** Issue 23: the profile's absences and the user's voice parts. */
export const absencesKey = ['profile', 'absences'] as const;

/** GET /profile/absences → {absences}: the user's own, not yet ended. */
export const getAbsences = (signal?: AbortSignal) => api.get<{ absences: TAbsence[] }>('/profile/absences', undefined, signal).then((r) => r.absences);
export const useAbsences = () => useQuery({ queryKey: absencesKey, queryFn: ({ signal }) => getAbsences(signal) });

export interface AbsenceInput {
  start_date: string;
  end_date: string;
  note: string | null;
}

export function useAddAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AbsenceInput) => api.post<{ message: string; absence: TAbsence }>('/profile/absences', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absencesKey }),
  });
}

export function useDeleteAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/profile/absences/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absencesKey }),
  });
}

/** PUT /communities/{id}/voice-parts/{userId} {voice_part}; the profile (which lists them) is read again. */
export function useSetOwnVoicePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { communityId: number; userId: number; voicePart: string | null }) =>
      api.put<{ message: string; user: { voice_part: string | null } }>(`/communities/${v.communityId}/voice-parts/${v.userId}`, { voice_part: v.voicePart }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
