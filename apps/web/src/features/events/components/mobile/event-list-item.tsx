import { eventsUi, type TEvent } from '@zborovodja/contracts';
import { formatLongDate, formatTime } from '@/lib/dates.ts';
import { eventTypeLabel } from '../../utils.ts';
import { DateBlock } from './date-block.tsx';
import { relativeDay, statusLabel } from './mobile-utils.ts';
import { StatusBadge } from './status-icon.tsx';

/** One event of the mobile list; tapping it opens the event view. */
export function EventListItem({ event, onOpen, today }: { event: TEvent; onOpen: (id: number) => void; today: string }) {
  const relative = relativeDay(event.date, today);
  return (
    <li>
      <button type="button" className="mev-item" onClick={() => onOpen(event.id)}>
        <DateBlock date={event.date} />
        <span className="mev-item__body">
          <span className="mev-item__title">{event.title}</span>
          <span className="visually-hidden">{formatLongDate(event.date)}</span>
          <span className="mev-item__meta">
            {relative && <span className="mev-item__relative">{relative}</span>}
            <span>{formatTime(event.time)}</span>
            <span className="mev-item__location">{event.location}</span>
          </span>
          <span className="mev-item__tags">
            <span className="badge rounded-pill text-bg-light border">{eventTypeLabel(event.event_type)}</span>
            {event.community_name && <span className="mev-item__community">{event.community_name}</span>}
            {event.series_id && <span className="badge rounded-pill text-bg-light border">{eventsUi.repeats}</span>}
          </span>
          <span className="mev-item__status">
            <StatusBadge status={event.my_status} label={statusLabel(event.my_status)} />
          </span>
        </span>
      </button>
    </li>
  );
}
