import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { dashboardUi, eventsUi, type TEvent } from '@zborovodja/contracts';
import { PencilIcon, TrashIcon } from '@/components/ui/icons.tsx';
import { formatLongDate, formatTime } from '@/lib/dates.ts';
import { headerImageUrl } from '../../api/header-image.ts';
import { eventTypeLabel, hasSetlist } from '../../utils.ts';
import { LazyDeleteEventDialog, LazyEventFormModal, LazyHeaderImageModal, LazyLiturgicalDayInfo, LazySeriesDetail } from '../lazy-event-parts.tsx';
import { ImageIcon } from '../shared/event-icons.tsx';
import { useNeedsServer } from '@/pwa/connection.ts';
import { AttendanceSection } from './attendance-section.tsx';
import { SetlistSection } from './setlist-section.tsx';

const t = dashboardUi.card;
const f = eventsUi.fields;

const visibilityVariant: Record<string, string> = { public: 'success', private: 'secondary', community: 'primary' };

export const VisibilityBadge = ({ visibility }: { visibility: string }) => (
  <Badge bg={visibilityVariant[visibility] ?? 'secondary'} className="event-visibility-badge">
    {eventsUi.visibilityLabels[visibility] ?? eventsUi.visibilityDefault}
  </Badge>
);

type Dialog = 'edit' | 'delete' | 'image' | null;

/**
 * The selected event (spec §2 "Event card (desktop)"): header with image, date, title, badges
 * and the edit, image and delete buttons the caller may use; details; setlist (not for party
 * events) and attendance.
 */
export function EventCard({ event, onDeleted }: { event: TEvent; onDeleted(): void }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const creator = event.owner_display_name || event.owner_username;
  const needsServer = useNeedsServer();

  return (
    <Card as="article" className="event-card border-0 shadow-sm" aria-labelledby={`event-${event.id}-title`}>
      {event.has_header_image && (
        <img src={headerImageUrl(event)} alt={t.headerImageAlt(event.title)} className="event-card-image card-img-top" />
      )}
      <Card.Header className="event-card-header bg-body border-0 pt-3">
        <div className="d-flex flex-wrap align-items-start gap-2">
          <div className="me-auto min-w-0">
            <p className="event-card-date text-primary fw-semibold mb-1">
              {formatLongDate(event.date)} · {formatTime(event.time)}
            </p>
            <h2 id={`event-${event.id}-title`} className="h4 mb-2 text-break">{event.title}</h2>
            <div className="d-flex flex-wrap gap-1">
              <Badge bg="light" text="dark" className="border">{eventTypeLabel(event.event_type)}</Badge>
              <VisibilityBadge visibility={event.visibility} />
              {event.community_name && <Badge bg="info-subtle" text="info-emphasis" className="event-community-badge border border-info-subtle">{event.community_name}</Badge>}
            </div>
            <LazyLiturgicalDayInfo event={event} className="mt-2 small" />
          </div>
          <div className="d-flex flex-wrap gap-2 event-card-actions">
            {event.can_edit && (
              <>
                <Button variant="outline-secondary" size="sm" onClick={() => setDialog('image')} aria-label={t.headerImageLabel} title={t.headerImageLabel} {...needsServer()}>
                  <ImageIcon size={16} /> <span className="ms-1">{t.headerImage}</span>
                </Button>
                <Button variant="outline-primary" size="sm" onClick={() => setDialog('edit')} aria-label={t.editLabel} title={t.editLabel} {...needsServer()}>
                  <PencilIcon size={16} /> <span className="ms-1">{t.edit}</span>
                </Button>
              </>
            )}
            {event.can_delete && (
              <Button variant="outline-danger" size="sm" onClick={() => setDialog('delete')} aria-label={t.deleteLabel} title={t.deleteLabel} {...needsServer()}>
                <TrashIcon size={16} /> <span className="ms-1">{t.delete}</span>
              </Button>
            )}
          </div>
        </div>
      </Card.Header>
      <Card.Body>
        <section aria-labelledby={`event-${event.id}-details`} className="mb-4">
          <h3 id={`event-${event.id}-details`} className="visually-hidden">{dashboardUi.details.title}</h3>
          <dl className="event-details row g-2 mb-0">
            <Detail label={f.date} value={formatLongDate(event.date)} />
            <Detail label={f.time} value={formatTime(event.time)} />
            <Detail label={f.location} value={event.location} />
            <LazySeriesDetail series={event.series ?? undefined} />
            <Detail label={f.visibility} value={eventsUi.visibilityLabels[event.visibility] ?? eventsUi.visibilityDefault} />
            <Detail label={f.community} value={event.community_name ?? eventsUi.noCommunityOption} />
            <Detail label={f.creator} value={creator} />
            <div className="col-12">
              <dt className="small text-secondary fw-normal">{f.description}</dt>
              <dd className="mb-0 event-description">{event.description || <span className="text-secondary">{dashboardUi.details.noDescription}</span>}</dd>
            </div>
          </dl>
        </section>
        <Row className="g-4">
          {hasSetlist(event) && (
            <Col xl={6}>
              <SetlistSection event={event} />
            </Col>
          )}
          <Col xl={hasSetlist(event) ? 6 : 12}>
            <AttendanceSection event={event} />
          </Col>
        </Row>
      </Card.Body>
      <LazyEventFormModal show={dialog === 'edit'} event={event} onHide={close} onSaved={close} />
      <LazyDeleteEventDialog show={dialog === 'delete'} event={event} onHide={close} onDeleted={() => { close(); onDeleted(); }} />
      <LazyHeaderImageModal show={dialog === 'image'} event={event} onHide={close} />
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="col-sm-6 col-xxl-4">
      <dt className="small text-secondary fw-normal">{label}</dt>
      <dd className="mb-0 text-break">{value}</dd>
    </div>
  );
}
