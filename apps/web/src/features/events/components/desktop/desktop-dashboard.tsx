import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { dashboardUi, eventsUi, type TFestivity } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { PlusIcon } from '@/components/ui/icons.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { useEvent } from '@/lib/events.ts';
import { useWarmOnFirstMove } from '@/lib/lazy-component.ts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { useDashboardSelection } from '../../hooks/use-dashboard-selection.ts';
import { attendeesModal, deleteDialog, eventForm, headerImage, LazyEventFormModal, setlistEditor } from '../lazy-event-parts.tsx';
import { NoCommunityWelcome } from '../shared/no-community-welcome.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../shared/event-icons.tsx';
import { EventCard } from './event-card.tsx';
import { FestivityCard } from './festivity-card.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import { neighbourAfterDelete } from './selection.ts';
import { HolidaysList, UpcomingList } from './side-lists.tsx';
import './desktop-dashboard.css';

const t = dashboardUi;

/** Previous and next upcoming event, where the shown one is among them, and back to the upcoming ones from outside. */
function CarouselNav({ ids, index, onSelect }: { ids: number[]; index: number; onSelect: (id: number | null) => void }) {
  return (
    <nav className="event-carousel-nav d-flex align-items-center gap-2 mb-3" aria-label={t.carousel.label}>
      <Button variant="outline-secondary" size="sm" onClick={() => onSelect(ids[index - 1])} disabled={index <= 0}
        aria-label={t.carousel.previous} title={t.carousel.previous}>
        <ChevronLeftIcon size={16} />
      </Button>
      {index >= 0 ? (
        <span className="small text-secondary" aria-live="polite">{t.carousel.counter(index + 1, ids.length)}</span>
      ) : (
        <span className="small text-secondary">{t.carousel.outside}</span>
      )}
      <Button variant="outline-secondary" size="sm" onClick={() => onSelect(index < 0 ? ids[0] : ids[index + 1])}
        disabled={index < 0 ? ids.length === 0 : index >= ids.length - 1} aria-label={t.carousel.next} title={t.carousel.next}>
        <ChevronRightIcon size={16} />
      </Button>
      {index < 0 && ids.length > 0 && (
        <Button variant="link" size="sm" onClick={() => onSelect(ids[0])}>{t.carousel.toUpcoming}</Button>
      )}
    </nav>
  );
}

/**
 * The desktop dashboard (spec §2, ≥ 768 px): the event carousel with the selected event's card,
 * the month calendar, the next 7 days and the church holidays around today.
 */
export function DesktopDashboard() {
  const { upcoming, upcomingEvents, selection, selectedId, listItem, select, gone, dismissGone } = useDashboardSelection();
  const detail = useEvent(selectedId);
  const event = detail.data ?? listItem;
  const [festivity, setFestivity] = useState<TFestivity | null>(null);
  const [creating, setCreating] = useState(false);
  const needsServer = useNeedsServer();
  useWarmOnFirstMove(selection.kind !== 'loading', [eventForm.warm, setlistEditor.warm, attendeesModal.warm, deleteDialog.warm, headerImage.warm]);

  const selectEvent = (id: number | null) => {
    setFestivity(null);
    select(id);
  };
  const ids = upcomingEvents.map((e) => e.id);

  let main;
  if (festivity) {
    main = <FestivityCard festivity={festivity} onBack={() => setFestivity(null)} />;
  } else if (upcoming.isError) {
    main = <ErrorState message={t.loadFailed} onRetry={() => upcoming.refetch()} />;
  } else if (selection.kind === 'loading') {
    main = <PageSpinner />;
  } else if (selection.kind === 'empty') {
    main = (
      <Card className="border-0 shadow-sm text-center py-5 dashboard-empty">
        <Card.Body>
          <h2 className="h4">{eventsUi.noEvents}</h2>
          <p className="text-secondary">{t.emptyHint}</p>
          <Button onClick={() => setCreating(true)} onPointerEnter={eventForm.warm} onPointerDown={eventForm.warm} onFocus={eventForm.warm} {...needsServer()}><PlusIcon size={16} /> {t.createFirst}</Button>
        </Card.Body>
      </Card>
    );
  } else {
    const index = selection.kind === 'upcoming' ? selection.index : -1;
    main = (
      <>
        <CarouselNav ids={ids} index={index} onSelect={selectEvent} />
        {event ? (
          <EventCard key={event.id} event={event} onDeleted={() => selectEvent(neighbourAfterDelete(ids, event.id))} />
        ) : detail.isError ? (
          <ErrorState message={t.eventLoadFailed} onRetry={() => detail.refetch()} />
        ) : (
          <PageSpinner />
        )}
      </>
    );
  }

  return (
    <section className="desktop-dashboard" aria-labelledby="dashboard-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="dashboard-title" className="h3 mb-0 me-auto">{t.title}</h1>
        <Button onClick={() => setCreating(true)} onPointerEnter={eventForm.warm} onPointerDown={eventForm.warm} onFocus={eventForm.warm} {...needsServer()}>
          <PlusIcon size={16} /> <span className="ms-1">{eventsUi.createEvent}</span>
        </Button>
      </div>
      <NoCommunityWelcome />
      <Row className="g-4">
        <Col lg={8}>
          <FlashAlert flash={gone ? { variant: 'warning', text: eventsUi.eventGone } : null} onClose={dismissGone} className="mb-3" />
          {main}
        </Col>
        <Col lg={4}>
          <div className="dashboard-side">
            <MonthCalendar selectedDate={festivity ? festivity.date : event?.date} onSelectEvent={selectEvent} onSelectFestivity={setFestivity} />
            <UpcomingList selectedId={festivity ? null : selectedId} onSelect={selectEvent} />
            <HolidaysList onSelect={setFestivity} />
          </div>
        </Col>
      </Row>
      <LazyEventFormModal show={creating} onHide={() => setCreating(false)} onSaved={(created) => { setCreating(false); selectEvent(created.id); }} />
    </section>
  );
}
