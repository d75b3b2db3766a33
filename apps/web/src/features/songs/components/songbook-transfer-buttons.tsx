import Button from 'react-bootstrap/Button';
import { songsUi, type TSongCollection } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { exportUrl } from '../api/import-songs.ts';
import type { SongActions } from '../hooks/use-song-dialogs.ts';
import { type SongScope } from '../utils.ts';
import { LazyImportDialog } from './song-dialogs.tsx';

const t = songsUi;

/** "Uvozi pesmi" (for who may import into the collection on screen) and "Izvozi pesmarico" (issue 60). */
export function SongbookTransferButtons({ scope, collection, actions, size }: { scope: SongScope; collection: TSongCollection | undefined; actions: SongActions; size?: 'sm' }) {
  const needsServer = useNeedsServer();
  if (!collection) return null;
  const offline = needsServer();
  return (
    <>
      {collection.can_import && (
        <Button variant="outline-primary" size={size} onClick={actions.importSongs} onPointerEnter={LazyImportDialog.warm} onFocus={LazyImportDialog.warm} {...needsServer()}>
          {t.importButton}
        </Button>
      )}
      {/* A link the browser downloads itself: the ZIP streams to disk, never through the page's memory. */}
      <a className={`btn btn-outline-secondary${size ? ` btn-${size}` : ''}${offline.disabled ? ' disabled' : ''}`} href={exportUrl(scope)} download title={offline.title ?? t.exportHint} aria-disabled={offline.disabled || undefined}>
        {t.exportButton}
      </a>
    </>
  );
}
