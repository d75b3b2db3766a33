import { useQueries } from '@tanstack/react-query';
import type { TSetlistSong, TSong } from '@zborovodja/contracts';
import { useEvent, useSetlist } from '@/lib/events.ts';
import { songQueryOptions } from '@/lib/songs.ts';

export interface StandSong {
  entry: TSetlistSong;
  /** The song's details (lyrics) when the viewer may read the song; undefined while loading or when not. */
  song: TSong | undefined;
  /** The song's own read is still on its way. */
  loading: boolean;
  /** The key it is sung in: the entry's own, else the song's. */
  key: string | null;
}

/** An event, its setlist in order, and each song's lyrics: what the music stand and the print view show. */
export function useStandData(eventId: number) {
  const event = useEvent(eventId);
  const setlist = useSetlist(event.data?.setlist_id);
  const entries = [...(setlist.data?.songs ?? [])].sort((a, b) => a.order - b.order);
  const details = useQueries({
    queries: entries.map((e) => ({ ...songQueryOptions(e.song_id), retry: false, staleTime: 60_000 })),
  });
  const songs: StandSong[] = entries.map((entry, i) => ({ entry, song: details[i]?.data, loading: !!details[i]?.isPending, key: entry.item_key || entry.key }));
  const songsSettled = details.every((d) => !d.isPending);
  return {
    event,
    setlist,
    songs,
    isPending: event.isPending || (!!event.data?.setlist_id && setlist.isPending),
    songsSettled,
    isError: event.isError || setlist.isError,
  };
}
