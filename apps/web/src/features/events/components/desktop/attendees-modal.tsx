import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { attendanceUi, commonUi, dashboardUi, eventsUi, type TAttendee, type TEvent } from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useAddAttendees, useRemoveAttendee } from '../../api/attendees.ts';
import { useUsers } from '../../api/get-users.ts';
import { AttendeeStatusIcon } from '../shared/attendee-status.tsx';
import { CrossIcon } from '../shared/event-icons.tsx';
import { AwayNote, awayNames } from '../shared/attendance-extras.tsx';

const t = dashboardUi.attendeesModal;
const e = eventsUi.attendees;

/** The event's attendees, each with its remove button. */
function CurrentAttendees({ attendees, busy, onRemove }: { attendees: TAttendee[]; busy: boolean; onRemove: (userId: number) => void }) {
  return (
    <section aria-labelledby="attendees-current">
      <h3 id="attendees-current" className="h6">{t.current} ({attendees.length})</h3>
      {attendees.length === 0 ? (
        <p className="small text-secondary">{t.noneCurrent}</p>
      ) : (
        <ul className="list-group scroll-list" aria-label={t.current}>
          {attendees.map((a) => (
            <li key={a.user_id} className="list-group-item d-flex align-items-center gap-2 py-2">
              <AttendeeStatusIcon status={a.status} />
              <span className="me-auto text-break">{a.name}</span>
              <Button size="sm" variant="link" className="text-danger p-1" onClick={() => onRemove(a.user_id)} disabled={busy}
                aria-label={dashboardUi.attendance.remove(a.name)} title={dashboardUi.attendance.remove(a.name)}>
                <CrossIcon size={16} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface CandidatesProps {
  event: TEvent;
  search: string;
  onSearch: (search: string) => void;
  searched: string;
  users: ReturnType<typeof useUsers>;
  selected: number[];
  busy: boolean;
  onToggle: (id: number) => void;
}

/** Who can be added: searched by name, chosen with checkboxes (an absence noted beside the name). */
function CandidateChoice({ event, search, onSearch, searched, users, selected, busy, onToggle }: CandidatesProps) {
  const candidates = users.data ?? [];
  return (
    <section aria-labelledby="attendees-candidates">
      <h3 id="attendees-candidates" className="h6">{event.community_id ? t.candidates : t.candidatesNoCommunity}</h3>
      <Form.Control type="search" className="mb-2" value={search} onChange={(ev) => onSearch(ev.target.value)}
        placeholder={t.searchPlaceholder} aria-label={t.search} maxLength={100} />
      {users.isError ? (
        <Alert variant="danger" className="py-2">{e.communityUsersFailed}</Alert>
      ) : users.isPending ? (
        <div className="text-center py-3"><Spinner animation="border" size="sm" role="status" aria-label={commonUi.loading} /></div>
      ) : candidates.length === 0 ? (
        <p className="small text-secondary">{searched ? t.noMatches : t.noCandidates}</p>
      ) : (
        <ul className="list-group scroll-list" aria-label={t.candidates}>
          {candidates.map((u) => {
            const name = u.display_name?.trim() || u.username;
            return (
              <li key={u.id} className="list-group-item py-2">
                <Form.Check id={`candidate-${u.id}`} checked={selected.includes(u.id)} onChange={() => onToggle(u.id)} disabled={busy}
                  label={<>{name}{u.display_name ? <span className="text-secondary small"> ({u.username})</span> : null}<AwayNote user={u} /></>}
                  aria-label={t.select(name)} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Attendees edit (spec §2 "Modals", §5): the current list with remove, and the members of the
 * event's community not yet on it (users without a community when the event has none), searched
 * by name, chosen with checkboxes and added together.
 */
export function AttendeesModal({ event, onHide }: { event: TEvent; onHide(): void }) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  /** Issue 23: the names of chosen candidates away on the event's date, asked about before adding. */
  const [askAway, setAskAway] = useState<string[] | null>(null);
  const debounced = useDebouncedValue(search.trim(), 300);
  const users = useUsers({ community_id: event.community_id ?? undefined, event_id: event.id, search: debounced || undefined });
  const add = useAddAttendees();
  const remove = useRemoveAttendee();
  const busy = add.isPending || remove.isPending;
  const attendees = event.attendees ?? [];
  const candidates = users.data ?? [];

  const toggle = (id: number) => {
    setAskAway(null);
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  };

  function addSelected(confirmed = false) {
    if (selected.length === 0) return;
    const away = awayNames(candidates, selected);
    if (away.length > 0 && !confirmed) {
      setAskAway(away);
      return;
    }
    setAskAway(null);
    setFailure(null);
    add.mutate(
      { eventId: event.id, userIds: selected },
      { onSuccess: () => setSelected([]), onError: (error) => setFailure(errorMessage(error, e.addFailed)) },
    );
  }

  function removeOne(userId: number) {
    setFailure(null);
    remove.mutate({ eventId: event.id, userId }, { onError: (error) => setFailure(errorMessage(error, e.removeFailed)) });
  }

  return (
    <Modal show onHide={busy ? undefined : onHide} size="lg" centered scrollable aria-labelledby="attendees-modal-title">
      <Modal.Header closeButton={!busy} closeLabel={commonUi.close}>
        <Modal.Title id="attendees-modal-title" as="h2" className="h5">{t.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
        {askAway && (
          <Alert variant="warning" role="alert" className="d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">{attendanceUi.awayConfirm(askAway.join(', '))}</span>
            <Button size="sm" variant="outline-secondary" onClick={() => setAskAway(null)}>{eventsUi.cancel}</Button>
            <Button size="sm" variant="warning" onClick={() => addSelected(true)}>{attendanceUi.awayConfirmYes}</Button>
          </Alert>
        )}
        <Row className="g-4">
          <Col md={6}>
            <CurrentAttendees attendees={attendees} busy={busy} onRemove={removeOne} />
          </Col>
          <Col md={6}>
            <CandidateChoice event={event} search={search} onSearch={setSearch} searched={debounced} users={users} selected={selected}
              busy={busy} onToggle={toggle} />
          </Col>
        </Row>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>{t.close}</Button>
        <Button onClick={() => addSelected()} disabled={busy || selected.length === 0}>
          {add.isPending && <InlineSpinner />}
          {add.isPending ? t.adding : t.add(selected.length)}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
