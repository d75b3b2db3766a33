import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { loginUi } from '@zborovodja/contracts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { isUnverifiedLogin, useLogin } from '../api/login.ts';
import { ResendVerification } from './resend-verification.tsx';

const t = loginUi;

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const login = useLogin();

  const missingUsername = !username.trim();
  const missingPassword = !password;
  const error = login.error;
  const unverified = error instanceof ApiError && error.status === 401 && isUnverifiedLogin(error.body);
  const done = login.isSuccess;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (missingUsername || missingPassword) {
      setShowErrors(true);
      return;
    }
    login.mutate({ username: username.trim(), password }, { onSuccess: onLoggedIn });
  }

  return (
    <Form noValidate onSubmit={submit}>
      {done && <Alert variant="success" role="status">{t.success}</Alert>}
      {error && !unverified && <Alert variant="danger" role="alert">{errorMessage(error, t.failed)}</Alert>}
      {error && unverified && <ResendVerification username={username.trim()} message={errorMessage(error, t.notVerified)} />}

      <Form.Group className="mb-3" controlId="login-username">
        <Form.Label>{t.usernameLabel}</Form.Label>
        <Form.Control
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          isInvalid={showErrors && missingUsername}
          disabled={done}
          autoFocus
        />
        <Form.Control.Feedback type="invalid">{t.required}</Form.Control.Feedback>
      </Form.Group>

      <Form.Group className="mb-2" controlId="login-password">
        <Form.Label>{loginUi.passwordLabel}</Form.Label>
        <Form.Control
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          isInvalid={showErrors && missingPassword}
          disabled={done}
        />
        <Form.Control.Feedback type="invalid">{t.required}</Form.Control.Feedback>
      </Form.Group>

      <div className="text-end mb-4">
        <Link to={paths.forgotPassword} className="small">{t.forgotPassword}</Link>
      </div>

      <Button type="submit" className="w-100" size="lg" disabled={login.isPending || done}>
        {login.isPending ? t.submitting : t.submit}
      </Button>
    </Form>
  );
}
