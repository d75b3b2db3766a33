import { ui, type TPerformer } from '@zborovodja/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { failureText } from '@/lib/api-client.ts';
import { useDeletePerformer, type PerformerBackend } from './performer-backend.ts';

const t = ui.performers;

interface DeletePerformerDialogProps {
  backend: PerformerBackend;
  /** The performer to delete; null keeps the dialog closed. */
  performer: TPerformer | null;
  onClose: () => void;
  onMessage: (variant: 'success' | 'danger', text: string) => void;
}

/** The spec's delete confirmation for a performer; every performer screen uses it. */
export function DeletePerformerDialog({ backend, performer, onClose, onMessage }: DeletePerformerDialogProps) {
  const remove = useDeletePerformer(backend);

  function confirm() {
    if (!performer) return;
    remove.mutate(performer, {
      onSuccess: (response) => {
        onClose();
        onMessage('success', response.message || t.deleted);
      },
      onError: (error) => {
        onClose();
        onMessage('danger', failureText(t.deleteFailed, error));
      },
    });
  }

  return (
    <ConfirmDialog
      show={!!performer}
      title={t.deleteTitle}
      confirmLabel={t.deleteButton}
      busyLabel={t.deleting}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {t.deleteConfirm}
    </ConfirmDialog>
  );
}
