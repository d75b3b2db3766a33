import { useId, useMemo, useRef, useState, type DragEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { commonUi, songImportLimits, songbookTransferUi, type TSongImportRow } from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { previewImport, useImportSongs } from '../api/import-songs.ts';
import { categoryOptions, type SongScope } from '../utils.ts';
import './import-dialog.css';

const t = songbookTransferUi;

const statusVariant: Record<TSongImportRow['status'], string> = { new: 'success', attach: 'primary', duplicate: 'secondary', refused: 'danger' };
const importable = (row: TSongImportRow) => row.status === 'new' || row.status === 'attach';

/** Every file under a dropped folder (Chromium's and Firefox's entries API); plain files as they are. */
async function droppedFiles(transfer: DataTransfer): Promise<File[]> {
  const entries = [...transfer.items].map((item) => (item.kind === 'file' ? (item.webkitGetAsEntry?.() ?? null) : null));
  // A drop without entries (some browsers, synthetic drops) still carries its files.
  if (!entries.some((e) => e?.isDirectory)) return [...transfer.files];
  const out: File[] = [];
  const walk = async (entry: FileSystemEntry): Promise<void> => {
    if (entry.isFile) out.push(await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject)));
    else if (entry.isDirectory) {
      const reader = (entry as FileSystemDirectoryEntry).createReader();
      // readEntries answers in batches (100 in Chromium) until an empty one.
      for (;;) {
        const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
        if (!batch.length) break;
        for (const child of batch) await walk(child);
      }
    }
  };
  for (const entry of entries) if (entry) await walk(entry);
  return out;
}

type Step = { kind: 'choose'; error: string | null } | { kind: 'reading'; progress: number } | { kind: 'preview'; rows: TSongImportRow[] };

interface ImportDialogProps {
  scope: SongScope;
  songbookName: string;
  onClose: () => void;
  onImported: (message: string) => void;
}

/**
 * "Uvozi pesmi" (issue 60): files chosen or dropped (a folder's too) go to the server for a
 * preview, read by the parsers the import uses; the person unticks rows and may set one category;
 * "Uvozi" sends the same files again with the chosen rows, and the server writes all or nothing.
 */
export function ImportDialog({ scope, songbookName, onClose, onImported }: ImportDialogProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [step, setStep] = useState<Step>({ kind: 'choose', error: null });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [category, setCategory] = useState('');
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const importSongs = useImportSongs(setProgress);
  const busy = step.kind === 'reading' || importSongs.isPending;

  async function read(list: File[]) {
    if (!list.length) return;
    const total = list.reduce((n, f) => n + f.size, 0);
    if (list.length > songImportLimits.files) return setStep({ kind: 'choose', error: t.tooManyFiles });
    if (total > songImportLimits.totalBytes) return setStep({ kind: 'choose', error: t.tooLarge });
    setFiles(list);
    setFailure(null);
    setStep({ kind: 'reading', progress: 0 });
    try {
      const { rows } = await previewImport(scope, list, (p) => setStep({ kind: 'reading', progress: p }));
      setChosen(new Set(rows.filter(importable).map((r) => r.key)));
      setStep({ kind: 'preview', rows });
    } catch (error) {
      setStep({ kind: 'choose', error: errorMessage(error, t.previewFailed) });
    }
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void droppedFiles(event.dataTransfer).then(read);
  }

  function submit() {
    if (!chosen.size) return setFailure(t.nothingSelected);
    setFailure(null);
    setProgress(0);
    importSongs.mutate(
      { scope, files, options: { selected: [...chosen], category: category || null } },
      { onSuccess: (result) => onImported(result.message), onError: (error) => setFailure(errorMessage(error, t.failed)) },
    );
  }

  const rows = useMemo(() => (step.kind === 'preview' ? step.rows : []), [step]);
  const counts = useMemo(() => {
    const picked = rows.filter((r) => chosen.has(r.key));
    return { created: picked.filter((r) => r.status === 'new').length, attached: picked.filter((r) => r.status === 'attach').length, skipped: rows.length - picked.length };
  }, [rows, chosen]);
  const toggle = (key: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <Modal show onHide={busy ? undefined : onClose} size="lg" fullscreen="md-down" scrollable aria-labelledby={`${ids}-title`} backdrop={busy ? 'static' : true}>
      <Modal.Header closeButton={!busy} closeLabel={commonUi.close}>
        <Modal.Title id={`${ids}-title`} as="h2" className="h5">
          {t.title(songbookName)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {step.kind !== 'preview' && (
          <>
            <div
              className={`song-import-drop${dragging ? ' is-dragging' : ''}`}
              data-testid="song-import-drop"
              onDragEnter={(e) => (e.preventDefault(), setDragging(true))}
              onDragOver={(e) => e.preventDefault()}
              onDragLeave={() => setDragging(false)}
              onDrop={drop}
            >
              <p className="fw-semibold mb-1">{t.dropTitle}</p>
              <p className="small text-secondary mb-2">{t.dropOr}</p>
              <Button variant="outline-primary" onClick={() => input.current?.click()} disabled={busy}>
                {t.choose}
              </Button>
              <input
                ref={input}
                type="file"
                multiple
                hidden
                aria-label={t.choose}
                accept=".cho,.chordpro,.chopro,.crd,.pro,.xml,.csv,.zip,.pdf,.jpg,.jpeg,.png,.gif,.tif,.tiff"
                onChange={(e) => void read([...(e.target.files ?? [])])}
              />
            </div>
            <p className="small text-secondary mt-3 mb-1">{t.formats}</p>
            <p className="small fw-semibold mb-0">{t.limits}</p>
            {step.kind === 'choose' && step.error && (
              <Alert variant="danger" className="mt-3 mb-0">
                {step.error}
              </Alert>
            )}
            {step.kind === 'reading' && (
              <div className="mt-3" aria-live="polite">
                <div className="small mb-1">{step.progress < 100 ? t.uploading(step.progress) : t.reading}</div>
                <ProgressBar now={step.progress} animated={step.progress >= 100} aria-label={t.selectedFiles(files.length)} />
              </div>
            )}
          </>
        )}
        {step.kind === 'preview' && (
          <>
            <p className="mb-2">{t.previewIntro}</p>
            <Form.Group controlId={`${ids}-category`} className="mb-3">
              <Form.Label className="small fw-semibold">{t.category}</Form.Label>
              <Form.Select size="sm" value={category} onChange={(e) => setCategory(e.target.value)} disabled={busy}>
                <option value="">{t.categoryFromFiles}</option>
                {categoryOptions().map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <p className="small text-secondary mb-2" aria-live="polite">
              {t.summary(counts.created, counts.attached, counts.skipped)}
            </p>
            <ListGroup className="song-import-rows">
              {rows.map((row) => (
                <ListGroup.Item key={row.key} className="d-flex gap-2 align-items-start" data-testid="song-import-row">
                  <Form.Check
                    className="mt-1"
                    id={`${ids}-${row.key}`}
                    aria-label={t.rowLabel(row.source)}
                    checked={chosen.has(row.key)}
                    disabled={!importable(row) || busy}
                    onChange={(e) => toggle(row.key, e.target.checked)}
                  />
                  <div className="flex-grow-1 min-w-0">
                    <div className="d-flex flex-wrap align-items-center gap-2">
                      <span className="fw-semibold text-break">{row.title ?? row.source}</span>
                      {row.composer && <span className="small text-secondary">{row.composer}</span>}
                      <Badge bg={statusVariant[row.status]} className="ms-auto">
                        {t.status[row.status]}
                      </Badge>
                    </div>
                    <div className="small text-secondary text-break">{row.source}</div>
                    {row.status === 'attach' && row.target_title && <div className="small">{t.attachTo(row.target_title)}</div>}
                    {row.reason && <div className={`small ${row.status === 'refused' ? 'text-danger' : 'text-secondary'}`}>{row.reason}</div>}
                  </div>
                </ListGroup.Item>
              ))}
            </ListGroup>
          </>
        )}
        {failure && (
          <Alert variant="danger" className="mt-3 mb-0">
            {failure}
          </Alert>
        )}
        {importSongs.isPending && (
          <div className="mt-3" aria-live="polite">
            <div className="small mb-1">{progress < 100 ? t.uploading(progress) : t.importing}</div>
            <ProgressBar now={progress} animated={progress >= 100} aria-label={t.importing} />
          </div>
        )}
      </Modal.Body>
      {step.kind === 'preview' && (
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setStep({ kind: 'choose', error: null })} disabled={busy}>
            {t.back}
          </Button>
          <Button onClick={submit} disabled={busy || !chosen.size}>
            {importSongs.isPending && <InlineSpinner />}
            {t.submit(chosen.size)}
          </Button>
        </Modal.Footer>
      )}
    </Modal>
  );
}
