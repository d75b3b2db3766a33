import { songsUi, type TSong } from '@zborovodja/contracts';
import { formatDay } from '@/lib/day-format.ts';

/** When the song was last sung and how often in the last year (issue 22), or that it never was. */
export function LastSung({ song, compact = false }: { song: Pick<TSong, 'last_sung' | 'times_sung_12m'>; compact?: boolean }) {
  if (!song.last_sung) return <small className="text-secondary">{songsUi.neverSung}</small>;
  const times = song.times_sung_12m > 0 ? songsUi.timesSung12m(song.times_sung_12m) : '';
  // The desktop table keeps the column narrow: the count is in the tooltip there.
  return (
    <small title={[songsUi.lastSung(formatDay(song.last_sung)), times].filter(Boolean).join(', ')}>
      {formatDay(song.last_sung)}
      {times && !compact && <span className="text-secondary"> · {times}</span>}
    </small>
  );
}
