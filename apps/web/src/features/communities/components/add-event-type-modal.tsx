import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { commonUi, communitiesUi, communityLimits } from '@zborovodja/contracts';
import { eventTypeLabel } from '@/lib/event-types.ts';

const t = communitiesUi.manage;

/** Adds a custom event type: trimmed, and refused when it repeats an existing type (spec §5). */
export function AddEventTypeModal({ show, existing, onAdd, onClose }: {
  show: boolean;
  existing: string[];
  onAdd: (type: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setValue('');
    setError(null);
    onClose();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The modal renders in a portal, but React still bubbles its submit to the edit form around it.
    event.stopPropagation();
    const type = value.trim().replace(/\s+/g, ' ');
    if (!type) return setError(t.typeRequired);
    const taken = existing.some((e) => [e, eventTypeLabel(e)].some((n) => n.toLocaleLowerCase('sl') === type.toLocaleLowerCase('sl')));
    if (taken) return setError(t.typeExists);
    onAdd(type);
    close();
  }

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="add-event-type-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={commonUi.close}>
          <Modal.Title id="add-event-type-title" as="h2" className="h5">{t.addTypeTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="custom-event-type">
            <Form.Label>{t.addTypeLabel}</Form.Label>
            <Form.Control
              value={value}
              maxLength={communityLimits.eventTypeMax}
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
              isInvalid={!!error}
              autoFocus
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>{t.cancel}</Button>
          <Button type="submit">{t.add}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
