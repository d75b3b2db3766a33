import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { commonUi, dashboardUi, eventsUi, type TEvent } from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { acceptOf, checkUpload, uploadRules } from '@/lib/upload-check.ts';
import { headerImageUrl, useDeleteHeaderImage, useUploadHeaderImage } from '../../api/header-image.ts';

const t = dashboardUi.headerImage;
const m = eventsUi.headerImage;

export interface HeaderImageModalProps {
  show: boolean;
  event: TEvent;
  onHide(): void;
}

/** Upload, replace or remove the event's header image, with a real progress bar. */
export function HeaderImageModal({ show, event, onHide }: HeaderImageModalProps) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="header-image-title">
      {show && <HeaderImageForm event={event} onHide={onHide} />}
    </Modal>
  );
}

function HeaderImageForm({ event, onHide }: { event: TEvent; onHide(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadHeaderImage(setProgress);
  const remove = useDeleteHeaderImage();
  const busy = upload.isPending || remove.isPending;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problem = checkUpload(file, uploadRules.headerImage);
    setFailure(problem);
    if (problem || !file) return;
    setProgress(0);
    upload.mutate(
      { eventId: event.id, file },
      {
        onSuccess: () => onHide(),
        onError: (error) => {
          setProgress(null);
          setFailure(errorMessage(error, m.uploadFailed));
        },
      },
    );
  }

  function removeImage() {
    setFailure(null);
    remove.mutate(event.id, { onError: (error) => setFailure(errorMessage(error, m.deleteFailed)) });
  }

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Header closeButton={!busy} closeLabel={commonUi.close}>
        <Modal.Title id="header-image-title" as="h2" className="h5">{t.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
        <h3 className="h6">{t.current}</h3>
        {event.has_header_image ? (
          <div className="mb-3">
            <img src={headerImageUrl(event)} alt={dashboardUi.card.headerImageAlt(event.title)} className="header-image-preview rounded mb-2" />
            <div>
              <Button variant="outline-danger" size="sm" onClick={removeImage} disabled={busy}>
                {remove.isPending && <InlineSpinner />}
                {remove.isPending ? t.removing : t.remove}
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-secondary small">{t.none}</p>
        )}
        <Form.Group controlId="header-image-file" className="mb-2">
          <Form.Label>{t.choose}</Form.Label>
          <Form.Control type="file" accept={acceptOf(uploadRules.headerImage)} disabled={busy} aria-describedby="header-image-help"
            onChange={(e) => {
              const chosen = (e.target as HTMLInputElement).files?.[0] ?? null;
              setFile(chosen);
              setFailure(chosen ? checkUpload(chosen, uploadRules.headerImage) : null);
            }} />
          <Form.Text id="header-image-help">{t.help}</Form.Text>
        </Form.Group>
        {progress !== null && (
          <ProgressBar now={progress} label={`${progress} %`} aria-label={t.progress} className="mt-3" />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>{eventsUi.cancel}</Button>
        <Button type="submit" disabled={busy}>
          {upload.isPending && <InlineSpinner />}
          {upload.isPending ? t.uploading : t.upload}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
