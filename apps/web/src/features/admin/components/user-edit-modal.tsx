import { useRef, useState, type FormEvent, type RefObject } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import {
  adminRoleChoices, adminUi, commonUi, type TAdminRoleChoice, type TAdminUser, ZAdminUpdateUserRequest,
} from '@zborovodja/contracts';
import { useFormErrors } from '@/lib/form-errors.ts';
import { issuesByField } from '@/lib/schema-errors.ts';
import { useAdminCommunities } from '../api/communities.ts';
import { AssignCommunityError, useSaveAdminUser } from '../api/users.ts';
import { adminFailure, userFormValues, userSavePlan, type UserFormValues } from '../utils.ts';

const t = adminUi.users;
const c = t.columns;
type Field = 'username' | 'email' | 'role' | 'display_name';

/** The form's values and errors, and the save (with the community assignment it may need). */
function useUserEditForm(user: TAdminUser, onSaved: (message: string) => void, container: RefObject<HTMLElement | null>) {
  const [values, setValues] = useState<UserFormValues>(() => userFormValues(user));
  const { errors, setErrors, clearError, failure, setFailure, refused } = useFormErrors<Field>(container, ['username', 'email', 'role', 'display_name']);
  const save = useSaveAdminUser();

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const plan = userSavePlan(user, values);
    const found = issuesByField<Field>(ZAdminUpdateUserRequest, plan.body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: user.id, ...plan },
      {
        onSuccess: (response) => onSaved(response.message || t.updated),
        onError: (error) =>
          error instanceof AssignCommunityError ? setFailure(adminFailure(t.assignFailed, error.reason)) : refused(error, adminFailure(t.updateFailed, error)),
      },
    );
  }

  return { values, set, errors, clearError, failure, submit, busy: save.isPending };
}

type UserEditForm = ReturnType<typeof useUserEditForm>;

function UserTextField({ form, field, label, type = 'text' }: { form: UserEditForm; field: Field & keyof UserFormValues; label: string; type?: string }) {
  const { values, errors, busy } = form;
  return (
    <Form.Group className="mb-3" controlId={`admin-user-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={values[field]}
        onChange={(e) => {
          form.set(field, e.target.value);
          form.clearError(field);
        }}
        isInvalid={!!errors[field]}
        disabled={busy}
        required
      />
      <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** The role, and the community (the user's current one kept in the list when the list lacks it). */
function RoleAndCommunityFields({ form, user }: { form: UserEditForm; user: TAdminUser }) {
  const { values, set, errors, busy } = form;
  const communities = useAdminCommunities();
  return (
    <>
      <Form.Group className="mb-3" controlId="admin-user-role">
        <Form.Label>{c.role}</Form.Label>
        <Form.Select
          value={values.role}
          onChange={(e) => set('role', e.target.value as TAdminRoleChoice)}
          isInvalid={!!errors.role}
          disabled={busy}
        >
          {adminRoleChoices.map((role) => (
            <option key={role} value={role}>{adminUi.roleChoices[role]}</option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.role}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="admin-user-community">
        <Form.Label>{c.community}</Form.Label>
        <Form.Select value={values.communityId} onChange={(e) => set('communityId', e.target.value)} disabled={busy}>
          <option value="">{t.noCommunity}</option>
          {(communities.data ?? []).map((community) => (
            <option key={community.id} value={community.id}>{community.name}</option>
          ))}
          {user.community_id !== null && !communities.data?.some((x) => x.id === user.community_id) && (
            <option value={user.community_id}>{user.community_name ?? user.community_id}</option>
          )}
        </Form.Select>
      </Form.Group>
    </>
  );
}

/** Edit User: username, email, role, community, display name, email verified, approved. */
export function UserEditModal({ user, onClose, onSaved }: { user: TAdminUser; onClose: () => void; onSaved: (message: string) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useUserEditForm(user, onSaved, formRef);
  const { values, set, errors, busy } = form;
  return (
    <Modal show onHide={busy ? undefined : onClose} centered backdrop={busy ? 'static' : true} aria-labelledby="admin-user-title">
      <Form ref={formRef} noValidate onSubmit={form.submit}>
        <Modal.Header closeButton={!busy} closeLabel={commonUi.close}>
          <Modal.Title id="admin-user-title" as="h2" className="h5">{t.editTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {form.failure && <Alert variant="danger" role="alert">{form.failure}</Alert>}
          <UserTextField form={form} field="username" label={c.username} />
          <UserTextField form={form} field="email" label={c.email} type="email" />
          <RoleAndCommunityFields form={form} user={user} />
          <Form.Group className="mb-3" controlId="admin-user-display_name">
            <Form.Label>{c.displayName}</Form.Label>
            <Form.Control
              value={values.displayName}
              onChange={(e) => {
                set('displayName', e.target.value);
                form.clearError('display_name');
              }}
              isInvalid={!!errors.display_name}
              disabled={busy}
            />
            <Form.Control.Feedback type="invalid">{errors.display_name}</Form.Control.Feedback>
          </Form.Group>
          <Form.Check
            type="switch"
            id="admin-user-verified"
            className="mb-2"
            label={c.emailVerified}
            checked={values.emailVerified}
            onChange={(e) => set('emailVerified', e.target.checked)}
            disabled={busy}
          />
          <Form.Check
            type="switch"
            id="admin-user-approved"
            label={c.approved}
            checked={values.isApproved}
            onChange={(e) => set('isApproved', e.target.checked)}
            disabled={busy}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>{commonUi.cancel}</Button>
          <Button type="submit" disabled={busy}>{busy ? t.saving : t.save}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
