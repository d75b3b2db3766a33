import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { commonUi, eventsUi, standUi } from '@zborovodja/contracts';
import { isValidItemKey } from './item-key-input.tsx';

const t = standUi.itemKey;

/** Mobile edit mode: the key one setlist song is sung in (issue 25). */
export function ItemKeyModal({ song, onApply, onHide }: { song: { title: string; item_key: string | null; key: string | null } | null; onApply: (key: string) => void; onHide: () => void }) {
  const [value, setValue] = useState('');
  const invalid = !isValidItemKey(value);
  return (
    <Modal show={!!song} onHide={onHide} onShow={() => setValue(song?.item_key ?? '')} centered aria-labelledby="item-key-title">
      <Form onSubmit={(e) => { e.preventDefault(); if (!invalid) onApply(value); }}>
        <Modal.Header closeButton closeLabel={commonUi.close}>
          <Modal.Title id="item-key-title" as="h2" className="h5">{song?.title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="item-key-value">
            <Form.Label>{t.label}</Form.Label>
            <Form.Control value={value} maxLength={4} placeholder={song?.key || t.placeholder} autoFocus isInvalid={invalid}
              onChange={(e) => setValue(e.target.value)} />
            <Form.Control.Feedback type="invalid">{t.invalid}</Form.Control.Feedback>
            <Form.Text>{t.hint}</Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>{eventsUi.cancel}</Button>
          <Button type="submit" variant="primary" disabled={invalid}>{t.apply}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
