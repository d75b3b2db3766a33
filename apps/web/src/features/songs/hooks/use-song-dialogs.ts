import { useMemo, useState } from 'react';
import type { TSongListItem } from '@zborovodja/contracts';

/** The one dialog open at a time on the songbook page, with the song it concerns. */
export type SongDialog =
  | { kind: 'add' }
  /** Issue 60: the songbook's import, for the collection on screen. */
  | { kind: 'import' }
  | { kind: 'edit' | 'part' | 'preview' | 'view' | 'delete'; song: TSongListItem }
  | null;

export interface SongActions {
  add: () => void;
  importSongs: () => void;
  edit: (song: TSongListItem) => void;
  partFile: (song: TSongListItem) => void;
  preview: (song: TSongListItem) => void;
  /** The full-screen part viewer. */
  view: (song: TSongListItem) => void;
  remove: (song: TSongListItem) => void;
  close: () => void;
}

export function useSongDialogs() {
  const [dialog, setDialog] = useState<SongDialog>(null);
  const actions = useMemo<SongActions>(
    () => ({
      add: () => setDialog({ kind: 'add' }),
      importSongs: () => setDialog({ kind: 'import' }),
      edit: (song) => setDialog({ kind: 'edit', song }),
      partFile: (song) => setDialog({ kind: 'part', song }),
      preview: (song) => setDialog({ kind: 'preview', song }),
      view: (song) => setDialog({ kind: 'view', song }),
      remove: (song) => setDialog({ kind: 'delete', song }),
      close: () => setDialog(null),
    }),
    [],
  );
  return { dialog, actions };
}
