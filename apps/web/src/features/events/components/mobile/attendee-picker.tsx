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

  const list = users.data ?? [];
  return (
    <Modal show={show} onHide={onHide} onEnter={reset} fullscreen className="mev-picker" aria-labelledby="mev-user-picker-title">
      <Modal.Header closeButton closeLabel={t.close}>
        <Modal.Title id="mev-user-picker-title" as="h2" className="h5">{t.usersTitle}</Modal.Title>
      </Modal.Header>
      <div className="mev-picker__search">
        <Form.Control type="search" value={search} placeholder={t.usersSearchPlaceholder} aria-label={t.usersSearch}
          onChange={(ev) => setSearch(ev.target.value)} />
        {error && <Alert variant="danger" className="mt-2 mb-0 py-2" role="alert">{error}</Alert>}
        {askAway && (
          <Alert variant="warning" className="mt-2 mb-0 py-2" role="alert">
            <p className="mb-2">{attendanceUi.awayConfirm(askAway.join(', '))}</p>
            <div className="d-flex gap-2 justify-content-end">
              <Button size="sm" variant="outline-secondary" onClick={() => setAskAway(null)}>{eventsUi.cancel}</Button>
              <Button size="sm" variant="warning" onClick={() => submit(true)}>{attendanceUi.awayConfirmYes}</Button>
            </div>
          </Alert>
        )}
      </div>
      <Modal.Body className="mev-picker__body">
        {users.isPending ? (
          <p className="text-secondary" role="status"><InlineSpinner />{commonUi.loading}</p>
        ) : users.isError ? (
          <Alert variant="danger" role="alert">{e.usersLoadFailed}</Alert>
        ) : list.length === 0 ? (
          <p className="text-secondary">{t.usersEmpty}</p>
        ) : (
          <ul className="list-unstyled mb-0" aria-busy={users.isFetching}>
            {list.map((u) => (
              <li key={u.id} className="mev-pick">
                <Form.Check id={`mev-pick-user-${u.id}`} className="mev-pick__check">
                  <Form.Check.Input type="checkbox" checked={picked.has(u.id)} onChange={() => toggle(u.id)} />
                  <Form.Check.Label>
                    <span className="mev-pick__title">{u.display_name?.trim() || u.username}</span>
                    {u.display_name?.trim() && <span className="mev-pick__meta">@{u.username}</span>}
                    <AwayNote user={u} />
                  </Form.Check.Label>
                </Form.Check>
              </li>
            ))}
          </ul>
        )}
      </Modal.Body>
      <Modal.Footer className="mev-picker__footer">
        <Button variant="outline-secondary" onClick={onHide}>{eventsUi.cancel}</Button>
        <Button variant="primary" onClick={() => submit()} disabled={add.isPending}>{add.isPending ? t.adding : t.add(picked.size)}</Button>
      </Modal.Footer>
    </Modal>
  );
}
