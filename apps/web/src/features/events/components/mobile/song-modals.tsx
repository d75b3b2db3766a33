import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { commonUi, eventLimits, eventsMobileUi, eventsUi, massSongRoles, type TEvent } from '@zborovodja/contracts';
import { RoleWarnings } from '../shared/setlist-warnings.tsx';

const t = eventsMobileUi;

interface CommentModalProps {
  show: boolean;
  songTitle: string;
  initial: string;
  saving?: boolean;
  error?: string | null;
  onSave: (comment: string) => void;
  onHide: () => void;
}

/** Adds or edits the comment of one setlist song. */
export function CommentModal({ show, songTitle, initial, saving, error, onSave, onHide }: CommentModalProps) {
  const [text, setText] = useState(initial);
  return (
    <Modal show={show} onHide={onHide} onShow={() => setText(initial)} centered aria-labelledby="mev-comment-title">
      <Form onSubmit={(e) => { e.preventDefault(); onSave(text); }}>
        <Modal.Header closeButton closeLabel={commonUi.close}>
          <Modal.Title id="mev-comment-title" as="h2" className="h5">{t.setlist.commentTitle(songTitle)}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && <Alert variant="danger" role="alert">{error}</Alert>}
          <Form.Group controlId="mev-comment-text">
            <Form.Label>{t.setlist.comment}</Form.Label>
            <Form.Control as="textarea" rows={3} value={text} maxLength={eventLimits.songComment} autoFocus
              onChange={(e) => setText(e.target.value)} />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>{eventsUi.cancel}</Button>
          <Button type="submit" variant="primary" disabled={saving}>{saving ? t.setlist.saving : t.setlist.saveComment}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

interface RoleModalProps {
  show: boolean;
  /** The title: one song's ("Vloga pesmi …") or the count of selected songs. */
  title: string;
  /** Mass events choose from the fixed role list; other types write a free role. */
  roleList: boolean;
  initial: string;
  /** A mass: the role's warnings (Slava, Aleluja) show while it is chosen (issue 57). */
  event?: Pick<TEvent, 'event_type' | 'date'>;
  onApply: (role: string) => void;
  onHide: () => void;
}

/** The single-song and multi-song role modal. */
export function RoleModal({ show, title, roleList, initial, event, onApply, onHide }: RoleModalProps) {
  const [role, setRoleValue] = useState(initial);
  return (
    <Modal show={show} onHide={onHide} onShow={() => setRoleValue(initial)} centered aria-labelledby="mev-role-title">
      <Form onSubmit={(e) => { e.preventDefault(); onApply(role); }}>
        <Modal.Header closeButton closeLabel={commonUi.close}>
          <Modal.Title id="mev-role-title" as="h2" className="h5">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="mev-role-value">
            <Form.Label>{t.setlist.role}</Form.Label>
            {roleList ? (
              <Form.Select value={role} onChange={(e) => setRoleValue(e.target.value)} autoFocus>
                <option value="">{eventsUi.noRole}</option>
                {massSongRoles.map((r) => <option key={r} value={r}>{r}</option>)}
              </Form.Select>
            ) : (
              <Form.Control value={role} maxLength={eventLimits.songRole} placeholder={t.edit.rolePlaceholder} autoFocus
                onChange={(e) => setRoleValue(e.target.value)} />
            )}
            {event && <RoleWarnings event={event} role={role || null} />}
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>{eventsUi.cancel}</Button>
          <Button type="submit" variant="primary">{t.edit.roleApply}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** The song's own notes (the "show notes" menu item). */
export function NotesModal({ song, onHide }: { song: { title: string; notes: string | null } | null; onHide: () => void }) {
  return (
    <Modal show={!!song} onHide={onHide} centered aria-labelledby="mev-notes-title">
      <Modal.Header closeButton closeLabel={commonUi.close}>
        <Modal.Title id="mev-notes-title" as="h2" className="h5">{song ? t.setlist.notesTitle(song.title) : ''}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {song?.notes?.trim() ? <p className="mb-0 mev-pre">{song.notes}</p> : <p className="text-secondary mb-0">{t.setlist.noNotes}</p>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>{commonUi.close}</Button>
      </Modal.Footer>
    </Modal>
  );
}
