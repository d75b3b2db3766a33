import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, useParams } from 'react-router';
import { liturgyMessages, songStatsUi, type TSongStatRow } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { parseCommunityId, useCommunity } from '@/lib/communities.ts';
import { addDaysIso, formatDay } from '@/lib/day-format.ts';
import { hrefs } from '@/lib/paths.ts';
import { useSongStats } from '../api/song-stats.ts';
import { SongHistoryModal } from '../components/song-history-modal.tsx';

const t = songStatsUi;

/** One song: a button that opens its history; how often in the last year and when last. */
function SongRow({ song, times, onOpen }: { song: TSongStatRow; times?: number; onOpen: (s: TSongStatRow) => void }) {
  const count = times ?? song.times_sung_12m;
  return (
    <ListGroup.Item action as="button" type="button" onClick={() => onOpen(song)} className="d-flex align-items-center gap-2"
      aria-label={t.openHistory(song.title)} data-testid="song-stat-row">
      <span className="me-auto min-w-0">
        <span className="d-block text-break fw-semibold text-body">{song.title}</span>
        <small className="text-secondary">
          {song.category} · {song.last_sung ? t.lastSung(formatDay(song.last_sung)) : t.neverSung}
        </small>
      </span>
      {count > 0 && <span className="badge text-bg-primary" title={t.timesLabel(count)}>{t.times(count)}</span>}
    </ListGroup.Item>
  );
}

function Rows({ songs, empty, onOpen }: { songs: (TSongStatRow & { times?: number })[]; empty: string; onOpen: (s: TSongStatRow) => void }) {
  if (!songs.length) return <p className="text-secondary my-3">{empty}</p>;
  return (
    <ListGroup variant="flush">
      {songs.map((s) => <SongRow key={s.song_id} song={s} times={s.times} onOpen={onOpen} />)}
    </ListGroup>
  );
}

/** /community/{id}/song-stats: 'Statistika pesmi' (issue 22), the group's members only. */
export function SongStatsPage() {
  const id = parseCommunityId(useParams().communityId);
  const community = useCommunity(id);
  const stats = useSongStats(id);
  const [open, setOpen] = useState<TSongStatRow | null>(null);

  const back = (
    <Link to={hrefs.community(id)} className="d-inline-block mb-3 small">
      ← {t.back}
    </Link>
  );
  if (id && stats.isPending) return <PageSpinner />;
  if (!id || stats.isError) {
    const status = !id ? 404 : stats.error instanceof ApiError ? stats.error.status : 0;
    return (
      <section className="narrow-page">
        {back}
        <ErrorState
          message={status === 404 ? t.notFound : status === 403 ? t.forbidden : t.loadFailed}
          onRetry={status === 404 || status === 403 ? undefined : () => stats.refetch()}
        />
      </section>
    );
  }
  const data = stats.data!;
  return (
    <section className="narrow-page">
      {back}
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-3 p-md-4">
          <h1 className="h3 mb-1">{t.title}</h1>
          {community.data && <p className="text-secondary mb-1">{community.data.name}</p>}
          <p className="small text-secondary">{t.intro(formatDay(data.since), formatDay(addDaysIso(data.today, -1)))}</p>
          <Tabs defaultActiveKey="most" id="song-stats-tabs" className="mb-2" transition={false}>
            <Tab eventKey="most" title={t.tabs.most}>
              <Rows songs={data.most_sung} empty={t.emptyMost} onOpen={setOpen} />
            </Tab>
            <Tab eventKey="not-sung" title={t.tabs.notSung}>
              <Rows songs={data.not_sung} empty={t.emptyNotSung} onOpen={setOpen} />
            </Tab>
            <Tab eventKey="seasons" title={t.tabs.seasons}>
              {data.seasons.length === 0 ? (
                <p className="text-secondary my-3">{t.emptySeasons}</p>
              ) : (
                data.seasons.map((s) => (
                  <section key={s.season} className="mt-3" aria-labelledby={`season-${s.season}`}>
                    <h2 id={`season-${s.season}`} className="h6 d-flex gap-2">
                      <span className="me-auto">{liturgyMessages.seasons[s.season]}</span>
                      <span className="text-secondary fw-normal">{t.seasonTimes(s.times)}</span>
                    </h2>
                    <Rows songs={s.songs} empty="" onOpen={setOpen} />
                  </section>
                ))
              )}
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
      <SongHistoryModal communityId={id} song={open} onClose={() => setOpen(null)} />
    </section>
  );
}
