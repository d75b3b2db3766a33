import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { commonUi, dashboardUi, eventLimits, eventsUi, FESTIVITY_DESCRIPTION_MAX, type TFestivity } from '@zborovodja/contracts';
import { addDays, formatShortDate, formatTime, todayIso } from '@/lib/dates.ts';
import { useEvents } from '../../api/get-events.ts';
import { useFestivitiesRange } from '../../api/festivities.ts';
import { eventTypeLabel } from '../../utils.ts';
import { truncate } from '../shared/setlist-draft.ts';
import { FestivityColorBadge } from './festivity-card.tsx';
import { holidaysToShow } from './holiday-selection.ts';

/** Events of the next 7 days, at most 5 (spec §9). */
export function UpcomingList({ selectedId, onSelect }: { selectedId: number | null; onSelect(id: number): void }) {
  const t = dashboardUi.upcoming;
  const HEADING = 'dashboard-upcoming';
  const today = todayIso();
  const events = useEvents({ from: today, to: addDays(today, eventLimits.upcomingDays), limit: eventLimits.upcomingMax });
  const list = events.data?.events ?? [];
  return (
    <Card as="section" className="border-0 shadow-sm" aria-labelledby={HEADING}>
      <Card.Body>
        <h2 id={HEADING} className="h6 mb-2">{t.title}</h2>
        {events.isError ? (
          <p className="small text-danger mb-0" role="alert">{t.loadFailed}</p>
        ) : events.isPending ? (
          <p className="small text-secondary mb-0">{commonUi.loading}</p>
        ) : list.length === 0 ? (
          <p className="small text-secondary mb-0">{t.empty}</p>
        ) : (
          <ListGroup variant="flush" className="side-list">
            {list.map((e) => (
              <ListGroup.Item key={e.id} action active={e.id === selectedId} onClick={() => onSelect(e.id)} className="px-2">
                <div className="fw-semibold text-break">
                  <span>{e.title}</span>
                  {e.series_id && <span className="badge rounded-pill text-bg-light border fw-normal ms-2">{eventsUi.repeats}</span>}
                </div>
                <div className="small text-body-secondary">{formatShortDate(e.date)} · {formatTime(e.time)} · {eventTypeLabel(e.event_type)}</div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card.Body>
    </Card>
  );
}

/** Church holidays from 3 days before to 7 days after today, at most 3 (holidaysToShow), descriptions cut at 80 characters. */
export function HolidaysList({ onSelect }: { onSelect(festivity: TFestivity): void }) {
  const t = dashboardUi.holidays;
  const HEADING = 'dashboard-holidays';
  const today = todayIso();
  const days = eventLimits.holidaysBefore + eventLimits.holidaysAfter + 1;
  const festivities = useFestivitiesRange(days, addDays(today, -eventLimits.holidaysBefore));
  const list = holidaysToShow(festivities.data ?? [], today);
  return (
    <Card as="section" className="border-0 shadow-sm" aria-labelledby={HEADING}>
      <Card.Body>
        <h2 id={HEADING} className="h6 mb-2">{t.title}</h2>
        {festivities.isPending ? (
          <p className="small text-secondary mb-0">{commonUi.loading}</p>
        ) : list.length === 0 ? (
          <p className="small text-secondary mb-0">{t.empty}</p>
        ) : (
          <ListGroup variant="flush" className="side-list">
            {list.map((f) => (
              <ListGroup.Item key={f.id} action onClick={() => onSelect(f)} className="px-2">
                <div className="d-flex align-items-center gap-2">
                  <FestivityColorBadge color={f.color} />
                  <span className="fw-semibold text-break">{f.name}</span>
                </div>
                {f.is_holy_day && <Badge bg="warning" text="dark" className="my-1">{eventsUi.holyDay}</Badge>}
                <div className="small text-secondary">
                  {formatShortDate(f.date)}{f.description ? ` · ${truncate(f.description, FESTIVITY_DESCRIPTION_MAX)}` : ''}
                </div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card.Body>
    </Card>
  );
}
