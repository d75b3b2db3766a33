// Bootstrap's classes written out (no react-bootstrap): the dashboard's first page on a phone (docs/decisions.md).
import { useState } from 'react';
import { eventsMobileUi, eventsUi } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PlusIcon } from '@/components/ui/icons.tsx';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { useUserCommunities } from '@/lib/communities.ts';
import { useWarmOnFirstMove } from '@/lib/lazy-component.ts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { todayIso } from '@/lib/dates.ts';
import { eventForm, eventView, filterSheet, LazyEventsFilterSheet } from '../lazy-event-parts.tsx';
import { EventListItem } from './event-list-item.tsx';
import { FestivitiesSection } from './festivities-section.tsx';
import { useEventsFeed, type EventsFilter, type EventsTab } from './use-events-feed.ts';

const t = eventsMobileUi;
const tabs: EventsTab[] = ['upcoming', 'past', 'all'];

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round"
      aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

interface Props {
  tab: EventsTab;
  onTab: (tab: EventsTab) => void;
  filter: EventsFilter;
  onFilter: (filter: EventsFilter) => void;
  onOpen: (id: number) => void;
  onCreate: () => void;
}

/** The mobile events list (spec §2 "Mobile events list"). */
export function EventsList({ tab, onTab, filter, onFilter, onOpen, onCreate }: Props) {
  const { query, events } = useEventsFeed(tab, filter);
  const communities = useUserCommunities().data ?? [];
  const [filterOpen, setFilterOpen] = useState(false);
  const today = todayIso();
  const needsServer = useNeedsServer();
  const activeFilters = (filter.communityId !== null ? 1 : 0) + (filter.eventType ? 1 : 0);
  const filtered = activeFilters > 0;
  useWarmOnFirstMove(!query.isPending, [eventView.warm, filterSheet.warm, eventForm.warm]);

  let body;
  if (query.isPending) {
    body = <div className="text-center text-secondary py-4" role="status"><InlineSpinner /> {t.loading}</div>;
  } else if (query.isError) {
    body = <ErrorState message={t.loadFailed} onRetry={() => query.refetch()} />;
  } else if (events.length === 0) {
    body = (
      <div className="mev-empty">
        <p className="h5 mb-1">{eventsUi.noEvents}</p>
        <p className="text-secondary small">{filtered ? t.emptyFiltered : t.emptyHint}</p>
        <button type="button" className="btn btn-primary" onClick={onCreate} onPointerEnter={eventForm.warm} onPointerDown={eventForm.warm} onFocus={eventForm.warm} {...needsServer()}>{eventsUi.createEvent}</button>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="mev-list list-unstyled" aria-label={t.tabs[tab]} aria-busy={query.isFetching}>
          {events.map((event) => <EventListItem key={event.id} event={event} onOpen={onOpen} today={today} />)}
        </ul>
        {query.hasNextPage && (
          <div className="text-center my-3">
            <button type="button" className="btn btn-outline-primary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t.loadingMore : t.loadMore}
            </button>
          </div>
        )}
        {query.isFetchNextPageError && <p className="small text-danger text-center">{t.loadFailed}</p>}
      </>
    );
  }

  return (
    <section className="mev-page">
      <div className="mev-list-head">
        <h1 className="h4 mb-0">{t.title}</h1>
        <div className="d-flex gap-2">
          <button type="button" className={`btn btn-sm ${filtered ? 'btn-primary' : 'btn-outline-secondary'} d-inline-flex align-items-center gap-1`}
            onClick={() => setFilterOpen(true)} onPointerEnter={filterSheet.warm} onPointerDown={filterSheet.warm} onFocus={filterSheet.warm}
            aria-haspopup="dialog">
            <FilterIcon />
            {filtered ? t.filter.active(activeFilters) : t.filter.open}
          </button>
          <button type="button" className="btn btn-sm btn-primary d-inline-flex align-items-center gap-1" onClick={onCreate}
            onPointerEnter={eventForm.warm} onPointerDown={eventForm.warm} onFocus={eventForm.warm} {...needsServer()}>
            <PlusIcon size={18} />
            {t.create}
          </button>
        </div>
      </div>
      <div className="mev-tabs mb-3 nav nav-tabs" role="group" aria-label={t.listTabs}>
        {tabs.map((key) => (
          <div className="nav-item" key={key}>
            <button type="button" className={`nav-link${key === tab ? ' active' : ''}`} aria-pressed={key === tab} onClick={() => onTab(key)}>
              {t.tabs[key]}
            </button>
          </div>
        ))}
      </div>
      {body}
      {/* Hidden until the list has loaded: shown above it, the list would push it down (layout shift). */}
      {tab === 'upcoming' && <FestivitiesSection today={today} hidden={query.isPending} />}
      <LazyEventsFilterSheet show={filterOpen} value={filter} communities={communities} onHide={() => setFilterOpen(false)}
        onApply={(value) => {
          onFilter(value);
          setFilterOpen(false);
        }} />
    </section>
  );
}
