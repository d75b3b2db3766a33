import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { commonUi, eventsMobileUi, eventsUi, type TAttendee, type TAttendeeStatus, type TEvent } from '@zborovodja/contracts';
import { CloseIcon, PlusIcon } from '@/components/ui/icons.tsx';
import { useSession } from '@/lib/auth.ts';
import { initials } from '@/lib/format.ts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { useRemoveAttendee, useSetAttendance } from '../../api/attendees.ts';
import { StatusBadge } from './status-icon.tsx';
import { LazyAttendanceExtras } from '../lazy-event-parts.tsx';

const t = eventsMobileUi.attendance;
const e = eventsUi;

function Avatar({ attendee }: { attendee: Pick<TAttendee, 'name'> }) {
  return <span className="mev-avatar" aria-hidden="true">{initials(attendee.name)}</span>;
}

interface Props {
  event: TEvent;
  onAddAttendees: () => void;
}

/**
 * The Udeležba tab: the user's own toggle (Pridem / Ne pridem: from pending or declined Pridem
 * confirms, from confirmed Ne pridem declines), the others read-only; the organizer removes and
 * adds attendees.
 */
export function AttendanceTab({ event, onAddAttendees }: Props) {
  const { user } = useSession();
  const setAttendance = useSetAttendance();
  const remove = useRemoveAttendee();
  const [error, setError] = useState<string | null>(null);
  const attendees = event.attendees ?? [];
  const mine = attendees.find((a) => a.user_id === user?.id);
  const myStatus: TAttendeeStatus | null = mine?.status ?? event.my_status;
  const others = attendees.filter((a) => a.user_id !== user?.id);
  const count = (s: TAttendeeStatus) => attendees.filter((a) => a.status === s).length;

  const needsServer = useNeedsServer();
  const choose = (wanted: TAttendeeStatus) => {
    if (!user || myStatus === wanted) return;
    setError(null);
    setAttendance.mutate({ eventId: event.id, userId: user.id, status: wanted }, { onError: () => setError(e.attendees.statusFailed) });
  };

  const removeOne = (a: TAttendee) => {
    setError(null);
    remove.mutate({ eventId: event.id, userId: a.user_id }, { onError: () => setError(e.attendees.removeFailed) });
  };

  return (
    <div className="mev-attendance">
      {error && <Alert variant="danger" dismissible closeLabel={commonUi.close} onClose={() => setError(null)} role="alert">{error}</Alert>}
      <section className="mev-card" aria-labelledby="mev-mine-title">
        <h2 id="mev-mine-title" className="h6 mev-section-title">{t.mine}</h2>
        <div className="d-flex align-items-center justify-content-between gap-2 flex-wrap">
          <StatusBadge status={myStatus} label={myStatus ? e.statusLabels[myStatus] : eventsMobileUi.notOnList} />
          {event.can_attend && (
            <div className="btn-group mev-toggle" role="group" aria-label={t.mine}>
              <Button variant={myStatus === 'confirmed' ? 'success' : 'outline-success'} aria-pressed={myStatus === 'confirmed'}
                {...needsServer(setAttendance.isPending)} onClick={() => choose('confirmed')}>{e.going}</Button>
              <Button variant={myStatus === 'declined' ? 'danger' : 'outline-danger'} aria-pressed={myStatus === 'declined'}
                {...needsServer(setAttendance.isPending)} onClick={() => choose('declined')}>{e.notGoing}</Button>
            </div>
          )}
        </div>
      </section>

      <section className="mev-card" aria-labelledby="mev-others-title">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
          <h2 id="mev-others-title" className="h6 mev-section-title mb-0">{t.others}</h2>
          {event.is_organizer && (
            <Button variant="outline-primary" size="sm" onClick={onAddAttendees} className="d-inline-flex align-items-center gap-1" {...needsServer()}>
              <PlusIcon size={16} />
              {t.add}
            </Button>
          )}
        </div>
        <p className="small text-secondary mb-2">{t.summary(count('confirmed'), count('declined'), count('pending'))}</p>
        <LazyAttendanceExtras event={event} />
        {others.length === 0 ? (
          <p className="small text-secondary mb-0">{t.none}</p>
        ) : (
          <ul className="list-unstyled mb-0" aria-label={t.others}>
            {others.map((a) => (
              <li key={a.user_id} className="mev-attendee">
                <Avatar attendee={a} />
                <span className="mev-attendee__name">{a.name}</span>
                <StatusBadge status={a.status} label={e.statusLabels[a.status]} />
                <LazyAttendanceExtras event={event} attendee={a} />
                {event.is_organizer && (
                  <button type="button" className="mev-icon-btn mev-icon-btn--danger" aria-label={t.remove(a.name)}
                    {...needsServer(remove.isPending)} onClick={() => removeOne(a)}>
                    <CloseIcon size={18} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
