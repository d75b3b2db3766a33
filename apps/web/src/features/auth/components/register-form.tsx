import '@/lib/zod-messages.ts';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { authUi, invitationsUi, type TRegisterRequest, ZRegisterRequest } from '@zborovodja/contracts';
import { errorMessage, fieldErrors } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useRegister, type RegisterResponse } from '../api/register.ts';
import { useFocusFirstError } from '@/lib/focus-first-error.ts';

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

interface RegisterFormProps {
  invitation: Invitation | null;
  /** The invited address: prefilled and read-only (spec §2 "Registration"). */
  invitationEmail?: string | null;
  onRegistered: (response: RegisterResponse) => void;
}

/** The form's values and errors, the terms' checkbox, and the registration. */
function useRegisterForm({ invitation, invitationEmail = null, onRegistered }: RegisterFormProps) {
  const [values, setValues] = useState({ username: '', email: invitationEmail ?? '', password: '', display_name: '' });
  useEffect(() => {
    if (invitationEmail) setValues((v) => ({ ...v, email: invitationEmail }));
  }, [invitationEmail]);
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

  const acceptTerms = (accepted: boolean) => {
    setTerms(accepted);
    setErrors(({ terms_accepted: _, ...rest }) => rest);
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

  return { values, set, terms, acceptTerms, errors, refusal, submit, busy: register.isPending };
}

type RegisterFormState = ReturnType<typeof useRegisterForm>;

interface RegisterFieldProps {
  form: RegisterFormState;
  name: Exclude<Field, 'terms_accepted'>;
  label: string;
  type: string;
  autoComplete: string;
  help?: string;
  readOnly?: boolean;
}

function RegisterField({ form, name, label, type, autoComplete, help, readOnly = false }: RegisterFieldProps) {
  const { values, set, errors } = form;
  return (
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
}

/** 'I accept the terms and the privacy policy', both linked (opened in a new tab). */
function TermsCheck({ form }: { form: RegisterFormState }) {
  return (
    <Form.Group className="mb-4" controlId="register-terms">
      <Form.Check>
        <Form.Check.Input
          type="checkbox"
          checked={form.terms}
          onChange={(e) => form.acceptTerms(e.target.checked)}
          isInvalid={!!form.errors.terms_accepted}
        />
        <Form.Check.Label>
          {t.termsBefore}
          <Link to={paths.terms} target="_blank" rel="noopener">{t.termsLink}</Link>
          {t.termsMiddle}
          <Link to={paths.privacy} target="_blank" rel="noopener">{t.privacyLink}</Link>
        </Form.Check.Label>
        <Form.Control.Feedback type="invalid">{form.errors.terms_accepted}</Form.Control.Feedback>
      </Form.Check>
    </Form.Group>
  );
}

export function RegisterForm(props: RegisterFormProps) {
  const { invitation, invitationEmail = null } = props;
  const form = useRegisterForm(props);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.errors);
  const emailHelp = invitation ? (invitationEmail ? invitationsUi.banner.emailLocked : invitationsUi.banner.emailHint) : undefined;
  return (
    <Form ref={formRef} noValidate onSubmit={form.submit}>
      {form.refusal && <Alert variant="danger" role="alert">{form.refusal}</Alert>}
      <RegisterField form={form} name="username" label={authUi.username} type="text" autoComplete="username" />
      <RegisterField form={form} name="email" label={authUi.email} type="email" autoComplete="email" help={emailHelp} readOnly={!!invitationEmail} />
      <RegisterField form={form} name="password" label={authUi.password} type="password" autoComplete="new-password" help={t.passwordHelp} />
      <RegisterField form={form} name="display_name" label={t.displayNameLabel} type="text" autoComplete="name" help={t.displayNameHelp} />

      <TermsCheck form={form} />

      <Button type="submit" className="w-100" size="lg" disabled={form.busy}>
        {form.busy ? t.submitting : t.submit}
      </Button>
    </Form>
  );
}
