import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { loginUi } from '@zborovodja/contracts';
import { errorMessage } from '@/lib/api-client.ts';
import { useResendVerification } from '../api/resend-verification.ts';

const t = loginUi;

/** Shown after a login refused for an unverified e-mail address. */
export function ResendVerification({ username, message }: { username: string; message: string }) {
  const resend = useResendVerification();
  const sent = resend.isSuccess;
  return (
    <Alert variant="warning" role="alert">
      <p className="mb-2">{message}</p>
      <Button
        variant={sent ? 'outline-success' : 'warning'}
        size="sm"
        disabled={sent || resend.isPending}
        onClick={() => resend.mutate(username)}
      >
        {sent ? t.resent : resend.isPending ? t.resending : t.resend}
      </Button>
      {sent && <p className="mt-2 mb-0 small">{resend.data?.message || t.resendSuccess}</p>}
      {resend.isError && <p className="mt-2 mb-0 small text-danger">{errorMessage(resend.error, t.resendFailed)}</p>}
    </Alert>
  );
}
