import { useState } from 'react';
import { eventsMobileUi, eventsUi, seriesSummaryUi, type TEvent } from '@zborovodja/contracts';
import { formatLongDate, formatTime } from '@/lib/dates.ts';
import { headerImageUrl } from '../../api/header-image.ts';
import { seriesSummary } from '../../series-summary.ts';
import { eventTypeLabel } from '../../utils.ts';
import { DateBlock } from './date-block.tsx';
import { organizerName, relativeDay } from './mobile-utils.ts';

const t = eventsMobileUi.view;

/** The event view's header: image, date block, title, the facts and a collapsible description. */
export function EventHeader({ event, today }: { event: TEvent; today: string }) {
  const [open, setOpen] = useState(false);
  const relative = relativeDay(event.date, today);
  const visibility = eventsUi.visibilityLabels[event.visibility] ?? eventsUi.visibilityDefault;
  return (
    <header className="mev-header">
      {event.has_header_image && (
        <img className="mev-header__image" src={headerImageUrl(event)} alt={t.headerImageAlt(event.title)} />
      )}
      <div className="mev-header__top">
        <DateBlock date={event.date} />
        <div className="mev-header__title">
          <h1 className="h5 mb-1">{event.title}</h1>
          <p className="small text-secondary mb-0">
            {formatLongDate(event.date)}
            {relative && <span className="mev-item__relative ms-1">{relative}</span>}
          </p>
        </div>
      </div>
      <dl className="mev-facts">
        <div><dt>{t.time}</dt><dd>{formatTime(event.time)}</dd></div>
        <div><dt>{t.location}</dt><dd>{event.location}</dd></div>
        {event.series && <div><dt>{seriesSummaryUi.label}</dt><dd>{seriesSummary(event.series)}</dd></div>}
        <div><dt>{eventsUi.fields.eventType}</dt><dd>{eventTypeLabel(event.event_type)}</dd></div>
        <div><dt>{t.organizer}</dt><dd>{organizerName(event)}</dd></div>
        <div><dt>{t.community}</dt><dd>{event.community_name ?? t.noCommunity}</dd></div>
        <div><dt>{t.visibility}</dt><dd><span className={`badge mev-visibility mev-visibility--${event.visibility}`}>{visibility}</span></dd></div>
      </dl>
      {event.description?.trim() && (
        <div className="mev-description">
          <button type="button" className="btn btn-link btn-sm px-0" aria-expanded={open} aria-controls="mev-description-text"
            onClick={() => setOpen((o) => !o)}>
            {open ? t.hideDescription : t.showDescription}
          </button>
          {open && <p id="mev-description-text" className="mev-pre small mb-0">{event.description}</p>}
        </div>
      )}
    </header>
  );
}
