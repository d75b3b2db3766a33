import { songsUi, type TSong } from '@zborovodja/contracts';
import { formatDay } from '@/lib/format.ts';

/** When the song was last sung and how often in the last year (issue 22), or that it never was. */
export function LastSung({ song }: { song: Pick<TSong, 'last_sung' | 'times_sung_12m'> }) {
  if (!song.last_sung) return <small className="text-secondary">{songsUi.neverSung}</small>;
  return (
    <small title={songsUi.lastSung(formatDay(song.last_sung))}>
      {formatDay(song.last_sung)}
      {song.times_sung_12m > 0 && <span className="text-secondary"> · {songsUi.timesSung12m(song.times_sung_12m)}</span>}
    </small>
  );
}
