import { Suspense } from 'react';
import Modal from 'react-bootstrap/Modal';
import { commonUi, songsUi, type TSong, type TSongCollection, type TSongListItem } from '@zborovodja/contracts';
import { PartViewer } from '@/components/part-viewer/part-viewer.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { lazyWithPreload } from '@/lib/lazy-component.ts';
import type { FlashVariant } from '@/hooks/use-flash.ts';
import { partFileUrl } from '@/lib/part-files.ts';
import { useDeleteSong } from '../api/delete-song.ts';
import { useSong } from '../api/get-song.ts';
import type { SongActions, SongDialog } from '../hooks/use-song-dialogs.ts';
import { PERSONAL_SCOPE, type SongScope } from '../utils.ts';
import { PartFileModal } from './part-file-modal.tsx';
import { SongModal } from './song-modal.tsx';
import { SongPreviewModal } from './song-preview-modal.tsx';

const t = songsUi;

/** The import dialog is its own chunk (issue 60): the songbook page does not carry it. */
export const LazyImportDialog = lazyWithPreload(() => import('./import-dialog.tsx'), (m) => m.ImportDialog);

interface SongDialogsProps {
  dialog: SongDialog;
  actions: SongActions;
  collections: TSongCollection[];
  scope: SongScope;
  notify: (variant: FlashVariant, text: string) => void;
  /** After a save the list shows the songbook the song went to (issue 58, #4). */
  showScope: (scope: SongScope) => void;
}

/** The songbook's modals (add/edit, notes, preview, viewer, delete), one at a time. */
export function SongDialogs({ dialog, actions, collections, scope, notify, showScope }: SongDialogsProps) {
  const remove = useDeleteSong();
  if (!dialog) return null;

  if (dialog.kind === 'import') {
    const collection = collections.find((c) => c.id === scope);
    return (
      <Suspense fallback={null}>
        <LazyImportDialog.Component
          scope={scope}
          songbookName={collection?.name ?? t.personal}
          onClose={actions.close}
          onImported={(message) => {
            actions.close();
            notify('success', message);
          }}
        />
      </Suspense>
    );
  }

  if (dialog.kind === 'add' || dialog.kind === 'edit') {
    const form = {
      collections,
      scope,
      onClose: actions.close,
      onSaved: (message: string, saved: TSong) => {
        actions.close();
        notify('success', message);
        const to: SongScope = saved.owner_type === 'community' ? `community:${saved.owner_id}` : PERSONAL_SCOPE;
        if (to !== scope) showScope(to);
      },
    };
    return dialog.kind === 'edit' ? <EditSong song={dialog.song} {...form} /> : <SongModal song={null} {...form} />;
  }
  const { song } = dialog;
  switch (dialog.kind) {
    case 'part':
      return <PartFileModal song={song} onOpen={actions.view} onClose={actions.close} />;
    case 'preview':
      return <SongPreviewModal song={song} onOpenNotes={actions.view} onEdit={actions.edit} onClose={actions.close} />;
    case 'view':
      return <SongPartViewer song={song} onClose={actions.close} />;
    case 'delete':
      return (
        <ConfirmDialog
          show
          title={t.deleteTitle}
          confirmLabel={t.deleteButton}
          busyLabel={t.deleting}
          busy={remove.isPending}
          onCancel={actions.close}
          onConfirm={() =>
            remove.mutate(song.id, {
              onSuccess: (result) => {
                actions.close();
                notify('success', result?.message || t.deleted);
              },
              onError: () => {
                actions.close();
                notify('danger', t.deleteFailed);
              },
            })
          }
        >
          <p className="mb-1">{t.deleteConfirm}</p>
          <p className="fw-semibold mb-0">{song.title}</p>
        </ConfirmDialog>
      );
  }
}

type EditSongProps = Omit<Parameters<typeof SongModal>[0], 'song'> & { song: TSongListItem };

/**
 * The edit form opens on the song's own read: a list's row has no lyrics or notes, and a form
 * filled from it would erase them on save. Until the read answers, a modal says so.
 */
function EditSong({ song: initial, ...form }: EditSongProps) {
  const { full, failed, retry } = useSong(initial);
  if (full) return <SongModal song={full} {...form} />;
  return (
    <Modal show onHide={form.onClose} centered aria-labelledby="song-loading-title">
      <Modal.Header closeButton closeLabel={commonUi.close}>
        <Modal.Title id="song-loading-title" as="h2" className="h5">
          {t.editTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{failed ? <ErrorState message={t.songLoadFailed} onRetry={() => void retry()} /> : <PageSpinner label={t.loadingSong} />}</Modal.Body>
    </Modal>
  );
}

/** The sheet music full screen, with the song's notes once its own read answers (a list's row has none). */
function SongPartViewer({ song: initial, onClose }: { song: TSongListItem; onClose: () => void }) {
  const { song, full } = useSong(initial);
  return (
    <PartViewer
      title={song.title}
      fileUrl={partFileUrl(song.id)}
      downloadUrl={partFileUrl(song.id, true)}
      fileType={song.part_file_type}
      fileName={song.part_file_name}
      notes={full?.notes ?? null}
      onClose={onClose}
    />
  );
}
