import { notificationsUi } from '@zborovodja/contracts';
import { useFlash } from '@/hooks/use-flash.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useDeleteNotification } from '../api/delete-notification.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useMarkRead } from '../api/mark-read.ts';

const t = notificationsUi;

/** Mark read, mark all read and delete, with one message line for their results. */
export function useNotificationActions() {
  const { flash, show, clear } = useFlash();
  const markReadMutation = useMarkRead();
  const markAllMutation = useMarkAllRead();
  const deleteMutation = useDeleteNotification();
  const fail = (fallback: string) => (error: unknown) => show('danger', errorMessage(error, fallback));

  return {
    flash,
    clearFlash: clear,
    markRead: (id: number) => markReadMutation.mutate(id, { onError: fail(t.markReadFailed) }),
    markAllRead: () =>
      markAllMutation.mutate(undefined, {
        onSuccess: (res) => show('success', res?.message || t.markedAll),
        onError: fail(t.markAllFailed),
      }),
    remove: (id: number) =>
      deleteMutation.mutate(id, { onSuccess: (res) => show('success', res?.message || t.deleted), onError: fail(t.deleteFailed) }),
    markingAll: markAllMutation.isPending,
    isBusy: (id: number) =>
      (markReadMutation.isPending && markReadMutation.variables === id) ||
      (deleteMutation.isPending && deleteMutation.variables === id),
  };
}
