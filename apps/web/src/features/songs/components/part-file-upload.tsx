import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { ui, type TSong } from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { checkPartFile, partFileAccept } from '@/lib/part-files.ts';
import { useUploadPartFile } from '../api/upload-part-file.ts';

const t = ui.songs.partFile;

interface PartFileUploadProps {
  songId: number;
  onUploaded: (message: string, song: TSong) => void;
  onFailed: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
  onCancel?: () => void;
}

/** Choose a file (checked here with the server's messages), then upload it with real progress. */
export function PartFileUpload({ songId, onUploaded, onFailed, onBusyChange, onCancel }: PartFileUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadPartFile(setProgress);
  const busy = upload.isPending;

  function choose(chosen: File | null) {
    setFile(chosen);
    setError(chosen ? checkPartFile(chosen) : null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkPartFile(file);
    setError(problem);
    if (problem || !file) return;
    setProgress(0);
    onBusyChange(true);
    upload.mutate(
      { songId, file },
      {
        onSuccess: (result) => onUploaded(result.message || t.uploaded, result.song),
        onError: (e) => onFailed(errorMessage(e, t.uploadFailed)),
        onSettled: () => onBusyChange(false),
      },
    );
  }

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group controlId="part-file-input" className="mb-3">
        <Form.Label>{t.choose}</Form.Label>
        <Form.Control
          type="file"
          accept={partFileAccept}
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
