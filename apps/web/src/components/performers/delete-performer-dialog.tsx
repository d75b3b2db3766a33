import { performersUi, type TPerformer } from '@zborovodja/contracts';
import { ConfirmDelete } from '@/components/ui/confirm-delete.tsx';
import { failureText } from '@/lib/api-client.ts';
import { useDeletePerformer, type PerformerBackend } from './performer-backend.ts';

const t = performersUi;

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
  return (
    <ConfirmDelete
      item={performer}
      remove={remove}
      texts={t}
      failure={(error) => failureText(t.deleteFailed, error)}
      onClose={onClose}
      onMessage={onMessage}
    >
      {t.deleteConfirm}
    </ConfirmDelete>
  );
}
