import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { partFilesUi } from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { acceptOf, checkUpload, uploadRules } from '@/lib/upload-check.ts';

const t = partFilesUi;

interface PartFileUploadProps {
  /** Uploads the checked file; the owner keeps the mutation (this form unmounts once the song has a file). */
  onUpload: (file: File) => void;
  busy: boolean;
  /** 0–100 while sending. */
  progress: number;
  onCancel?: () => void;
}

/** Choose a file (checked here with the server's messages), then upload it with real progress. */
export function PartFileUpload({ onUpload, busy, progress, onCancel }: PartFileUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  function choose(chosen: File | null) {
    setFile(chosen);
    setError(chosen ? checkUpload(chosen, uploadRules.partFile) : null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkUpload(file, uploadRules.partFile);
    setError(problem);
    if (problem || !file) return;
    onUpload(file);
  }

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group controlId="part-file-input" className="mb-3">
        <Form.Label>{t.choose}</Form.Label>
        <Form.Control
          type="file"
          accept={acceptOf(uploadRules.partFile)}
          onChange={(e) => choose((e.target as HTMLInputElement).files?.[0] ?? null)}
          isInvalid={!!error}
          disabled={busy}
          aria-describedby="part-file-help"
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        <Form.Text id="part-file-help">{t.help}</Form.Text>
      </Form.Group>
      {busy && (
        <div className="mb-3">
          <ProgressBar now={progress} label={`${progress} %`} aria-label={t.progress} aria-valuenow={progress} animated={progress >= 100} />
        </div>
      )}
      <div className="d-flex gap-2 justify-content-end">
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>{t.cancelReplace}</Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy && <InlineSpinner />}
          {busy ? t.uploading : t.upload}
        </Button>
      </div>
    </Form>
  );
}
