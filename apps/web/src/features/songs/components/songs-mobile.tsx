import ListGroup from 'react-bootstrap/ListGroup';
import Nav from 'react-bootstrap/Nav';
import { songsUi } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { PlusIcon } from '@/components/ui/icons.tsx';
import { PaginationBar } from '@/components/ui/pagination-bar.tsx';
import type { Songbook } from '../hooks/use-songbook.ts';
import { collectionScope, PERSONAL_SCOPE } from '../utils.ts';
import { scopeOptions } from './owner-select.tsx';
import { CategoryFilter, SongSearch } from './song-filters.tsx';
import { SongListItem } from './song-list-item.tsx';
import { showingText, songsListState } from './songs-states.tsx';
import { SortMenu } from './sort-menu.tsx';
import { SongbookTransferButtons } from './songbook-transfer-buttons.tsx';

const t = songsUi;

/** Mobile songbook (< 992 px): collection tabs, search, sort menu, a paged list and an add button. */
export function SongsMobile({ book }: { book: Songbook }) {
  const { list, collectionList, actions, flash } = book;
  const needsServer = useNeedsServer();
  const data = list.query.data;
  const state = songsListState(book);
  const options = scopeOptions(collectionList).map((o) => (o.scope === PERSONAL_SCOPE ? { ...o, label: t.personalShort } : o));

  return (
    <section className="songs-page songs-page--mobile">
      <h1 className="h4 mb-2">{t.title}</h1>
      <Nav variant="tabs" className="songs-tabs mb-3" aria-label={t.scopeTabs} activeKey={list.params.scope}
        onSelect={(key) => key && list.setScope(key as typeof list.params.scope)}>
        {options.map((o) => (
          <Nav.Item key={o.scope}>
            <Nav.Link as="button" type="button" eventKey={o.scope}>{o.label}</Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <SongbookTransferButtons size="sm" scope={list.params.scope} collection={collectionList.find((c) => collectionScope(c) === list.params.scope)} actions={actions} />
      </div>
      {book.collections.isError && <p className="small text-danger">{t.collectionsFailed}</p>}
      <FlashAlert flash={flash.flash} onClose={flash.clear} />
      <SongSearch id="songs-search-mobile" value={list.searchText} onChange={list.setSearchText} className="songs-mobile-search mb-2" />
      <div className="d-flex align-items-end gap-2 mb-3">
        <SortMenu sort={list.params} onSort={list.sortBy} />
        <CategoryFilter id="songs-category-mobile" value={list.params.category} categories={data?.categories}
          onChange={list.setCategory} className="songs-mobile-category ms-auto" size="sm" />
      </div>
      {state ?? (
        <>
          <ListGroup className={`shadow-sm mb-3${list.query.isPlaceholderData ? ' is-refreshing' : ''}`} aria-busy={list.query.isFetching}>
            {data!.songs.map((song) => <SongListItem key={song.id} song={song} actions={actions} />)}
          </ListGroup>
          <p className="small text-secondary text-center mb-2">{showingText(data!)}</p>
          <PaginationBar page={data!.page} pageCount={data!.pages} onChange={list.goToPage} size="sm" />
        </>
      )}
      <button type="button" className="songs-fab" onClick={actions.add} aria-label={t.add} title={t.add} {...needsServer()}>
        <PlusIcon size={26} />
      </button>
    </section>
  );
}
