// In the entry chunk: Bootstrap's classes written out, no react-bootstrap (first page's JS budget, docs/decisions.md).
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
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
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // The page may come rendered by the server (docs/architecture.md, "First screen"): what was
  // typed or filled in by a password manager before the client took it over is in the fields,
  // not in the state, and hydration leaves the fields as they are. The state takes it over.
  useLayoutEffect(() => {
    if (usernameInput.current?.value) setUsername(usernameInput.current.value);
    if (passwordInput.current?.value) setPassword(passwordInput.current.value);
  }, []);

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

  const controlClass = (missing: boolean) => `form-control${showErrors && missing ? ' is-invalid' : ''}`;

  return (
    // POST: should the form ever be sent by the browser itself, the password is not put in a URL.
    <form method="post" noValidate onSubmit={submit}>
      {done && <div className="fade alert alert-success show" role="status">{t.success}</div>}
      {error && !unverified && <div className="fade alert alert-danger show" role="alert">{errorMessage(error, t.failed)}</div>}
      {error && unverified && <ResendVerification username={username.trim()} message={errorMessage(error, t.notVerified)} />}

      <div className="mb-3">
        <label className="form-label" htmlFor="login-username">{t.usernameLabel}</label>
        <input
          id="login-username"
          ref={usernameInput}
          className={controlClass(missingUsername)}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          disabled={done}
          autoFocus
        />
        <div className="invalid-feedback">{t.required}</div>
      </div>

      <div className="mb-2">
        <label className="form-label" htmlFor="login-password">{t.passwordLabel}</label>
        <input
          id="login-password"
          ref={passwordInput}
          className={controlClass(missingPassword)}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={done}
        />
        <div className="invalid-feedback">{t.required}</div>
      </div>

      <div className="text-end mb-4">
        <Link to={paths.forgotPassword} className="small">{t.forgotPassword}</Link>
      </div>

      <button type="submit" className="w-100 btn btn-primary btn-lg" disabled={login.isPending || done}>
        {login.isPending ? t.submitting : t.submit}
      </button>
    </form>
  );
}
