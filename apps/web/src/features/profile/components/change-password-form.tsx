import '@/lib/zod-messages.ts';
import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { profileUi, ZChangePasswordRequest } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { errorMessage, fieldErrors } from '@/lib/api-client.ts';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { useFocusFirstError } from '@/lib/focus-first-error.ts';

const t = profileUi;
type Field = 'old_password' | 'new_password' | 'confirmation';
const empty: Record<Field, string> = { old_password: '', new_password: '', confirmation: '' };

function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const result = ZChangePasswordRequest.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  }
  if (!errors.new_password && values.new_password !== values.confirmation) errors.confirmation = t.passwordMismatch;
  return errors;
}

export function ChangePasswordForm({ title }: { title?: string }) {
  const needsServer = useNeedsServer();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const { flash, show, clear } = useFlash();
  const change = useChangePassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { old_password: values.old_password, new_password: values.new_password },
      {
        onSuccess: (res) => {
          setValues(empty);
          show('success', res?.message || t.passwordChanged);
        },
        onError: (error) => {
          // A refusal of a field is said beside that field only (issue 58, #12); anything else above the form.
          const beside = fieldErrors(error);
          setErrors(beside);
          if (Object.keys(beside).length === 0) show('danger', errorMessage(error, t.errors.password));
        },
      },
    );
  }

  const control = (field: Field, label: string, autoComplete: string, help?: string) => (
    <Form.Group className="mb-3" controlId={`password-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [field]: e.target.value }));
          setErrors(({ [field]: _, ...rest }) => rest);
        }}
        isInvalid={!!errors[field]}
      />
      <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>
      {help && <Form.Text>{help}</Form.Text>}
    </Form.Group>
  );

  return (
    <SectionCard title={title}>
      <Form ref={formRef} noValidate onSubmit={submit}>
        <FlashAlert flash={flash} onClose={clear} />
        {control('old_password', t.currentPassword, 'current-password')}
        {control('new_password', t.newPassword, 'new-password', t.newPasswordHelp)}
        {control('confirmation', t.confirmPassword, 'new-password')}
        <Button type="submit" {...needsServer(change.isPending)}>
          {change.isPending ? t.passwordSubmitting : t.passwordSubmit}
        </Button>
      </Form>
    </SectionCard>
  );
}
