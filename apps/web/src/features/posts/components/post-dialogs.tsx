import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ui, type TPost } from '@zborovodja/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useDeletePost } from '../api/delete-post.ts';
import type { PostDialogsState } from '../hooks/use-post-dialogs.ts';
import { failureMessage } from '../utils.ts';
import { PostFormModal } from './post-form-modal.tsx';

const t = ui.posts;

interface PostDialogsProps {
  dialogs: PostDialogsState;
  /** Where a new post goes (the active community). */
  communityId: number | null;
  onSaved: (message: string, post: TPost, created: boolean) => void;
  onDeleted: (message: string, post: TPost) => void;
}

/** The create/edit modal and the delete confirmation, shared by the list and the post page. */
export function PostDialogs({ dialogs, communityId, onSaved, onDeleted }: PostDialogsProps) {
  const remove = useDeletePost();
  const [failure, setFailure] = useState<string | null>(null);
  const { editing, deleting } = dialogs;

  const cancelDelete = () => {
    setFailure(null);
    dialogs.close();
  };
  const confirmDelete = () => {
    if (!deleting) return;
    setFailure(null);
    remove.mutate(deleting.id, {
      onSuccess: (result) => {
        dialogs.close();
        onDeleted(result.message, deleting);
      },
      onError: (error) => setFailure(failureMessage(error, t.deleteFailed)),
    });
  };

  return (
    <>
      {editing && (
        <PostFormModal
          key={editing === 'new' ? 'new' : editing.id}
          post={editing === 'new' ? null : editing}
          communityId={communityId}
          onClose={dialogs.close}
          onSaved={(message, post) => {
            dialogs.close();
            onSaved(message, post, editing === 'new');
          }}
        />
      )}
      <ConfirmDialog
        show={deleting !== null}
        title={t.deleteDialog.title}
        confirmLabel={t.deleteDialog.confirm}
        busyLabel={t.deleteDialog.busy}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
      >
        {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
        <p className="mb-0">{t.deleteDialog.text}</p>
      </ConfirmDialog>
    </>
  );
}
