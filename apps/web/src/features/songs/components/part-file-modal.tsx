import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { commonUi, partFilesUi, type TSongListItem } from '@zborovodja/contracts';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { MusicIcon } from '@/components/ui/icons.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDateTime, formatFileSize } from '@/lib/format.ts';
import { partFileUrl } from '@/lib/part-files.ts';
import { useDeletePartFile } from '../api/delete-part-file.ts';
import { useSong } from '../api/get-song.ts';
import { useUploadPartFile } from '../api/upload-part-file.ts';
import { PartFileUpload } from './part-file-upload.tsx';
import { PracticeFilesSection } from './practice-files-section.tsx';

const t = partFilesUi;

interface PartFileModalProps {
  song: TSongListItem;
  onOpen: (song: TSongListItem) => void;
  onClose: () => void;
}

/** Uploading (first or replacing) and deleting the song's file, each with its outcome in a flash. */
function usePartFileActions(song: TSongListItem) {
  const [replacing, setReplacing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState(0);
  const flash = useFlash();
  const { show, clear } = flash;
  const upload = useUploadPartFile(setProgress);
  const remove = useDeletePartFile();

  function startUpload(file: File) {
    clear();
    setProgress(0);
    upload.mutate(
      { songId: song.id, file },
      {
        onSuccess: (result) => {
          setReplacing(false);
          show('success', result.message || t.uploaded);
        },
        onError: (error) => show('danger', errorMessage(error, t.uploadFailed)),
      },
    );
  }

  function confirmDelete() {
    clear();
    remove.mutate(song.id, {
      onSuccess: (result) => {
        setConfirming(false);
        show('success', result.message || t.deleted);
      },
      onError: (error) => {
        setConfirming(false);
        show('danger', errorMessage(error, t.deleteFailed));
      },
    });
  }

  return {
    replacing, setReplacing, confirming, setConfirming, progress, flash, startUpload, confirmDelete,
    uploading: upload.isPending, deleting: remove.isPending, busy: upload.isPending || remove.isPending,
  };
}

/** The file's name, size and upload time. */
function PartFileSummary({ song }: { song: TSongListItem }) {
  return (
    <div className="part-file-summary mb-3">
      <span className="part-file-summary__icon" aria-hidden="true"><MusicIcon /></span>
      <dl className="mb-0">
        <dt className="visually-hidden">{t.name}</dt>
        <dd className="fw-semibold text-break mb-1">{song.part_file_name}</dd>
        <dt className="visually-hidden">{t.size}</dt>
        <dd className="small text-secondary mb-0">
          {song.part_file_size !== null && formatFileSize(song.part_file_size)}
          {song.part_file_uploaded_at && <> · {t.uploadedAt} {formatDateTime(song.part_file_uploaded_at)}</>}
        </dd>
      </dl>
    </div>
  );
}

/** The file the song has: open, download, and for an editor replace and delete (asked first). */
function ExistingPartFile({ song, actions, uploadForm, onOpen }: { song: TSongListItem; actions: ReturnType<typeof usePartFileActions>; uploadForm: ReactNode; onOpen: (song: TSongListItem) => void }) {
  const { replacing, busy, deleting } = actions;
  return (
    <>
      <PartFileSummary song={song} />
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={() => onOpen(song)} disabled={busy}>{t.open}</Button>
        <a className="btn btn-outline-secondary" href={partFileUrl(song.id, true)} download={song.part_file_name ?? true}>
          {t.download}
        </a>
        {song.can_edit && !replacing && (
          <>
            <Button variant="outline-primary" onClick={() => actions.setReplacing(true)} disabled={busy}>{t.replace}</Button>
            <Button variant="outline-danger" onClick={() => actions.setConfirming(true)} disabled={busy} className="ms-sm-auto">{t.delete}</Button>
          </>
        )}
      </div>
      {actions.confirming && (
        <Alert variant="warning" className="mt-3 mb-0" role="alertdialog" aria-labelledby="part-file-delete-text">
          <p id="part-file-delete-text" className="mb-2">{t.deleteConfirm}</p>
          <div className="d-flex gap-2 justify-content-end">
            <Button size="sm" variant="outline-secondary" onClick={() => actions.setConfirming(false)} disabled={deleting}>
              {commonUi.cancel}
            </Button>
            <Button size="sm" variant="danger" onClick={actions.confirmDelete} disabled={deleting}>
              {deleting ? t.deleting : t.delete}
            </Button>
          </div>
        </Alert>
      )}
      {replacing && <div className="border-top mt-3 pt-3">{uploadForm}</div>}
    </>
  );
}

/** Upload notes for a song, or see, open, replace and delete the file it has (spec §2). */
export function PartFileModal({ song: initial, onOpen, onClose }: PartFileModalProps) {
  const { song, full } = useSong(initial);
  const actions = usePartFileActions(song);
  const { flash, clear } = actions.flash;
  const { busy, replacing } = actions;

  const uploadForm = (
    <PartFileUpload
      onUpload={actions.startUpload}
      busy={actions.uploading}
      progress={actions.progress}
      onCancel={replacing ? () => actions.setReplacing(false) : undefined}
    />
  );

  let body;
  if (!song.has_part_file) {
    body = song.can_edit ? (
      <>
        <p className="text-secondary">{t.none}</p>
        {uploadForm}
      </>
    ) : (
      <p className="text-secondary mb-0">{t.noneReadOnly}</p>
    );
  } else {
    body = <ExistingPartFile song={song} actions={actions} uploadForm={uploadForm} onOpen={onOpen} />;
  }

  return (
    <Modal show onHide={busy ? undefined : onClose} centered backdrop={busy ? 'static' : true} aria-labelledby="part-file-modal-title">
      <Modal.Header closeButton={!busy} closeLabel={commonUi.close}>
        <Modal.Title id="part-file-modal-title" as="h2" className="h5 text-truncate">{t.for(song.title)}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FlashAlert flash={flash} onClose={clear} />
        {body}
        {full && <PracticeFilesSection song={full} />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={busy}>{commonUi.close}</Button>
      </Modal.Footer>
    </Modal>
  );
}
