import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { performersUi, type TPerformer, ZPerformerRequest } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { useSavePerformer, useUploadPerformerImage } from '@/components/performers/performer-backend.ts';
import { ApiError, failureText } from '@/lib/api-client.ts';
import { issuesByField } from '@/lib/schema-errors.ts';
import { acceptOf, checkUpload, uploadRules } from '@/lib/upload-check.ts';
import { communityPerformers } from '../api/performers.ts';

const t = performersUi;
const c = t.communityPage;
type Field = 'name' | 'description';

interface ItemProps {
  performer: TPerformer;
  onDelete: () => void;
  onMessage: (variant: 'success' | 'danger', message: string) => void;
}

/** Inline edit of a performer's name and description; closes itself once saved. */
function PerformerEditForm({ performer, onClose, onMessage }: { performer: TPerformer; onClose: () => void; onMessage: ItemProps['onMessage'] }) {
  const needsServer = useNeedsServer();
  const [values, setValues] = useState({ name: performer.name, description: performer.description ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSavePerformer(communityPerformers, () => {});
  const id = performer.id;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = issuesByField<Field>(ZPerformerRequest, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { performer, communityId: performer.community_id, name: values.name.trim(), description: values.description.trim(), imageUrl: performer.image_url, file: null },
      {
        onSuccess: (result) => {
          onClose();
          onMessage('success', result.message || t.updated);
        },
        onError: (error) => setFailure(failureText(t.updateFailed, error)),
      },
    );
  }

  return (
    <Form noValidate onSubmit={submit}>
      {failure && <Alert variant="danger" role="alert" className="py-2">{failure}</Alert>}
      <Form.Group className="mb-2" controlId={`performer-${id}-name`}>
        <Form.Label className="small mb-1">{c.name}</Form.Label>
        <Form.Control
          size="sm"
          value={values.name}
          required
          autoFocus
          onChange={(e) => {
            setValues((v) => ({ ...v, name: e.target.value }));
            setErrors(({ name: _, ...rest }) => rest);
          }}
          isInvalid={!!errors.name}
        />
        <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-2" controlId={`performer-${id}-description`}>
        <Form.Label className="small mb-1">{c.description}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          size="sm"
          value={values.description}
          onChange={(e) => {
            setValues((v) => ({ ...v, description: e.target.value }));
            setErrors(({ description: _, ...rest }) => rest);
          }}
          isInvalid={!!errors.description}
        />
        <Form.Control.Feedback type="invalid">{errors.description}</Form.Control.Feedback>
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" size="sm" {...needsServer(save.isPending)}>
          {save.isPending ? c.saving : c.save}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onClose} disabled={save.isPending}>
          {c.cancel}
        </Button>
      </div>
    </Form>
  );
}

/** The performer's image: chosen, checked and uploaded at once, with its progress. */
function PerformerImageUpload({ performer, onMessage }: { performer: TPerformer; onMessage: ItemProps['onMessage'] }) {
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPerformerImage(communityPerformers, performer, setProgress);

  function chooseFile(input: HTMLInputElement) {
    const file = input.files?.[0] ?? null;
    setImageError(null);
    if (!file) return;
    input.value = '';
    const problem = checkUpload(file, uploadRules.picture);
    if (problem) return setImageError(problem);
    upload.mutate(file, {
      onSuccess: () => onMessage('success', c.imageUploaded),
      onError: (error) =>
        setImageError(
          t.uploadFailed(error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message),
        ),
    });
  }

  return (
    <>
      <Form.Group className="mt-2" controlId={`performer-${performer.id}-image`}>
        <Form.Label className="small mb-1">{c.imageFor(performer.name)}</Form.Label>
        <Form.Control
          type="file"
          size="sm"
          accept={acceptOf(uploadRules.picture)}
          onChange={(e) => chooseFile(e.target as HTMLInputElement)}
          isInvalid={!!imageError}
          disabled={upload.isPending}
        />
        <Form.Control.Feedback type="invalid">{imageError}</Form.Control.Feedback>
      </Form.Group>
      {progress !== null && (
        <ProgressBar className="mt-2" now={progress} label={`${progress} %`} aria-label={t.uploadProgress} />
      )}
    </>
  );
}

/** One performer of /community/{id}/performers: read mode, or inline edit of name and description; image upload. */
export function CommunityPerformerItem({ performer, onDelete, onMessage }: ItemProps) {
  const needsServer = useNeedsServer();
  const [editing, setEditing] = useState(false);
  return (
    <ListGroup.Item as="li" data-testid="community-performer" className="community-performer py-3">
      <div className="d-flex gap-3 align-items-start">
        {performer.image_url ? (
          <img src={performer.image_url} alt={t.imageAlt(performer.name)} className="community-performer__thumb" />
        ) : (
          <div className="community-performer__thumb community-performer__placeholder">{t.noImage}</div>
        )}
        <div className="flex-grow-1 min-w-0">
          {editing ? (
            <PerformerEditForm performer={performer} onClose={() => setEditing(false)} onMessage={onMessage} />
          ) : (
            <>
              <h2 className="h6 mb-1 text-break">{performer.name}</h2>
              <p className={`mb-2 small pre-wrap text-break${performer.description ? '' : ' text-secondary fst-italic'}`}>
                {performer.description || t.noDescription}
              </p>
              <div className="d-flex flex-wrap gap-2">
                <Button size="sm" variant="outline-primary" onClick={() => setEditing(true)} {...needsServer()}>{c.edit}</Button>
                <Button size="sm" variant="outline-danger" onClick={onDelete} {...needsServer()}>{c.delete}</Button>
              </div>
            </>
          )}
          <PerformerImageUpload performer={performer} onMessage={onMessage} />
        </div>
      </div>
    </ListGroup.Item>
  );
}
