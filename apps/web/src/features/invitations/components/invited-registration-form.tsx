import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { invitationsUi, limits, type TInvitationDetails, ZRegisterInvitedRequest } from '@zborovodja/contracts';
import { ApiError, errorMessage, fieldErrors } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { issuesByField } from '@/lib/schema-errors.ts';
import { useRegisterInvited, type RegisterInvitedResponse } from '../api/register-invited.ts';

const t = invitationsUi.token;
type Field = 'username' | 'password' | 'confirm' | 'display_name';

/** The token page's registration (spec §5 "Invited registration"); the e-mail is the invitation's, read-only. */
export function InvitedRegistrationForm({ token, details, onRegistered }: {
  token: string;
  details: TInvitationDetails;
  onRegistered: (response: RegisterInvitedResponse) => void;
}) {
  const [values, setValues] = useState({ username: '', password: '', confirm: '', display_name: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const register = useRegisterInvited();

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!values.username.trim()) found.username = t.usernameRequired;
    if (!values.password) found.password = t.passwordRequired;
    else if (values.password.length < limits.password.min) found.password = t.passwordMin;
    if (values.password && values.confirm !== values.password) found.confirm = t.mismatch;
    const schema = issuesByField<Field>(ZRegisterInvitedRequest, {
      username: values.username,
      password: values.password,
      display_name: values.display_name,
      community_id: details.community_id,
      invitation_token: token,
      email: details.email,
    });
    return { ...schema, ...found };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const username = values.username.trim();
    register.mutate(
      {
        username,
        password: values.password,
        display_name: values.display_name.trim() || username,
        community_id: details.community_id,
        invitation_token: token,
        email: details.email,
      },
      { onSuccess: onRegistered, onError: (error) => setErrors(fieldErrors(error)) },
    );
  }

  const busy = register.isPending;
  const conflict = register.error instanceof ApiError && register.error.status === 409;
  const field = (name: Field, label: string, type: string, autoComplete: string, help?: string) => (
    <Form.Group className="mb-3" controlId={`invited-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
        isInvalid={!!errors[name]}
        disabled={busy}
        aria-describedby={help ? `invited-${name}-help` : undefined}
      />
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
      {help && <Form.Text id={`invited-${name}-help`}>{help}</Form.Text>}
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={submit}>
      {register.isError && (
        <Alert variant="danger" role="alert">
          {errorMessage(register.error, t.failed)}
          {conflict && (
            <>
              {' '}
              <Link to={paths.login}>{t.loginLink}</Link>
            </>
          )}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="invited-email">
        <Form.Label>{t.email}</Form.Label>
        <Form.Control type="email" value={details.email} readOnly aria-describedby="invited-email-help" />
        <Form.Text id="invited-email-help">{t.emailLocked}</Form.Text>
      </Form.Group>
      {field('username', t.username, 'text', 'username')}
      {field('password', t.password, 'password', 'new-password', t.passwordHelp)}
      {field('confirm', t.confirmPassword, 'password', 'new-password')}
      {field('display_name', t.displayName, 'text', 'name', t.displayNameHelp)}
      <Button type="submit" size="lg" className="w-100" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </Button>
    </Form>
  );
}
