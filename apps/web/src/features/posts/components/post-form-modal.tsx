import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { commonUi, postLimits, postsUi, type TPost } from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { useSavePost } from '../api/save-post.ts';
import { failureMessage } from '../utils.ts';
import { useFocusFirstError } from '@/lib/focus-first-error.ts';

const t = postsUi;
const f = t.form;

interface PostFormModalProps {
  /** The post to edit; null writes a new one in `communityId`. */
  post: TPost | null;
  communityId: number | null;
  onSaved: (message: string, post: TPost) => void;
  onClose: () => void;
}

/** Write or edit a post: an optional title and the text; Objavi stays disabled while the text is blank. */
export function PostFormModal({ post, communityId, onSaved, onClose }: PostFormModalProps) {
  const [title, setTitle] = useState(post?.title ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, failure);
  const save = useSavePost();
  const busy = save.isPending;
  const blank = content.trim() === '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank || busy) return;
    setFailure(null);
    const input = { title: title.trim() || null, content: content.trim(), ...(post ? {} : { community_id: communityId }) };
    save.mutate(
      { id: post?.id ?? null, input },
      {
        onSuccess: (result) => onSaved(result.message, result.post),
        onError: (error) => setFailure(failureMessage(error, t.saveFailed)),
      },
    );
  }

  return (
    <Modal show onHide={busy ? undefined : onClose} size="lg" centered scrollable backdrop={busy ? 'static' : true} aria-labelledby="post-modal-title">
      <Form ref={formRef} noValidate onSubmit={submit} className="d-flex flex-column overflow-hidden">
        <Modal.Header closeButton={!busy} closeLabel={commonUi.close}>
          <Modal.Title id="post-modal-title" as="h2" className="h5">{post ? f.editTitle : f.createTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
          <Form.Group className="mb-3" controlId="post-title">
            <Form.Label>
              {f.title} <span className="text-secondary small">({commonUi.optional})</span>
            </Form.Label>
            <Form.Control value={title} onChange={(e) => setTitle(e.target.value)} maxLength={postLimits.title} disabled={busy} autoFocus />
          </Form.Group>
          <Form.Group controlId="post-content">
            <Form.Label>
              {f.content}
              <span className="text-danger" aria-hidden="true"> *</span>
            </Form.Label>
            <Form.Control
              as="textarea"
              rows={8}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              maxLength={postLimits.content}
              placeholder={f.contentPlaceholder}
              required
              disabled={busy}
              aria-describedby="post-content-count"
            />
            <Form.Text id="post-content-count" className="d-block text-end">{f.counter(content.length, postLimits.content)}</Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>{commonUi.cancel}</Button>
          <Button type="submit" disabled={blank || busy}>
            {busy && <InlineSpinner />}
            {post ? (busy ? f.saving : f.save) : busy ? f.publishing : f.publish}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
