import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { songsUi } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { PlusIcon } from '@/components/ui/icons.tsx';
import { PaginationBar } from '@/components/ui/pagination-bar.tsx';
import type { Songbook } from '../hooks/use-songbook.ts';
import { CategoryFilter, SongSearch } from './song-filters.tsx';
import { SongTable } from './song-table.tsx';
import { showingText, songsListState } from './songs-states.tsx';
import { OwnerSelect } from './owner-select.tsx';
import { SongbookTransferButtons } from './songbook-transfer-buttons.tsx';
import { collectionScope } from '../utils.ts';

const t = songsUi;

function StatCard({ label, value, hint }: { label: string; value: number | undefined; hint: string }) {
  return (
    <Card className="shadow-sm songs-stat">
      <Card.Body>
        <div className="small text-secondary text-uppercase fw-semibold">{label}</div>
        <div className="songs-stat__value" aria-live="polite">{value ?? '–'}</div>
        <div className="small text-secondary">{hint}</div>
      </Card.Body>
    </Card>
  );
}

/** Desktop songbook (≥ 992 px): filters and a sortable table, side cards with the counts. */
export function SongsDesktop({ book }: { book: Songbook }) {
  const { list, collectionList, actions, flash } = book;
  const needsServer = useNeedsServer();
  const data = list.query.data;
  const state = songsListState(book);
  const collection = collectionList.find((c) => collectionScope(c) === list.params.scope);
  // With a search or category filter the response counts matches; the card keeps the collection's size.
  const filtered = !!list.params.search || !!list.params.category;
  const total = filtered ? (collection?.song_count ?? data?.total) : data?.total;

  return (
    <section className="songs-page">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <div className="me-auto">
          <h1 className="h3 mb-1">{t.title}</h1>
          <p className="text-secondary mb-0">{t.intro}</p>
        </div>
        <SongbookTransferButtons scope={list.params.scope} collection={collection} actions={actions} />
        <Button onClick={actions.add} className="d-inline-flex align-items-center gap-1" {...needsServer()}>
          <PlusIcon size={18} /> {t.add}
        </Button>
      </div>
      <FlashAlert flash={flash.flash} onClose={flash.clear} />
      <Row className="g-4">
        <Col lg={9}>
          <Card className="shadow-sm">
            <Card.Body className="border-bottom">
              <Row className="g-3">
                <Col md={4}>
                  <OwnerSelect value={list.params.scope} collections={collectionList} onChange={list.setScope} />
                  {book.collections.isError && <div className="small text-danger mt-1">{t.collectionsFailed}</div>}
                </Col>
                <Col md={5}>
                  <SongSearch id="songs-search" value={list.searchText} onChange={list.setSearchText} />
                </Col>
                <Col md={3}>
                  <CategoryFilter id="songs-category" value={list.params.category} categories={data?.categories} onChange={list.setCategory} />
                </Col>
              </Row>
            </Card.Body>
            {state ?? (
              <div className={list.query.isPlaceholderData ? 'is-refreshing' : undefined} aria-busy={list.query.isFetching}>
                <SongTable songs={data!.songs} sort={list.params} onSort={list.sortBy} actions={actions} />
              </div>
            )}
            {!state && data && (
              <Card.Footer className="bg-white d-flex flex-wrap align-items-center justify-content-between gap-2">
                <span className="small text-secondary">{showingText(data)}</span>
                <PaginationBar page={data.page} pageCount={data.pages} onChange={list.goToPage} size="sm" />
              </Card.Footer>
            )}
          </Card>
        </Col>
        <Col lg={3}>
          <div className="d-grid gap-3">
            <StatCard label={t.totalCount} value={total} hint={t.totalHint} />
            <StatCard label={t.ownCount} value={data?.own_count} hint={t.ownHint} />
          </div>
        </Col>
      </Row>
    </section>
  );
}
