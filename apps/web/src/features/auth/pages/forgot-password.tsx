import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { authUi } from '@zborovodja/contracts';
import { AuthCard } from '@/components/layout/auth-card.tsx';
import { paths } from '@/lib/paths.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

const t = authUi.forgot;

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const forgot = useForgotPassword();
  // The answer is the same whether or not the account exists; a failure says the same (spec §8).
  const answer = forgot.isSuccess ? forgot.data?.message || t.neutral : forgot.isError ? t.neutral : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setMissing(true);
      return;
    }
    forgot.mutate(email.trim());
  }

  return (
    <AuthCard
      title={t.title}
      subtitle={answer ? undefined : t.intro}
      footer={<Link to={paths.login} className="small">{t.backToLogin}</Link>}
    >
      {answer ? (
        <Alert variant="info" role="status" className="mb-0">{answer}</Alert>
      ) : (
        <Form noValidate onSubmit={submit}>
          <Form.Group className="mb-4" controlId="forgot-email">
            <Form.Label>{authUi.email}</Form.Label>
            <Form.Control
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setMissing(false);
              }}
              isInvalid={missing}
              autoFocus
            />
            <Form.Control.Feedback type="invalid">{t.required}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" className="w-100" size="lg" disabled={forgot.isPending}>
            {forgot.isPending ? t.submitting : t.submit}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
