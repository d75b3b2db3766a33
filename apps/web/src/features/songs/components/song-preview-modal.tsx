import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { commonUi, songsUi, type TSongListItem } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { useNeedsServer } from '@/pwa/connection.ts';
import { MusicIcon } from '@/components/ui/icons.tsx';
import { SongLyrics } from '@/components/song-lyrics/song-lyrics.tsx';
import { useSong } from '../api/get-song.ts';
import { formatDay } from '@/lib/day-format.ts';
import { CategoryBadge } from './category-badge.tsx';
import { Link } from 'react-router';
import { practiceUi } from '@zborovodja/contracts';
import { hrefs } from '@/lib/paths.ts';
import { canPractise } from '@/lib/practice-files.ts';

const t = songsUi;

interface SongPreviewModalProps {
  song: TSongListItem;
  onOpenNotes: (song: TSongListItem) => void;
  onEdit: (song: TSongListItem) => void;
  onClose: () => void;
}

/** A song's details, lyrics and notes (read when it opens: the list has neither), with a way into its sheet music. */
export function SongPreviewModal({ song: initial, onOpenNotes, onEdit, onClose }: SongPreviewModalProps) {
  const { song, full, failed, retry } = useSong(initial);
  const needsServer = useNeedsServer();
  const facts: [string, string | null][] = [
    [t.fields.composer, song.composer],
    [t.fields.key, song.key],
    [t.fields.tempo, song.tempo],
  ];
  return (
    <Modal show onHide={onClose} size="lg" centered scrollable aria-labelledby="song-preview-title">
      <Modal.Header closeButton closeLabel={commonUi.close}>
        <Modal.Title id="song-preview-title" as="h2" className="h5">{song.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <CategoryBadge category={song.category} />
          <span className="small text-secondary">
            {song.owner_type === 'community' && song.community_name ? t.communitySong(song.community_name) : t.personalSong}
          </span>
          <span className="small" data-testid="song-last-sung">
            {song.last_sung ? t.lastSung(formatDay(song.last_sung)) : t.neverSung}
            {song.times_sung_12m > 0 && <span className="text-secondary"> · {t.timesSung12m(song.times_sung_12m)}</span>}
          </span>
        </div>
        <dl className="song-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="song-facts__row">
              <dt>{label}</dt>
              <dd>{value || t.noValue}</dd>
            </div>
          ))}
        </dl>
        <h3 className="h6 mt-4">{t.fields.lyrics}</h3>
        {full ? (
          <>
            {full.lyrics ? <SongLyrics lyrics={full.lyrics} songKey={full.key} notation={full.chord_notation} transposable /> : <p className="text-secondary">{t.noLyrics}</p>}
            {full.notes && (
              <>
                <h3 className="h6 mt-4">{t.fields.notes}</h3>
                <p className="pre-wrap mb-0">{full.notes}</p>
              </>
            )}
          </>
        ) : failed ? (
          <ErrorState message={t.songLoadFailed} onRetry={() => void retry()} />
        ) : (
          <p className="text-secondary d-flex align-items-center" role="status">
            <InlineSpinner />
            {t.loadingSong}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        {song.can_edit && <Button variant="outline-secondary" onClick={() => onEdit(song)} className="me-auto" {...needsServer()}>{t.edit}</Button>}
        {canPractise(full) && (
          <Link className="btn btn-success" to={hrefs.songPractice(song.id)}>{practiceUi.open}</Link>
        )}
        {song.has_part_file && (
          <Button variant="primary" onClick={() => onOpenNotes(song)}>
            <MusicIcon size={16} /> <span className="ms-1">{t.openNotes}</span>
          </Button>
        )}
        <Button variant="outline-secondary" onClick={onClose}>{commonUi.close}</Button>
      </Modal.Footer>
    </Modal>
  );
}
