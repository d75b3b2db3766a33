import Button from 'react-bootstrap/Button';
import { postsUi, type TPost } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { authorName } from '../utils.ts';

const t = postsUi;

/** Uredi and Izbriši for those who may (the author, the community's admins, global admins). */
export function PostActions({ post, onEdit, onDelete }: { post: TPost; onEdit: (post: TPost) => void; onDelete: (post: TPost) => void }) {
  const needsServer = useNeedsServer();
  if (!post.can_edit) return null;
  return (
    <div className="d-flex gap-2 flex-shrink-0" role="group" aria-label={t.actionsOf(authorName(post))}>
      <Button variant="outline-primary" size="sm" onClick={() => onEdit(post)} {...needsServer()}>{t.edit}</Button>
      <Button variant="outline-danger" size="sm" onClick={() => onDelete(post)} {...needsServer()}>{t.delete}</Button>
    </div>
  );
}
