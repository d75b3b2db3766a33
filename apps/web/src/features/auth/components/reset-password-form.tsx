import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { authUi, limits, redirectDelays } from '@zborovodja/contracts';
import { useRedirectAfter } from '@/hooks/use-redirect-after.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';

const t = authUi.reset;

function check(password: string, confirmation: string): { password?: string; confirmation?: string } {
  if (!password) return { password: t.required };
  if (password.length < limits.password.min) return { password: t.minLength };
  if (password !== confirmation) return { confirmation: t.mismatch };
  return {};
}

export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const reset = useResetPassword();
  useRedirectAfter(reset.isSuccess ? paths.login : null, redirectDelays.passwordReset);

  if (reset.isSuccess) {
    return (
      <Alert variant="success" role="status">
        <p className="mb-1 fw-semibold">{reset.data?.message || t.success}</p>
        <p className="mb-0 small">{t.redirecting}</p>
      </Alert>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(password, confirmation);
    setErrors(found);
    if (!found.password && !found.confirmation) reset.mutate({ token, password });
  }

  return (
    <Form noValidate onSubmit={submit}>
      {reset.isError && <Alert variant="danger" role="alert">{errorMessage(reset.error, t.failed)}</Alert>}
      <Form.Group className="mb-3" controlId="reset-password">
        <Form.Label>{t.newPassword}</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          isInvalid={!!errors.password}
          aria-describedby="reset-password-help"
          autoFocus
        />
        <Form.Control.Feedback type="invalid">{errors.password}</Form.Control.Feedback>
        <Form.Text id="reset-password-help">{t.passwordHelp}</Form.Text>
      </Form.Group>
      <Form.Group className="mb-4" controlId="reset-confirmation">
        <Form.Label>{t.confirmPassword}</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          isInvalid={!!errors.confirmation}
        />
        <Form.Control.Feedback type="invalid">{errors.confirmation}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" className="w-100" size="lg" disabled={reset.isPending}>
        {reset.isPending ? t.submitting : t.submit}
      </Button>
    </Form>
  );
}
