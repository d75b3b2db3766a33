import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { commonUi, dashboardUi, eventsUi, type TAttendee, type TAttendeeStatus, type TEvent } from '@zborovodja/contracts';
import { useSession } from '@/lib/auth.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useRemoveAttendee, useSetAttendance } from '../../api/attendees.ts';
import { AttendeeStatusBadge, AttendeeStatusIcon, countStatuses } from '../shared/attendee-status.tsx';
import { CrossIcon } from '../shared/event-icons.tsx';
import { LazyAttendanceExtras, LazyAttendeesModal } from '../lazy-event-parts.tsx';
import { useNeedsServer } from '@/pwa/connection.ts';

const t = dashboardUi.attendance;
type View = 'me' | 'all';

/** The user's own status, and Pridem / Ne pridem when they may attend. */
function MyAttendance({ event, busy, onChoose }: { event: TEvent; busy: boolean; onChoose: (status: TAttendeeStatus) => void }) {
  const myStatus = event.my_status;
  const needsServer = useNeedsServer();
  return (
    <div className="my-attendance d-flex flex-wrap align-items-center gap-2 mb-3">
      <span className="small text-secondary">{t.mine}:</span>
      {myStatus ? <AttendeeStatusBadge status={myStatus} /> : <span className="small">{t.notOnList}</span>}
      {event.can_attend && (
        <ButtonGroup size="sm" aria-label={t.mine} className="ms-auto">
          <Button variant={myStatus === 'confirmed' ? 'success' : 'outline-success'} aria-pressed={myStatus === 'confirmed'}
            onClick={() => onChoose('confirmed')} {...needsServer(busy)}>{eventsUi.going}</Button>
          <Button variant={myStatus === 'declined' ? 'danger' : 'outline-danger'} aria-pressed={myStatus === 'declined'}
            onClick={() => onChoose('declined')} {...needsServer(busy)}>{eventsUi.notGoing}</Button>
        </ButtonGroup>
      )}
    </div>
  );
}

/**
 * Attendance (spec §2 "Attendee list", §4): the user's own Pridem / Ne pridem, a switch between
 * only me and everyone (read-only status icons), and for the organizer adding and removing people.
 */
export function AttendanceSection({ event }: { event: TEvent }) {
  const { user } = useSession();
  const [view, setView] = useState<View>('me');
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const setAttendance = useSetAttendance();
  const remove = useRemoveAttendee();
  const attendees = event.attendees;
  const headingId = `event-${event.id}-attendance`;
  const myStatus = event.my_status;
  const needsServer = useNeedsServer();

  function choose(status: TAttendeeStatus) {
    if (!user || status === myStatus) return;
    setFailure(null);
    setAttendance.mutate(
      { eventId: event.id, userId: user.id, status },
      { onError: (error) => setFailure(errorMessage(error, eventsUi.attendees.statusFailed)) },
    );
  }

  function removeAttendee(attendee: TAttendee) {
    setFailure(null);
    remove.mutate(
      { eventId: event.id, userId: attendee.user_id },
      { onError: (error) => setFailure(errorMessage(error, eventsUi.attendees.removeFailed)) },
    );
  }

  const shown = view === 'me' ? (attendees ?? []).filter((a) => a.user_id === user?.id) : (attendees ?? []);
  const counts = countStatuses(attendees ?? []);

  return (
    <section aria-labelledby={headingId} className="event-section">
      <div className="event-section__head mb-2">
        <h3 id={headingId} className="h6 text-uppercase text-secondary mb-0 me-auto">{t.title}</h3>
        {event.is_organizer && (
          <Button size="sm" variant="outline-primary" onClick={() => setAdding(true)} {...needsServer()}>{t.add}</Button>
        )}
      </div>
      {failure && <Alert variant="danger" role="alert" className="py-2" dismissible closeLabel={commonUi.close} onClose={() => setFailure(null)}>{failure}</Alert>}

      <MyAttendance event={event} busy={setAttendance.isPending} onChoose={choose} />

      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <ToggleButtonGroup type="radio" name={`attendance-view-${event.id}`} value={view} onChange={(v: View) => setView(v)} size="sm" aria-label={t.viewLabel}>
          <ToggleButton id={`attendance-me-${event.id}`} value="me" variant="outline-secondary">{t.onlyMe}</ToggleButton>
          <ToggleButton id={`attendance-all-${event.id}`} value="all" variant="outline-secondary">{t.all}</ToggleButton>
        </ToggleButtonGroup>
        {attendees && <span className="small text-secondary">{t.summary(counts.confirmed, counts.declined, counts.pending)}</span>}
      </div>
      <LazyAttendanceExtras event={event} />

      {!attendees ? (
        <p className="small text-secondary mb-0">{commonUi.loading}</p>
      ) : shown.length === 0 ? (
        <p className="small text-secondary mb-0">{view === 'me' ? t.notOnList : t.none}</p>
      ) : (
        <ul className="list-group scroll-list attendee-list" aria-label={t.title}>
          {shown.map((a) => (
            <li key={a.user_id} className="list-group-item d-flex flex-wrap align-items-center gap-2 py-2">
              <AttendeeStatusIcon status={a.status} />
              <span className="me-auto text-break">
                {a.name} {a.user_id === user?.id && <span className="text-secondary small">{t.me}</span>}
              </span>
              <LazyAttendanceExtras event={event} attendee={a} />
              {event.is_organizer && (
                <Button size="sm" variant="link" className="text-danger p-1" onClick={() => removeAttendee(a)}
                  aria-label={t.remove(a.name)} title={t.remove(a.name)} {...needsServer(remove.isPending)}>
                  <CrossIcon size={16} />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding && <LazyAttendeesModal event={event} onHide={() => setAdding(false)} />}
    </section>
  );
}
