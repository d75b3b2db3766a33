import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { attendanceUi, commonUi, eventsMobileUi, eventsUi, type TEvent } from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useAddAttendees } from '../../api/attendees.ts';
import { useUsers } from '../../api/get-users.ts';
import { AwayNote, awayNames } from '../shared/attendance-extras.tsx';

const t = eventsMobileUi.picker;
const e = eventsUi.attendees;

interface Props {
  show: boolean;
  event: TEvent;
  onAdded: () => void;
  onHide: () => void;
}

/** Issue 23: some picked members are away on the event's date; add them anyway? */
function AwayQuestion({ names, onCancel, onConfirm }: { names: string[]; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Alert variant="warning" className="mt-2 mb-0 py-2" role="alert">
      <p className="mb-2">{attendanceUi.awayConfirm(names.join(', '))}</p>
      <div className="d-flex gap-2 justify-content-end">
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>{eventsUi.cancel}</Button>
        <Button size="sm" variant="warning" onClick={onConfirm}>{attendanceUi.awayConfirmYes}</Button>
      </div>
    </Alert>
  );
}

/** The members who can be added, each with its checkbox (an absence noted beside the name). */
function UserPickList({ users, picked, onToggle }: { users: ReturnType<typeof useUsers>; picked: Set<number>; onToggle: (id: number) => void }) {
  const list = users.data ?? [];
  if (users.isPending) return <p className="text-secondary" role="status"><InlineSpinner />{commonUi.loading}</p>;
  if (users.isError) return <Alert variant="danger" role="alert">{e.usersLoadFailed}</Alert>;
  if (list.length === 0) return <p className="text-secondary">{t.usersEmpty}</p>;
  return (
    <ul className="list-unstyled mb-0" aria-busy={users.isFetching}>
      {list.map((u) => (
        <li key={u.id} className="mev-pick">
          <Form.Check id={`mev-pick-user-${u.id}`} className="mev-pick__check">
            <Form.Check.Input type="checkbox" checked={picked.has(u.id)} onChange={() => onToggle(u.id)} />
            <Form.Check.Label>
              <span className="mev-pick__title">{u.display_name?.trim() || u.username}</span>
              {u.display_name?.trim() && <span className="mev-pick__meta">@{u.username}</span>}
              <AwayNote user={u} />
            </Form.Check.Label>
          </Form.Check>
        </li>
      ))}
    </ul>
  );
}

/** Full-screen "add attendees" picker: members of the event's community not yet on the list. */
export function AttendeePicker({ show, event, onAdded, onHide }: Props) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const users = useUsers({ community_id: event.community_id ?? undefined, event_id: event.id, search: term || undefined }, show);
  const add = useAddAttendees();
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  /** Issue 23: the names of picked members away on the event's date, asked about before adding. */
  const [askAway, setAskAway] = useState<string[] | null>(null);

  const reset = () => {
    setSearch('');
    setPicked(new Set());
    setError(null);
    setAskAway(null);
  };
  const toggle = (id: number) => {
    setError(null);
    setAskAway(null);
    setPicked((p) => {
      const next = new Set(p);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const submit = (confirmed = false) => {
    if (picked.size === 0) {
      setError(t.selectUsers);
      return;
    }
    const away = awayNames(users.data ?? [], picked);
    if (away.length > 0 && !confirmed) {
      setAskAway(away);
      return;
    }
    setAskAway(null);
    add.mutate(
      { eventId: event.id, userIds: [...picked] },
      { onSuccess: () => { onAdded(); onHide(); }, onError: () => setError(e.addFailed) },
    );
  };

  return (
    <Modal show={show} onHide={onHide} onEnter={reset} fullscreen className="mev-picker" aria-labelledby="mev-user-picker-title">
      <Modal.Header closeButton closeLabel={t.close}>
        <Modal.Title id="mev-user-picker-title" as="h2" className="h5">{t.usersTitle}</Modal.Title>
      </Modal.Header>
      <div className="mev-picker__search">
        <Form.Control type="search" value={search} placeholder={t.usersSearchPlaceholder} aria-label={t.usersSearch}
          onChange={(ev) => setSearch(ev.target.value)} />
        {error && <Alert variant="danger" className="mt-2 mb-0 py-2" role="alert">{error}</Alert>}
        {askAway && <AwayQuestion names={askAway} onCancel={() => setAskAway(null)} onConfirm={() => submit(true)} />}
      </div>
      <Modal.Body className="mev-picker__body">
        <UserPickList users={users} picked={picked} onToggle={toggle} />
      </Modal.Body>
      <Modal.Footer className="mev-picker__footer">
        <Button variant="outline-secondary" onClick={onHide}>{eventsUi.cancel}</Button>
        <Button variant="primary" onClick={() => submit()} disabled={add.isPending}>{add.isPending ? t.adding : t.add(picked.size)}</Button>
      </Modal.Footer>
    </Modal>
  );
}
