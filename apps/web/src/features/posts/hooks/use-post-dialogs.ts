import { useState } from 'react';
import type { TPost } from '@zborovodja/contracts';

/** Which post dialog is open: the form (a new post or one to edit) or the delete confirmation. */
export function usePostDialogs() {
  const [editing, setEditing] = useState<TPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TPost | null>(null);
  return {
    editing,
    deleting,
    create: () => setEditing('new'),
    edit: (post: TPost) => setEditing(post),
    remove: (post: TPost) => setDeleting(post),
    close: () => {
      setEditing(null);
      setDeleting(null);
    },
  };
}

export type PostDialogsState = ReturnType<typeof usePostDialogs>;
