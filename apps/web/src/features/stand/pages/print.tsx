import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { standUi } from '@zborovodja/contracts';
import { SongLyrics } from '@/components/song-lyrics/song-lyrics.tsx';
import { formatLongDate } from '@/lib/dates.ts';
import { hrefs } from '@/lib/paths.ts';
import { useStandData } from '../use-stand-data.ts';
import '../print.css';

const t = standUi.print;

/**
 * A setlist for paper (issue 25): the event, then each song with its role, title, key and lyrics
 * with chords (in the entry's own key), one song per page. The app's bars are hidden in print.
 */
export function PrintPage() {
  const eventId = Number(useParams().eventId);
  const { event, songs, isPending, isError, songsSettled } = useStandData(eventId);

  useEffect(() => {
    document.body.classList.add('zb-print');
    return () => document.body.classList.remove('zb-print');
  }, []);

  if (isPending) return <p className="text-secondary">{standUi.stand.loading}</p>;
  if (isError || !event.data) return <p className="text-danger">{standUi.stand.loadFailed}</p>;
  const e = event.data;
  return (
    <article className="print-setlist" data-testid="print-setlist" data-ready={songsSettled ? 'true' : 'false'}>
      <div className="d-flex gap-2 mb-3 d-print-none">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>{t.print}</button>
        <Link to={hrefs.dashboardEvent(eventId)} className="btn btn-outline-secondary">{t.back}</Link>
      </div>
      <header className="print-setlist__event">
        <h1 className="h3 mb-1">{e.title}</h1>
        <p className="mb-0">
          {formatLongDate(e.date)}{e.time ? `, ${e.time.slice(0, 5)}` : ''}{e.location ? ` · ${e.location}` : ''}
        </p>
        {e.community_name && <p className="mb-0 text-secondary">{e.community_name}</p>}
      </header>
      {songs.length === 0 && <p>{t.empty}</p>}
      {songs.map(({ entry, song, key }, i) => (
        <section key={entry.song_id} className="print-song">
          <h2 className="h4 print-song__title">
            <span className="print-song__number">{i + 1}.</span>
            {entry.song_role && <span className="print-song__role">{entry.song_role}: </span>}
            {entry.title}
          </h2>
          <p className="print-song__meta">
            {key && <span>{t.key}: <strong>{key}</strong></span>}
            {entry.composer && <span>{entry.composer}</span>}
          </p>
          {entry.comment && <p className="print-song__comment">{entry.comment}</p>}
          {song?.lyrics ? (
            <SongLyrics lyrics={song.lyrics} songKey={song.key} toKey={entry.item_key} notation={song.chord_notation} className="print-song__lyrics" />
          ) : (
            <p className="text-secondary">{t.noLyrics}</p>
          )}
        </section>
      ))}
    </article>
  );
}

export default PrintPage;
