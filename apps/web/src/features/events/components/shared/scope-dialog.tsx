import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { commonUi, eventScopes, seriesUi, type TEventScope } from '@zborovodja/contracts';
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
  onConfirm(scope: TEventScope): void;
  onCancel(): void;
}

/**
 * The question an occurrence of a series asks before it is saved or deleted (issue 23): 'Samo ta
 * dogodek', 'Ta in vsi naslednji' or 'Vsi v nizu'. Its own chunk, loaded by occurrences only.
 */
export function ScopeDialog({ show, kind, dateChanged = false, busy = false, confirmLabel, failure = null, onConfirm, onCancel }: ScopeDialogProps) {
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
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>{commonUi.cancel}</Button>
        <Button variant={kind === 'delete' ? 'danger' : 'primary'} onClick={() => onConfirm(chosen)} disabled={busy}>{confirmLabel}</Button>
      </Modal.Footer>
    </Modal>
  );
}
