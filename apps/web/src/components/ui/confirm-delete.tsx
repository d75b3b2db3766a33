import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface DeleteTexts {
  deleteTitle: string;
  deleteButton: string;
  deleting: string;
  /** Shown when the server's answer carries no message. */
  deleted: string;
}

interface ConfirmDeleteProps<T, R> {
  /** What waits for confirmation; null keeps the dialog closed. */
  item: T | null;
  remove: UseMutationResult<R, Error, T>;
  texts: DeleteTexts;
  /** The failure as the screen words it ("Failed to delete …: reason"). */
  failure: (error: unknown) => string;
  onClose: () => void;
  onMessage: (variant: 'success' | 'danger', text: string) => void;
  /** The question. */
  children: ReactNode;
}

/** A delete behind a confirmation dialog; the outcome goes to the screen's alert. */
export function ConfirmDelete<T, R extends { message: string }>(props: ConfirmDeleteProps<T, R>) {
  const { item, remove, texts, failure, onClose, onMessage, children } = props;
  function confirm() {
    if (item === null) return;
    remove.mutate(item, {
      onSuccess: (response) => {
        onClose();
        onMessage('success', response.message || texts.deleted);
      },
      onError: (error) => {
        onClose();
        onMessage('danger', failure(error));
      },
    });
  }
  return (
    <ConfirmDialog
      show={item !== null}
      title={texts.deleteTitle}
      confirmLabel={texts.deleteButton}
      busyLabel={texts.deleting}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
