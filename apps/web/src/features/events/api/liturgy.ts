import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLiturgicalDay, TMassPlan, TMassPlanApply, TSetlist } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

/** GET /liturgy/day?date=YYYY-MM-DD: the liturgical day (issue 22). */
export const getLiturgicalDay = (date: string, signal?: AbortSignal) => api.get<TLiturgicalDay>('/liturgy/day', { date }, signal);

/** The day of a mass (and nothing for other event types); a day does not change, so it is kept. */
export const useLiturgicalDay = (date: string, enabled: boolean) =>
  useQuery({ queryKey: ['liturgy', 'day', date], queryFn: ({ signal }) => getLiturgicalDay(date, signal), enabled, staleTime: Infinity });

/** GET /events/{id}/mass-plan: the parts of the Mass with suggested songs. */
export const getMassPlan = (eventId: number, signal?: AbortSignal) => api.get<TMassPlan>(`/events/${eventId}/mass-plan`, undefined, signal);
export const useMassPlan = (eventId: number) =>
  useQuery({ queryKey: ['events', 'mass-plan', eventId], queryFn: ({ signal }) => getMassPlan(eventId, signal), staleTime: 0, gcTime: 0 });

/** POST /events/{id}/mass-plan {slots} → {message, setlist}: the choice written in Mass order. */
export function useApplyMassPlan(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMassPlanApply) => api.post<{ message: string; setlist: TSetlist }>(`/events/${eventId}/mass-plan`, body),
    onSuccess: ({ setlist }) => {
      queryClient.setQueryData(eventKeys.setlist(setlist.id), setlist);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.lists }),
      ]);
    },
  });
}
