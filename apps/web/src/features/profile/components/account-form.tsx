import '@/lib/zod-messages.ts';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { commonUi, profileUi, type TProfile, ZDisplayName, ZEmail } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { errorMessage, fieldErrors } from '@/lib/api-client.ts';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { EmailVerification } from './email-verification.tsx';
import { useFocusFirstError } from '@/lib/focus-first-error.ts';

const t = profileUi;
type Field = 'email' | 'display_name';

function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!ZEmail.safeParse(values.email).success) errors.email = t.emailInvalid;
  // The shared rule: length, no bidi controls or invisible characters (issue 19).
  const name = ZDisplayName.safeParse(values.display_name);
  if (!name.success) errors.display_name = name.error.issues[0]?.message;
  return errors;
}

/** Username (read only), e-mail and display name (the photo has its own card); what was typed stays after a failed save. */
export function AccountForm({ profile, title }: { profile: TProfile; title?: string }) {
  const needsServer = useNeedsServer();
  const [values, setValues] = useState<Record<Field, string>>({
    email: profile.email,
    display_name: profile.display_name ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const [newEmail, setNewEmail] = useState<string | null>(null);
  const { flash, show, clear } = useFlash();
  const update = useUpdateProfile();

  const set = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const email = values.email.trim();
    const emailChanged = email.toLowerCase() !== profile.email.toLowerCase();
    update.mutate(
      { email, display_name: values.display_name.trim() || null },
      {
        onSuccess: () => {
          show('success', t.updated);
          if (emailChanged) setNewEmail(email);
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          show('danger', errorMessage(error, t.errors.update));
        },
      },
    );
  }

  const control = (field: Field, label: string, type = 'text', help?: string) => (
    <Form.Group className="mb-3" controlId={`profile-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} value={values[field]} onChange={set(field)} isInvalid={!!errors[field]} />
      <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>
      {help && <Form.Text>{help}</Form.Text>}
    </Form.Group>
  );

  return (
    <SectionCard title={title}>
      <Form ref={formRef} noValidate onSubmit={submit}>
        <FlashAlert flash={flash} onClose={clear} />
        {newEmail && (
          <Alert variant="info" dismissible closeLabel={commonUi.close} onClose={() => setNewEmail(null)} role="status">
            {t.emailChanged(newEmail)}
          </Alert>
        )}
        <Form.Group className="mb-3" controlId="profile-username">
          <Form.Label>{t.username}</Form.Label>
          <Form.Control value={profile.username} readOnly className="bg-light" aria-describedby="profile-username-help" />
          <Form.Text id="profile-username-help">{t.usernameHelp}</Form.Text>
        </Form.Group>
        {control('email', t.email, 'email')}
        <div className="mb-3">
          <EmailVerification verified={profile.email_verified} />
        </div>
        {control('display_name', t.displayName)}
        <Button type="submit" {...needsServer(update.isPending)}>
          {update.isPending ? commonUi.saving : commonUi.save}
        </Button>
      </Form>
    </SectionCard>
  );
}
