import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { commonUi, performersUi, type TPerformer, ZPerformerRequest } from '@zborovodja/contracts';
import { failureText } from '@/lib/api-client.ts';
import { acceptOf, checkUpload, uploadRules } from '@/lib/upload-check.ts';
import { issuesByField } from '@/lib/schema-errors.ts';
import { ImageUploadError, useSavePerformer, type PerformerBackend } from './performer-backend.ts';

const t = performersUi;
type Field = 'name' | 'description' | 'community' | 'image';

interface PerformerModalProps {
  backend: PerformerBackend;
  /** The performer to edit; null for Create New Performer. */
  performer: TPerformer | null;
  communities: { id: number; name: string }[];
  defaultCommunityId: number | null;
  onSaved: (message: string) => void;
  onClose: () => void;
  /** The failure's first words; the admin console says "Failed to save performer" (spec §8 Admin). */
  failurePrefix?: string;
}

/** The form's values and errors, the chosen image (checked at once), and the save with its upload. */
function usePerformerForm({ backend, performer: initial, communities, defaultCommunityId, onSaved, failurePrefix }: PerformerModalProps) {
  // After a create whose image upload failed, the modal goes on editing the created performer.
  const [performer, setPerformer] = useState<TPerformer | null>(initial);
  const [values, setValues] = useState({
    name: initial?.name ?? '',
    description: initial?.description ?? '',
    communityId: initial?.community_id ?? defaultCommunityId ?? communities[0]?.id ?? 0,
    removeImage: false,
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSavePerformer(backend, setProgress);

  function chooseFile(chosen: File | null) {
    setErrors(({ image: _, ...rest }) => rest);
    const problem = chosen && checkUpload(chosen, uploadRules.picture);
    if (problem) {
      setFile(null);
      setErrors((e) => ({ ...e, image: problem }));
      return;
    }
    setFile(chosen);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = issuesByField<Field>(ZPerformerRequest, {
      name: values.name,
      description: values.description,
    });
    if (!performer && !values.communityId) found.community = t.communityRequired;
    if (errors.image) found.image = errors.image;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        performer,
        communityId: values.communityId,
        name: values.name.trim(),
        description: values.description.trim(),
        imageUrl: values.removeImage ? '' : (performer?.image_url ?? null),
        file,
      },
      {
        onSuccess: (result) => onSaved(result.message),
        onError: (error) => {
          if (error instanceof ImageUploadError) {
            setPerformer(error.saved);
            setValues((v) => ({ ...v, removeImage: false }));
            setFailure(t.uploadFailed(error.message));
          } else {
            setFailure(failureText(failurePrefix ?? (performer ? t.updateFailed : t.createFailed), error));
          }
        },
      },
    );
  }

  return { performer, values, setValues, file, chooseFile, errors, setErrors, failure, progress, submit, busy: save.isPending };
}

type PerformerForm = ReturnType<typeof usePerformerForm>;

/** Name and description, and for a new performer its community. */
function PerformerTextFields({ form, communities }: { form: PerformerForm; communities: PerformerModalProps['communities'] }) {
  const { values, setValues, errors, setErrors, busy } = form;
  return (
    <>
      <Form.Group className="mb-3" controlId="performer-name">
        <Form.Label>{t.name}</Form.Label>
        <Form.Control
          value={values.name}
          onChange={(e) => {
            setValues((v) => ({ ...v, name: e.target.value }));
            setErrors(({ name: _, ...rest }) => rest);
          }}
          isInvalid={!!errors.name}
          disabled={busy}
          autoFocus
        />
        <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="performer-description">
        <Form.Label>{t.description}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={values.description}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
          isInvalid={!!errors.description}
          disabled={busy}
        />
        <Form.Control.Feedback type="invalid">{errors.description}</Form.Control.Feedback>
      </Form.Group>
      {!form.performer && (
        <Form.Group className="mb-3" controlId="performer-community">
          <Form.Label>{t.community}</Form.Label>
          <Form.Select
            value={values.communityId || ''}
            onChange={(e) => {
              setValues((v) => ({ ...v, communityId: Number(e.target.value) }));
              setErrors(({ community: _, ...rest }) => rest);
            }}
            isInvalid={!!errors.community}
            disabled={busy}
          >
            <option value="">{t.chooseCommunity}</option>
            {communities.map((c) => (
              <option key={c.id} value={c.id}>{c.name}</option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.community}</Form.Control.Feedback>
        </Form.Group>
      )}
    </>
  );
}

/** The current image, the file to upload, 'remove the image', and the upload's progress. */
function PerformerImageFields({ form }: { form: PerformerForm }) {
  const { performer, values, setValues, file, errors, busy, progress } = form;
  return (
    <>
      {performer?.image_url && !values.removeImage && (
        <img src={performer.image_url} alt={t.imageAlt(performer.name)} className="performer-modal__preview mb-2" />
      )}
      <Form.Group className="mb-2" controlId="performer-image">
        <Form.Label>{t.image}</Form.Label>
        <Form.Control
          type="file"
          accept={acceptOf(uploadRules.picture)}
          onChange={(e) => form.chooseFile((e.target as HTMLInputElement).files?.[0] ?? null)}
          isInvalid={!!errors.image}
          disabled={busy}
          aria-describedby="performer-image-help"
        />
        <Form.Control.Feedback type="invalid">{errors.image}</Form.Control.Feedback>
        <Form.Text id="performer-image-help">{t.imageHelp}</Form.Text>
      </Form.Group>
      {performer?.image_url && !file && (
        <Form.Check
          type="checkbox"
          id="performer-remove-image"
          label={t.removeImage}
          checked={values.removeImage}
          onChange={(e) => setValues((v) => ({ ...v, removeImage: e.target.checked }))}
          disabled={busy}
        />
      )}
      {progress !== null && (
        <div className="mt-3">
          <div className="small text-secondary mb-1">{t.uploading}</div>
          <ProgressBar now={progress} label={`${progress} %`} aria-label={t.uploadProgress} />
        </div>
      )}
    </>
  );
}

/** Create New Performer / Edit Performer. The image is uploaded after the save, with a progress bar. */
export function PerformerModal(props: PerformerModalProps) {
  const { performer: initial, communities, onClose } = props;
  const form = usePerformerForm(props);
  const { performer, failure, progress, busy } = form;
  const title = initial ? t.editTitle : t.createTitle;
  return (
    <Modal show onHide={busy ? undefined : onClose} centered backdrop={busy ? 'static' : true} aria-labelledby="performer-modal-title">
      <Form noValidate onSubmit={form.submit}>
        <Modal.Header closeButton={!busy} closeLabel={commonUi.close}>
          <Modal.Title id="performer-modal-title" as="h2" className="h5">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
          <PerformerTextFields form={form} communities={communities} />
          <PerformerImageFields form={form} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>{commonUi.cancel}</Button>
          <Button type="submit" disabled={busy}>
            {busy ? (progress !== null ? t.uploading : t.saving) : performer ? t.save : t.create}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
