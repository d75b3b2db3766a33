import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { attendanceUi, type TAttendee, type TAttendeeStatus, type TEvent, type TPickerUser } from '@zborovodja/contracts';
import { errorMessage } from '@/lib/api-client.ts';
import { useSession } from '@/lib/auth.ts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { useSetAttendance } from '../../api/attendees.ts';

/*
 * Issue 23's parts of the attendance lists (desktop card and mobile Udeležba tab), in a chunk of
 * their own so the dashboard's first screen does not carry them (lazy-event-parts.tsx).
 */

/** 'Tenor: 1 od 2 ⚠' per voice part of a community event, with the pending in brackets. */
function VoicePartsSummary({ event }: { event: TEvent }) {
  const parts = event.voice_parts ?? [];
  if (parts.length === 0) return null;
  return (
    <div className="voice-parts small mb-2" role="group" aria-label={attendanceUi.parts}>
      <span className="text-secondary me-1">{attendanceUi.parts}:</span>
      <ul className="list-inline d-inline mb-0">
        {parts.map((p) => (
          <li key={p.part ?? ''} className={`list-inline-item${p.below_minimum ? ' text-danger fw-semibold' : ''}`} data-below={p.below_minimum || undefined}
            title={p.below_minimum ? attendanceUi.belowMinimum(p.part ?? attendanceUi.noPart) : undefined}>
            {attendanceUi.partLine(p.part ?? attendanceUi.noPart, p.confirmed, p.minimum, p.below_minimum)}
            {p.pending > 0 && <span className="text-secondary"> {attendanceUi.partPending(p.pending)}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Beside one attendee: their voice part, who set a status the attendee did not set themselves,
 * and for a leader (can_manage_attendance) the buttons to set it for them.
 */
function AttendeeExtras({ event, attendee }: { event: TEvent; attendee: TAttendee }) {
  const { user } = useSession();
  const setAttendance = useSetAttendance();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const needsServer = useNeedsServer();
  const leader = event.can_manage_attendance && attendee.user_id !== user?.id;
  if (!attendee.voice_part && attendee.set_by_id === null && !attendee.away && !leader) return null;
  const set = (status: TAttendeeStatus) => {
    if (status === attendee.status) return;
    setBusy(true);
    setFailure(null);
    setAttendance.mutate(
      { eventId: event.id, userId: attendee.user_id, status },
      { onError: (error) => setFailure(errorMessage(error, attendanceUi.saveFailed)), onSettled: () => setBusy(false) },
    );
  };
  return (
    <span className="attendee-extras d-inline-flex flex-wrap align-items-center gap-1">
      {attendee.voice_part && <span className="badge text-bg-light border">{attendee.voice_part}</span>}
      {attendee.away && <AwayNote user={{ away: attendee.away }} />}
      {attendee.set_by_id !== null && attendee.set_by_name && (
        <span className="small text-secondary fst-italic">{attendanceUi.setBy(attendee.set_by_name)}</span>
      )}
      {leader && (
        <ButtonGroup size="sm" aria-label={attendanceUi.setFor(attendee.name)}>
          <Button variant={attendee.status === 'confirmed' ? 'success' : 'outline-success'} aria-pressed={attendee.status === 'confirmed'}
            {...needsServer(busy)} onClick={() => set('confirmed')}>{attendanceUi.confirm}</Button>
          <Button variant={attendee.status === 'declined' ? 'danger' : 'outline-danger'} aria-pressed={attendee.status === 'declined'}
            {...needsServer(busy)} onClick={() => set('declined')}>{attendanceUi.decline}</Button>
        </ButtonGroup>
      )}
      {failure && <span role="alert" className="small text-danger">{failure}</span>}
    </span>
  );
}

/** The summary of the event (without `attendee`), or one attendee's part, mark and leader's buttons. */
export function AttendanceExtras({ event, attendee }: { event: TEvent; attendee?: TAttendee }) {
  return attendee ? <AttendeeExtras event={event} attendee={attendee} /> : <VoicePartsSummary event={event} />;
}

/** 'Odsoten/-na: 20. 12. 2026–27. 12. 2026' beside a picker's candidate away on the event's date. */
export function AwayNote({ user }: { user: Pick<TPickerUser, 'away'> }) {
  if (!user.away) return null;
  const text = attendanceUi.away(attendanceUi.absenceRange(user.away.start_date, user.away.end_date));
  return (
    <span className="d-block small text-warning-emphasis away-note">
      {text}
      {user.away.note ? ` (${user.away.note})` : ''}
    </span>
  );
}

/** The names of the chosen candidates who are away, for the question before adding them. */
export const awayNames = (users: TPickerUser[], chosen: Iterable<number>) => {
  const ids = new Set(chosen);
  return users.filter((u) => ids.has(u.id) && u.away).map((u) => u.display_name?.trim() || u.username);
};
