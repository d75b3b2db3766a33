import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { Link } from 'react-router';
import { partFilesUi, practiceKindOf, practiceTrackVoices, practiceUi, type TPracticeTrackVoice, type TSong } from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatFileSize } from '@/lib/format.ts';
import { fileExtension } from '@/lib/part-files.ts';
import { hrefs } from '@/lib/paths.ts';
import { canPractise } from '@/lib/practice-files.ts';
import { acceptOf, checkUpload, uploadRules } from '@/lib/upload-check.ts';
import { usePracticeFileMutations } from '../api/practice-files.ts';

const t = practiceUi;

/** Whether a chosen file is a recording (its voice is asked for): by its type or, failing that, its name. */
const isRecording = (file: File | null) => !!file && (file.type.startsWith('audio/') && !/midi/.test(file.type) ? true : practiceKindOf(fileExtension(file.name)) === 'audio');

/**
 * A song's files to practise with (issue 59), beside its sheet music: the way into "Vadi svoj
 * glas", and for an editor the files themselves: upload (a score, a MIDI file, a recording for a
 * voice or for all) and delete.
 */
export function PracticeFilesSection({ song }: { song: TSong }) {
  const [file, setFile] = useState<File | null>(null);
  const [voice, setVoice] = useState<TPracticeTrackVoice>('all');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [progress, setProgress] = useState(0);
  const [inputKey, setInputKey] = useState(0);
  const { upload, remove } = usePracticeFileMutations(setProgress);
  const busy = upload.isPending || remove.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkUpload(file, uploadRules.practice);
    setError(problem);
    if (problem || !file) return;
    setStatus(null);
    setProgress(0);
    upload.mutate(
      { songId: song.id, file, voice: isRecording(file) ? voice : null },
      {
        onSuccess: (result) => {
          setFile(null);
          setInputKey((k) => k + 1);
          setStatus({ ok: true, text: result.message });
        },
        onError: (e) => setStatus({ ok: false, text: errorMessage(e, partFilesUi.uploadFailed) }),
      },
    );
  }

  function removeFile(fileId: number) {
    if (!window.confirm(t.deleteConfirm)) return;
    setStatus(null);
    remove.mutate({ songId: song.id, fileId }, {
      onSuccess: (result) => setStatus({ ok: true, text: result.message }),
      onError: (e) => setStatus({ ok: false, text: errorMessage(e, partFilesUi.deleteFailed) }),
    });
  }

  if (!song.can_edit && !canPractise(song)) return null;
  return (
    <section className="border-top mt-3 pt-3" aria-labelledby="practice-files-title" data-testid="practice-files">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h3 id="practice-files-title" className="h6 mb-0 me-auto">{t.files}</h3>
        {canPractise(song) && <Link className="btn btn-sm btn-success" to={hrefs.songPractice(song.id)}>{t.open}</Link>}
      </div>
      {song.practice_files.length > 0 && (
        <ul className="list-unstyled small mb-3">
          {song.practice_files.map((f) => (
            <li key={f.id} className="d-flex align-items-center gap-2 py-1">
              <span className="text-break me-auto">
                <span className="fw-semibold">{t.kinds[f.kind]}</span>
                {f.voice && <> · {t.voices[f.voice]}</>} · {f.name} <span className="text-secondary">({formatFileSize(f.size)})</span>
              </span>
              {song.can_edit && (
                <Button size="sm" variant="outline-danger" onClick={() => removeFile(f.id)} disabled={busy} aria-label={t.delete(f.name)} title={t.delete(f.name)}>×</Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {status && <p className={`small ${status.ok ? 'text-success' : 'text-danger'}`} role="status">{status.text}</p>}
      {song.can_edit && (
        <Form noValidate onSubmit={submit}>
          <Form.Group controlId="practice-file-input" className="mb-2">
            <Form.Label className="small">{t.fileInput}</Form.Label>
            <Form.Control
              key={inputKey}
              type="file"
              size="sm"
              accept={acceptOf(uploadRules.practice)}
              onChange={(e) => {
                const chosen = (e.target as HTMLInputElement).files?.[0] ?? null;
                setFile(chosen);
                setError(chosen ? checkUpload(chosen, uploadRules.practice) : null);
              }}
              isInvalid={!!error}
              disabled={busy}
              aria-describedby="practice-file-help"
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
            <Form.Text id="practice-file-help">{t.filesHelp}</Form.Text>
          </Form.Group>
          {isRecording(file) && (
            <Form.Group controlId="practice-file-voice" className="mb-2">
              <Form.Label className="small">{t.trackVoice}</Form.Label>
              <Form.Select size="sm" value={voice} onChange={(e) => setVoice(e.target.value as TPracticeTrackVoice)} disabled={busy}>
                {practiceTrackVoices.map((v) => (
                  <option key={v} value={v}>{t.voices[v]}</option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          {upload.isPending && <ProgressBar now={progress} label={`${progress} %`} aria-label={partFilesUi.progress} className="mb-2" />}
          <div className="d-flex justify-content-end">
            <Button type="submit" size="sm" disabled={busy}>
              {upload.isPending && <InlineSpinner />}
              {upload.isPending ? t.uploading : t.upload}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
