import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { dashboardUi, type TEvent, type TSetlistSong } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { LazySongPartViewer } from '@/components/part-viewer/lazy-song-part-viewer.tsx';
import { useSetlist } from '@/lib/events.ts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { CommentIcon, SheetIcon } from '../shared/event-icons.tsx';
import { truncate } from '../shared/setlist-draft.ts';
import { LazySetlistEditorModal } from '../lazy-event-parts.tsx';
import { StandLinks } from '../shared/stand-links.tsx';

const t = dashboardUi.setlist;
/** Comment tooltips are cut at 100 characters (spec §9). */
const COMMENT_TOOLTIP_MAX = 100;

/** The event's setlist, in order, with roles, comments and the sheet music of each song. */
export function SetlistSection({ event }: { event: TEvent }) {
  const setlist = useSetlist(event.setlist_id);
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState<TSetlistSong | null>(null);
  const songs = setlist.data?.songs ?? [];
  const headingId = `event-${event.id}-setlist`;
  const needsServer = useNeedsServer();

  return (
    <section aria-labelledby={headingId} className="event-section">
      <div className="event-section__head mb-2">
        <h3 id={headingId} className="h6 text-uppercase text-secondary mb-0 me-auto">{t.title}</h3>
        {songs.length > 0 && <StandLinks eventId={event.id} />}
        {event.can_edit && (
          <Button size="sm" variant="outline-primary" onClick={() => setEditing(true)} {...needsServer(!!event.setlist_id && setlist.isPending)}>
            {t.edit}
          </Button>
        )}
      </div>
      {setlist.data?.warnings && setlist.data.warnings.length > 0 && (
        <div className="alert alert-warning py-2 small" data-testid="setlist-warnings">
          {setlist.data.warnings.map((w) => <div key={w}>{w}</div>)}
        </div>
      )}
      {!event.setlist_id ? (
        <p className="text-secondary small mb-0">{t.none}</p>
      ) : setlist.isPending ? (
        <PageSpinner />
      ) : setlist.isError ? (
        <ErrorState message={t.loadFailed} onRetry={() => setlist.refetch()} />
      ) : songs.length === 0 ? (
        <p className="text-secondary small mb-0">{t.empty}</p>
      ) : (
        <ol className="list-group list-group-numbered setlist-songs" aria-label={t.songsLabel}>
          {songs.map((song) => (
            <li key={song.song_id} className="list-group-item d-flex align-items-start gap-2">
              <div className="ms-1 me-auto min-w-0">
                <div className="fw-semibold text-break">{song.title}</div>
                <div className="d-flex flex-wrap align-items-center gap-1 small text-secondary">
                  {song.song_role && <Badge bg="primary" className="setlist-role">{song.song_role}</Badge>}
                  {song.composer && <span>{song.composer}</span>}
                  {(song.item_key || song.key) && <span className={song.item_key ? 'fw-semibold' : undefined}>· {song.item_key || song.key}</span>}
                </div>
              </div>
              {song.comment && (
                <OverlayTrigger placement="top" overlay={<Tooltip id={`comment-${event.id}-${song.song_id}`}>{truncate(song.comment, COMMENT_TOOLTIP_MAX)}</Tooltip>}>
                  <span className="setlist-comment text-secondary" tabIndex={0} role="img" aria-label={`${t.commentLabel(song.title)}: ${song.comment}`}>
                    <CommentIcon size={18} />
                  </span>
                </OverlayTrigger>
              )}
              {song.has_part_file && (
                <Button size="sm" variant="outline-secondary" onClick={() => setViewing(song)} aria-label={t.openSheetLabel(song.title)} title={t.openSheetLabel(song.title)}>
                  <SheetIcon size={16} /> <span className="ms-1">{t.openSheet}</span>
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {editing && (
        <LazySetlistEditorModal event={event} setlist={setlist.data ?? null} onHide={() => setEditing(false)} />
      )}
      {viewing && (
        <LazySongPartViewer
          songId={viewing.song_id}
          title={viewing.title}
          fileType={viewing.part_file_type}
          fileName={viewing.part_file_name}
          notes={viewing.notes}
          onClose={() => setViewing(null)}
        />
      )}
    </section>
  );
}
