import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { eventsMobileUi, eventsUi } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { useEvent } from '@/lib/events.ts';
import { paths } from '@/lib/paths.ts';
import { isEventGone } from '../../utils.ts';
import { LazyEventFormModal, LazyEventView } from '../lazy-event-parts.tsx';
import { NoCommunityWelcome } from '../shared/no-community-welcome.tsx';
import { EventsList } from './events-list.tsx';
import { emptyFilter, type EventsFilter, type EventsTab } from './use-events-feed.ts';
import './mobile-events.css';

const t = eventsMobileUi;

/** ?event={id} as a positive number, else null. */
function eventIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The dashboard below 768 px: the events list, and the event view when ?event={id} names one.
 * An event that cannot be found falls back to the list and the URL becomes /dashboard.
 */
export function MobileEvents() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const eventId = eventIdOf(params.get('event'));
  const event = useEvent(eventId);
  const [tab, setTab] = useState<EventsTab>('upcoming');
  const [filter, setFilter] = useState<EventsFilter>(emptyFilter);
  const [creating, setCreating] = useState(false);
  const flash = useFlash();
  const { show: showFlash } = flash;

  const missing = params.has('event') && (eventId === null || isEventGone(event.error));
  useEffect(() => {
    if (!missing) return;
    showFlash('warning', eventsUi.eventGone);
    navigate(paths.dashboard, { replace: true });
  }, [missing, navigate, showFlash]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [eventId]);

  const open = (id: number) => setParams({ event: String(id) });
  const back = () => navigate(paths.dashboard);

  let content;
  if (eventId && !missing) {
    if (event.isPending) content = <PageSpinner />;
    else if (event.isError) content = <ErrorState message={t.eventLoadFailed} onRetry={() => event.refetch()} />;
    else
      content = (
        <LazyEventView key={event.data.id} event={event.data} onBack={back}
          onDeleted={() => { showFlash('success', t.deleted); navigate(paths.dashboard, { replace: true }); }} />
      );
  } else {
    content = (
      <>
        <NoCommunityWelcome />
        <EventsList tab={tab} onTab={setTab} filter={filter} onFilter={setFilter} onOpen={open} onCreate={() => setCreating(true)} />
      </>
    );
  }

  return (
    <div className="mev">
      <FlashAlert flash={flash.flash} onClose={flash.clear} className="mb-3" />
      {content}
      <LazyEventFormModal show={creating} onHide={() => setCreating(false)}
        onSaved={(saved) => { setCreating(false); open(saved.id); }} />
    </div>
  );
}
