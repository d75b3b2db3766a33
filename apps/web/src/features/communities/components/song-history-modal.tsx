import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { commonUi, songStatsUi, type TSongStatRow } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { formatDay } from '@/lib/day-format.ts';
import { useSongHistory } from '../api/song-stats.ts';

const t = songStatsUi;

/** One song's history: every past event the caller may see whose setlist held it, newest first. */
export function SongHistoryModal({ communityId, song, onClose }: { communityId: number; song: TSongStatRow | null; onClose: () => void }) {
  const history = useSongHistory(communityId, song?.song_id ?? null);
  return (
    <Modal show={song !== null} onHide={onClose} centered scrollable aria-labelledby="song-history-title">
      <Modal.Header closeButton closeLabel={commonUi.close}>
        <Modal.Title id="song-history-title" as="h2" className="h5">
          {t.history}: {song?.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {history.isError ? (
          <ErrorState message={t.historyFailed} onRetry={() => history.refetch()} />
        ) : history.isPending ? (
          <div className="text-center py-3"><Spinner animation="border" size="sm" /></div>
        ) : history.data.entries.length === 0 ? (
          <p className="text-secondary mb-0">{t.historyEmpty}</p>
        ) : (
          <Table size="sm" className="mb-0" data-testid="song-history">
            <thead>
              <tr>
                <th scope="col">{t.columns.date}</th>
                <th scope="col">{t.columns.event}</th>
                <th scope="col">{t.columns.role}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.entries.map((e) => (
                <tr key={e.event_id} data-testid="song-history-row">
                  <td className="text-nowrap">{formatDay(e.date)}</td>
                  <td className="text-break">{e.event_title}</td>
                  <td>{e.role || t.noRole}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Modal.Body>
    </Modal>
  );
}
