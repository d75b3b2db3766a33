import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvent } from '@zborovodja/contracts';
import { api, apiUrl } from '@/lib/api-client.ts';
import { uploadForm } from '@/lib/upload.ts';
import { eventKeys } from './keys.ts';

/** GET /api/events/{id}/header-image as an <img> source; the upload time busts the browser cache. */
export const headerImageUrl = (event: Pick<TEvent, 'id' | 'header_image_uploaded_at'>) =>
  apiUrl(`/events/${event.id}/header-image`, { v: event.header_image_uploaded_at ?? undefined });

/** POST /events/{id}/header-image, multipart field `file` → {message, event}. */
export function uploadHeaderImage(eventId: number, file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<{ message: string; event: TEvent }>(`/events/${eventId}/header-image`, form, { onProgress });
}

/** DELETE /events/{id}/header-image → {message, event}. */
export const deleteHeaderImage = (eventId: number) =>
  api.delete<{ message: string; event: TEvent }>(`/events/${eventId}/header-image`);

function useEventImageMutation<V>(fn: (v: V) => Promise<{ event: TEvent }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: ({ event }) => {
      queryClient.setQueryData(eventKeys.detail(event.id), (old: TEvent | undefined) => ({ ...event, attendees: old?.attendees }));
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
}

export const useUploadHeaderImage = (onProgress?: (percent: number) => void) =>
  useEventImageMutation((v: { eventId: number; file: File }) => uploadHeaderImage(v.eventId, v.file, onProgress));
export const useDeleteHeaderImage = () => useEventImageMutation((eventId: number) => deleteHeaderImage(eventId));
