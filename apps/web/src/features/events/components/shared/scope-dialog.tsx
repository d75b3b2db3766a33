import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { commonUi, eventScopes, eventsUi, seriesUi, type TEventScope, type TOwnChange, type TOwnChangeChoice } from '@zborovodja/contracts';
import { formatShortDate } from '@/lib/dates.ts';
import './scope-dialog.css';

export interface ScopeDialogProps {
  show: boolean;
  /** 'edit' asks which occurrences change; 'delete' which go. */
  kind: 'edit' | 'delete';
  /** A changed date can only go with 'Samo ta dogodek' (the server refuses the others). */
  dateChanged?: boolean;
  busy?: boolean;
  confirmLabel: string;
  /** Why the last try failed, shown in the dialog. */
  failure?: string | null;
  /** Issue 57, #1: the dates whose own change the edit would overwrite; the dialog asks what to do with them. */
  ownChanges?: TOwnChange[] | null;
  onConfirm(scope: TEventScope, ownChanges?: TOwnChangeChoice): void;
  onCancel(): void;
}

/**
 * The question an occurrence of a series asks before it is saved or deleted (issue 23): 'Samo ta
 * dogodek', 'Ta in vsi naslednji' or 'Vsi v nizu'. Its own chunk, loaded by occurrences only.
 */
export function ScopeDialog({ show, kind, dateChanged = false, busy = false, confirmLabel, failure = null, ownChanges = null, onConfirm, onCancel }: ScopeDialogProps) {
  const [scope, setScope] = useState<TEventScope>('this');
  const chosen = dateChanged ? 'this' : scope;
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="scope-dialog-title" className="scope-dialog" backdropClassName="scope-dialog-backdrop">
      <Modal.Header closeButton closeLabel={commonUi.close}>
        <Modal.Title id="scope-dialog-title" as="h2" className="h5">{kind === 'edit' ? seriesUi.scopeEditTitle : seriesUi.scopeDeleteTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <fieldset>
          <legend className="fs-6">{kind === 'edit' ? seriesUi.scopeQuestion : seriesUi.scopeDeleteQuestion}</legend>
          {eventScopes.map((s) => (
            <Form.Check key={s} type="radio" name="event-scope" id={`event-scope-${s}`} label={seriesUi.scopes[s]}
              checked={chosen === s} disabled={busy || (dateChanged && s !== 'this')} onChange={() => setScope(s)} />
          ))}
          {dateChanged && <Form.Text className="d-block mt-2">{seriesUi.scopeDateNote}</Form.Text>}
          {chosen !== 'this' && <Form.Text className="d-block mt-2">{seriesUi.scopeAllOrNothing}</Form.Text>}
        </fieldset>
        {failure && <Alert variant="danger" className="mt-3 mb-0" role="alert">{failure}</Alert>}
        {ownChanges && <OwnChanges list={ownChanges} />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>{commonUi.cancel}</Button>
        {ownChanges ? (
          <>
            <Button variant="outline-primary" onClick={() => onConfirm(chosen, 'keep')} disabled={busy}>{seriesUi.ownKeep}</Button>
            <Button variant="primary" onClick={() => onConfirm(chosen, 'overwrite')} disabled={busy}>{seriesUi.ownOverwrite}</Button>
          </>
        ) : (
          <Button variant={kind === 'delete' ? 'danger' : 'primary'} onClick={() => onConfirm(chosen)} disabled={busy}>{confirmLabel}</Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}

/** Which dates have their own change in the fields being changed, and in which. */
function OwnChanges({ list }: { list: TOwnChange[] }) {
  return (
    <Alert variant="warning" className="mt-3 mb-0" role="alert">
      <p className="mb-1 fw-semibold">{seriesUi.ownChangesTitle}</p>
      <ul className="mb-0 ps-3">
        {list.map((c) => (
          <li key={c.date}>{seriesUi.ownChangeLine(formatShortDate(c.date), c.fields.map((f) => eventsUi.fields[f === 'community_id' ? 'community' : f === 'event_type' ? 'eventType' : f].toLowerCase()).join(', '))}</li>
        ))}
      </ul>
    </Alert>
  );
}
