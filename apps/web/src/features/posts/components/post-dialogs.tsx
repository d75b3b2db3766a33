import { postsUi, type TPost } from '@zborovodja/contracts';
import { useDeletePost } from '../api/delete-post.ts';
import type { PostDialogsState } from '../hooks/use-post-dialogs.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { PostFormModal } from './post-form-modal.tsx';

const t = postsUi;

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
  const { editing, deleting } = dialogs;
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
      <DeleteConfirm target={deleting} texts={t.deleteDialog} failureText={t.deleteFailed} mutation={remove} onClose={dialogs.close} onDeleted={onDeleted} />
    </>
  );
}
