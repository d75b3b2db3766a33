import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAttendee, TAttendeeStatus } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

type AttendeesAnswer = { message: string; attendees: TAttendee[] };

/** POST /events/{id}/attendees {user_ids} → {message, attendees} (organizer only). */
export const addAttendees = (eventId: number, userIds: number[]) =>
  api.post<AttendeesAnswer>(`/events/${eventId}/attendees`, { user_ids: userIds });
/** PUT /events/{id}/attendees/{user_id} {status} → {message, attendees} (only one's own). */
export const setAttendance = (eventId: number, userId: number, status: TAttendeeStatus) =>
  api.put<AttendeesAnswer>(`/events/${eventId}/attendees/${userId}`, { status });
/** DELETE /events/{id}/attendees/{user_id} → {message, attendees} (organizer, or oneself). */
export const removeAttendee = (eventId: number, userId: number) =>
  api.delete<AttendeesAnswer>(`/events/${eventId}/attendees/${userId}`);

/** After any attendee change the event (list, my_status, counts) is read again. */
function useAttendeeMutation<V>(fn: (v: V) => Promise<AttendeesAnswer>, eventIdOf: (v: V) => number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_data, v) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventIdOf(v)) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.lists }),
        queryClient.invalidateQueries({ queryKey: ['events', 'users'] }),
      ]),
  });
}

export const useAddAttendees = () =>
  useAttendeeMutation((v: { eventId: number; userIds: number[] }) => addAttendees(v.eventId, v.userIds), (v) => v.eventId);
export const useSetAttendance = () =>
  useAttendeeMutation(
    (v: { eventId: number; userId: number; status: TAttendeeStatus }) => setAttendance(v.eventId, v.userId, v.status),
    (v) => v.eventId,
  );
export const useRemoveAttendee = () =>
  useAttendeeMutation((v: { eventId: number; userId: number }) => removeAttendee(v.eventId, v.userId), (v) => v.eventId);

/** The toggle of spec §4: confirmed ↔ declined; pending (or none) goes to confirmed. */
export const toggledStatus = (status: TAttendeeStatus | null | undefined): TAttendeeStatus =>
  status === 'confirmed' ? 'declined' : 'confirmed';
