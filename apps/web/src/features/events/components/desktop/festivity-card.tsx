import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { dashboardUi, eventsUi, type TFestivity } from '@zborovodja/contracts';
import { formatLongDate } from '@/lib/dates.ts';

const t = dashboardUi.festivity;

/** A liturgical colour as a small swatch with its name for screen readers. */
export function FestivityColorBadge({ color, decorative = false }: { color: string; decorative?: boolean }) {
  const label = t.color(eventsUi.colorLabels[color] ?? color);
  if (decorative) return <span className={`festivity-color festivity-color-${color}`} aria-hidden="true" />;
  return <span className={`festivity-color festivity-color-${color}`} role="img" aria-label={label} title={label} />;
}

/**
 * A festivity as a read-only pseudo-event (spec §3): event type catholic_festivity ('Cerkveni
 * praznik'), all day (its data's time 00:00 is no hour to show), name, liturgical colour,
 * description and the holy-day badge.
 */
export function FestivityCard({ festivity, onBack }: { festivity: TFestivity; onBack(): void }) {
  return (
    <Card as="article" className="event-card festivity-card border-0 shadow-sm" aria-labelledby="festivity-title">
      <Card.Header className="bg-body border-0 pt-3">
        <p className="event-card-date text-primary fw-semibold mb-1">{formatLongDate(festivity.date)} · {dashboardUi.calendar.allDay}</p>
        <h2 id="festivity-title" className="h4 mb-2">{festivity.name}</h2>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Badge bg="light" text="dark" className="border">{eventsUi.festivityEventType}</Badge>
          {eventsUi.festivityTypeLabels[festivity.festivity_type] && (
            <Badge bg="secondary">{eventsUi.festivityTypeLabels[festivity.festivity_type]}</Badge>
          )}
          <Badge bg="light" text="dark" className="border d-inline-flex align-items-center gap-1">
            <FestivityColorBadge color={festivity.color} decorative /> {t.color(eventsUi.colorLabels[festivity.color] ?? festivity.color)}
          </Badge>
          {festivity.is_holy_day && <Badge bg="warning" text="dark">{eventsUi.holyDay}</Badge>}
        </div>
      </Card.Header>
      <Card.Body>
        {festivity.description && <p>{festivity.description}</p>}
        <p className="small text-secondary">{t.readOnly}</p>
        <Button variant="outline-primary" size="sm" onClick={onBack}>{t.back}</Button>
      </Card.Body>
    </Card>
  );
}
