import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { invitationsUi, limits, type TInvitationDetails, ZRegisterInvitedRequest } from '@zborovodja/contracts';
import { ApiError, errorMessage, fieldErrors } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { issuesByField } from '@/lib/schema-errors.ts';
import { useRegisterInvited, type RegisterInvitedResponse } from '../api/register-invited.ts';
import { useFocusFirstError } from '@/lib/focus-first-error.ts';

const t = invitationsUi.token;
type Field = 'username' | 'password' | 'confirm' | 'display_name';

interface InvitedRegistrationProps {
  token: string;
  details: TInvitationDetails;
  onRegistered: (response: RegisterInvitedResponse) => void;
}

/** The form's values, their checks (the shared schema's and the password's repetition), and the registration. */
function useInvitedRegistration({ token, details, onRegistered }: InvitedRegistrationProps) {
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

  return { values, set, errors, submit, register, busy: register.isPending };
}

interface InvitedFieldProps {
  form: ReturnType<typeof useInvitedRegistration>;
  name: Field;
  label: string;
  type: string;
  autoComplete: string;
  help?: string;
}

function InvitedField({ form, name, label, type, autoComplete, help }: InvitedFieldProps) {
  const { values, set, errors, busy } = form;
  return (
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
}

/** The token page's registration (spec §5 "Invited registration"); the e-mail is the invitation's, read-only. */
export function InvitedRegistrationForm(props: InvitedRegistrationProps) {
  const { details } = props;
  const form = useInvitedRegistration(props);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.errors);
  const { register, busy } = form;
  const conflict = register.error instanceof ApiError && register.error.status === 409;

  return (
    <Form ref={formRef} noValidate onSubmit={form.submit}>
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
      <InvitedField form={form} name="username" label={t.username} type="text" autoComplete="username" />
      <InvitedField form={form} name="password" label={t.password} type="password" autoComplete="new-password" help={t.passwordHelp} />
      <InvitedField form={form} name="confirm" label={t.confirmPassword} type="password" autoComplete="new-password" />
      <InvitedField form={form} name="display_name" label={t.displayName} type="text" autoComplete="name" help={t.displayNameHelp} />
      <Button type="submit" size="lg" className="w-100" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </Button>
    </Form>
  );
}
