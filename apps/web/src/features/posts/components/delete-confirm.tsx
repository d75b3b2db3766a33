import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { failureMessage } from '../utils.ts';

interface DeleteConfirmProps<T extends { id: number }> {
  /** What is to be deleted; null keeps the dialog closed. */
  target: T | null;
  texts: { title: string; text: string; confirm: string; busy: string };
  /** Shown inside the dialog when the delete fails without a reason from the server. */
  failureText: string;
  mutation: UseMutationResult<{ message: string }, Error, number>;
  onClose: () => void;
  onDeleted?: (message: string, target: T) => void;
}

/** "Are you sure?" for a post or a comment; a failure stays in the dialog, which stays open. */
export function DeleteConfirm<T extends { id: number }>({ target, texts, failureText, mutation, onClose, onDeleted }: DeleteConfirmProps<T>) {
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = () => {
    setFailure(null);
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    setFailure(null);
    mutation.mutate(target.id, {
      onSuccess: (result) => {
        onClose();
        onDeleted?.(result.message, target);
      },
      onError: (error) => setFailure(failureMessage(error, failureText)),
    });
  };
  return (
    <ConfirmDialog
      show={target !== null}
      title={texts.title}
      confirmLabel={texts.confirm}
      busyLabel={texts.busy}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={cancel}
    >
      {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
      <p className="mb-0">{texts.text}</p>
    </ConfirmDialog>
  );
}
