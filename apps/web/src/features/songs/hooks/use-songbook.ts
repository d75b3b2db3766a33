import { songLimits } from '@zborovodja/contracts';
import { useFlash } from '@/hooks/use-flash.ts';
import { useSongCollections } from '../api/get-song-collections.ts';
import { useSongDialogs } from './use-song-dialogs.ts';
import { useSongList } from './use-song-list.ts';

/** Songs per page on a phone: a short list to scroll, the rest a page away. */
export const MOBILE_PAGE_SIZE = 20;

/** Everything the songbook screen shares between its desktop and mobile layouts. */
export function useSongbook(isMobile: boolean) {
  const list = useSongList(isMobile ? MOBILE_PAGE_SIZE : songLimits.pageSizeDefault);
  const collections = useSongCollections();
  const { dialog, actions } = useSongDialogs();
  const flash = useFlash();
  return { list, collections, collectionList: collections.data ?? [], dialog, actions, flash };
}

export type Songbook = ReturnType<typeof useSongbook>;
