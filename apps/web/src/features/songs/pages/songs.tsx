import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { SongDialogs } from '../components/song-dialogs.tsx';
import { SongsDesktop } from '../components/songs-desktop.tsx';
import { SongsMobile } from '../components/songs-mobile.tsx';
import { useSongbook } from '../hooks/use-songbook.ts';
import '../songs.css';

/** /songs: the songbook (Pesmarica), desktop or mobile layout over one shared state. */
export function SongsPage() {
  const isMobile = useIsMobile();
  const book = useSongbook(isMobile);
  return (
    <>
      {isMobile ? <SongsMobile book={book} /> : <SongsDesktop book={book} />}
      <SongDialogs
        dialog={book.dialog}
        actions={book.actions}
        collections={book.collectionList}
        scope={book.list.params.scope}
        notify={book.flash.show}
        showScope={book.list.setScope}
      />
    </>
  );
}
