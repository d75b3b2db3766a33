import '@/lib/zod-messages.ts';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { authUi, invitationsUi, type TRegisterRequest, ZRegisterRequest } from '@zborovodja/contracts';
import { errorMessage, fieldErrors } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useRegister, type RegisterResponse } from '../api/register.ts';

const t = authUi.register;

type Field = 'username' | 'email' | 'password' | 'display_name' | 'terms_accepted';
type Errors = Partial<Record<Field, string>>;

export interface Invitation {
  token: string;
  communityId: string;
}

/** The same shared schema the server parses with, so the messages are the server's own. */
function validate(payload: TRegisterRequest, termsAccepted: boolean): Errors {
  const errors: Errors = {};
  const result = ZRegisterRequest.safeParse(payload);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] as Field;
      errors[key] ??= issue.message;
    }
  }
  if (!termsAccepted) errors.terms_accepted = t.termsRequired;
  return errors;
}

export function RegisterForm({ invitation, invitationEmail = null, onRegistered }: {
  invitation: Invitation | null;
  /** The invited address: prefilled and read-only (spec §2 "Registration"). */
  invitationEmail?: string | null;
  onRegistered: (response: RegisterResponse) => void;
}) {
  const [values, setValues] = useState({ username: '', email: invitationEmail ?? '', password: '', display_name: '' });
  useEffect(() => {
    if (invitationEmail) setValues((v) => ({ ...v, email: invitationEmail }));
  }, [invitationEmail]);
  const emailHelp = invitation ? (invitationEmail ? invitationsUi.banner.emailLocked : invitationsUi.banner.emailHint) : undefined;
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const register = useRegister();
  // A refusal about a field is shown at that field, where editing it takes the message away; the
  // alert is for the rest (rate limit, a failure of the server).
  const refusal = register.isError && Object.keys(fieldErrors(register.error)).length === 0 ? errorMessage(register.error, t.failed) : null;

  const set = (field: keyof typeof values) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload: TRegisterRequest = {
      ...values,
      username: values.username.trim(),
      email: values.email.trim(),
      terms_accepted: true,
      ...(invitation ? { invitation_token: invitation.token, invitation_community_id: invitation.communityId } : {}),
    };
    // A new attempt: the last one's refusal no longer stands beside what this one finds.
    register.reset();
    const found = validate(payload, terms);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    register.mutate(payload, { onSuccess: onRegistered, onError: (error) => setErrors(fieldErrors(error)) });
  }

  const field = (
    name: Exclude<Field, 'terms_accepted'>,
    label: string,
    type: string,
    autoComplete: string,
    help?: string,
    readOnly = false,
  ) => (
    <Form.Group className="mb-3" controlId={`register-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={set(name)}
        isInvalid={!!errors[name]}
        readOnly={readOnly}
        aria-describedby={help ? `register-${name}-help` : undefined}
      />
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
      {help && <Form.Text id={`register-${name}-help`}>{help}</Form.Text>}
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={submit}>
      {refusal && <Alert variant="danger" role="alert">{refusal}</Alert>}
      {field('username', authUi.username, 'text', 'username')}
      {field('email', authUi.email, 'email', 'email', emailHelp, !!invitationEmail)}
      {field('password', authUi.password, 'password', 'new-password', t.passwordHelp)}
      {field('display_name', t.displayNameLabel, 'text', 'name', t.displayNameHelp)}

      <Form.Group className="mb-4" controlId="register-terms">
        <Form.Check>
          <Form.Check.Input
            type="checkbox"
            checked={terms}
            onChange={(e) => {
              setTerms(e.target.checked);
              setErrors(({ terms_accepted: _, ...rest }) => rest);
            }}
            isInvalid={!!errors.terms_accepted}
          />
          <Form.Check.Label>
            {t.termsBefore}
            <Link to={paths.terms} target="_blank" rel="noopener">{t.termsLink}</Link>
            {t.termsMiddle}
            <Link to={paths.privacy} target="_blank" rel="noopener">{t.privacyLink}</Link>
          </Form.Check.Label>
          <Form.Control.Feedback type="invalid">{errors.terms_accepted}</Form.Control.Feedback>
        </Form.Check>
      </Form.Group>

      <Button type="submit" className="w-100" size="lg" disabled={register.isPending}>
        {register.isPending ? t.submitting : t.submit}
      </Button>
    </Form>
  );
}
