import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { postLimits, postsUi, type TComment, type TPost } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { useCreateComment, useDeleteComment } from '../api/comments.ts';
import { authorName, failureMessage } from '../utils.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { PostAuthor } from './post-author.tsx';

const t = postsUi;

/** The comments of a post, oldest first, with a delete button where the policy allows it, and the form. */
export function Comments({ post }: { post: TPost }) {
  const comments = post.comments ?? [];
  const [deleting, setDeleting] = useState<TComment | null>(null);
  const needsServer = useNeedsServer();
  const remove = useDeleteComment(post.id);

  return (
    <section aria-labelledby="comments-title" className="mt-4">
      <h2 id="comments-title" className="h5 mb-3">
        {t.commentsTitle} <span className="text-secondary fw-normal">({comments.length})</span>
      </h2>
      {comments.length === 0 ? (
        <p className="text-secondary">{t.noComments}</p>
      ) : (
        <ul className="list-unstyled mb-4 post-comments">
          {comments.map((c) => (
            <li key={c.id} className="post-comment">
              <div className="d-flex align-items-start justify-content-between gap-2">
                <PostAuthor person={c} createdAt={c.created_at} size={32} />
                {c.can_delete && (
                  <Button variant="link" size="sm" className="text-danger p-0 flex-shrink-0" onClick={() => setDeleting(c)}
                    aria-label={t.deleteCommentOf(authorName(c))} {...needsServer()}>
                    {t.delete}
                  </Button>
                )}
              </div>
              <p className="pre-wrap mb-0 mt-1 post-comment__text">{c.content}</p>
            </li>
          ))}
        </ul>
      )}
      <CommentForm postId={post.id} />
      <DeleteConfirm
        target={deleting}
        texts={t.deleteCommentDialog}
        failureText={t.commentDeleteFailed}
        mutation={remove}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

/** A new comment; the button stays disabled while the text is blank. */
function CommentForm({ postId }: { postId: number }) {
  const [content, setContent] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateComment(postId);
  const busy = create.isPending;
  const needsServer = useNeedsServer();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!content.trim() || busy) return;
    setFailure(null);
    create.mutate(content.trim(), {
      onSuccess: () => setContent(''),
      onError: (error) => setFailure(failureMessage(error, t.commentFailed)),
    });
  }

  return (
    <Form onSubmit={submit} noValidate>
      {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
      <Form.Group controlId="comment-content" className="mb-2">
        <Form.Label className="visually-hidden">{t.commentLabel}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          maxLength={postLimits.comment}
          placeholder={t.commentPlaceholder}
          disabled={busy}
        />
      </Form.Group>
      <div className="text-end">
        <Button type="submit" {...needsServer(!content.trim() || busy)}>
          {busy && <InlineSpinner />}
          {busy ? t.sending : t.sendComment}
        </Button>
      </div>
    </Form>
  );
}
