import { songsUi, type TSongCollection } from '@zborovodja/contracts';
import { PartViewer } from '@/components/part-viewer/part-viewer.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import type { FlashVariant } from '@/hooks/use-flash.ts';
import { partFileUrl } from '@/lib/part-files.ts';
import { useDeleteSong } from '../api/delete-song.ts';
import type { SongActions, SongDialog } from '../hooks/use-song-dialogs.ts';
import type { SongScope } from '../utils.ts';
import { PartFileModal } from './part-file-modal.tsx';
import { SongModal } from './song-modal.tsx';
import { SongPreviewModal } from './song-preview-modal.tsx';

const t = songsUi;

interface SongDialogsProps {
  dialog: SongDialog;
  actions: SongActions;
  collections: TSongCollection[];
  scope: SongScope;
  notify: (variant: FlashVariant, text: string) => void;
}

/** The songbook's modals (add/edit, notes, preview, viewer, delete), one at a time. */
export function SongDialogs({ dialog, actions, collections, scope, notify }: SongDialogsProps) {
  const remove = useDeleteSong();
  if (!dialog) return null;

  if (dialog.kind === 'add' || dialog.kind === 'edit') {
    return (
      <SongModal
        song={dialog.kind === 'edit' ? dialog.song : null}
        collections={collections}
        scope={scope}
        onClose={actions.close}
        onSaved={(message) => {
          actions.close();
          notify('success', message);
        }}
      />
    );
  }
  const { song } = dialog;
  switch (dialog.kind) {
    case 'part':
      return <PartFileModal song={song} onOpen={actions.view} onClose={actions.close} />;
    case 'preview':
      return <SongPreviewModal song={song} onOpenNotes={actions.view} onEdit={actions.edit} onClose={actions.close} />;
    case 'view':
      return (
        <PartViewer
          title={song.title}
          fileUrl={partFileUrl(song.id)}
          downloadUrl={partFileUrl(song.id, true)}
          fileType={song.part_file_type}
          fileName={song.part_file_name}
          notes={song.notes}
          onClose={actions.close}
        />
      );
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
