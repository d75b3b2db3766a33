import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { adminUi, commonUi, ZAdminCreateInvitationRequest } from '@zborovodja/contracts';
import { useFormErrors } from '@/lib/form-errors.ts';
import { issuesByField } from '@/lib/schema-errors.ts';
import { useAdminCommunities } from '../api/communities.ts';
import { useCreateAdminInvitation } from '../api/invitations.ts';
import { adminFailure } from '../utils.ts';

const t = adminUi.invitations;
const f = t.fields;
type Field = 'email' | 'community_id';

/** Create New Invitation: e-mail required and valid, community required, make_primary on by default (spec §5). */
export function InvitationModal({ onClose, onCreated }: { onClose: () => void; onCreated: (message: string) => void }) {
  const [values, setValues] = useState({ email: '', communityId: '', makePrimary: true });
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, setErrors, clearError, failure, setFailure, refused } = useFormErrors<Field>(formRef, ['email', 'community_id']);
  const communities = useAdminCommunities();
  const create = useCreateAdminInvitation();
  const busy = create.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const raw = { email: values.email, community_id: values.communityId, make_primary: values.makePrimary };
    const found = issuesByField<Field>(ZAdminCreateInvitationRequest, raw);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(ZAdminCreateInvitationRequest.parse(raw), {
      onSuccess: (response) => onCreated(response.message || t.created),
      onError: (error) => refused(error, adminFailure(t.createFailed, error)),
    });
  }

  return (
    <Modal show onHide={busy ? undefined : onClose} centered backdrop={busy ? 'static' : true} aria-labelledby="admin-invitation-title">
      <Form ref={formRef} noValidate onSubmit={submit}>
        <Modal.Header closeButton={!busy} closeLabel={commonUi.close}>
          <Modal.Title id="admin-invitation-title" as="h2" className="h5">{t.createTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
          <Form.Group className="mb-3" controlId="admin-invitation-email">
            <Form.Label>{f.email}</Form.Label>
            <Form.Control
              type="email"
              value={values.email}
              onChange={(e) => {
                setValues((v) => ({ ...v, email: e.target.value }));
                clearError('email');
              }}
              isInvalid={!!errors.email}
              disabled={busy}
              required
              autoFocus
            />
            <Form.Control.Feedback type="invalid">{errors.email}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="admin-invitation-community">
            <Form.Label>{f.community}</Form.Label>
            <Form.Select
              value={values.communityId}
              onChange={(e) => {
                setValues((v) => ({ ...v, communityId: e.target.value }));
                clearError('community_id');
              }}
              isInvalid={!!errors.community_id}
              disabled={busy}
              required
            >
              <option value="">{f.chooseCommunity}</option>
              {(communities.data ?? []).map((community) => (
                <option key={community.id} value={community.id}>{community.name}</option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.community_id}</Form.Control.Feedback>
          </Form.Group>
          <Form.Check
            type="checkbox"
            id="admin-invitation-primary"
            label={f.makePrimary}
            checked={values.makePrimary}
            onChange={(e) => setValues((v) => ({ ...v, makePrimary: e.target.checked }))}
            disabled={busy}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>{commonUi.cancel}</Button>
          <Button type="submit" disabled={busy}>{busy ? t.sending : t.send}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
