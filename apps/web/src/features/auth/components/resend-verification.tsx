// In the entry chunk: Bootstrap's classes written out, no react-bootstrap (first page's JS budget, docs/decisions.md).
import { loginUi } from '@zborovodja/contracts';
import { errorMessage } from '@/lib/api-client.ts';
import { useResendVerification } from '../api/resend-verification.ts';

const t = loginUi;

/** Shown after a login refused for an unverified e-mail address. */
export function ResendVerification({ username, message }: { username: string; message: string }) {
  const resend = useResendVerification();
  const sent = resend.isSuccess;
  return (
    <div className="fade alert alert-warning show" role="alert">
      <p className="mb-2">{message}</p>
      <button
        type="button"
        className={`btn ${sent ? 'btn-outline-success' : 'btn-warning'} btn-sm`}
        disabled={sent || resend.isPending}
        onClick={() => resend.mutate(username)}
      >
        {sent ? t.resent : resend.isPending ? t.resending : t.resend}
      </button>
      {sent && <p className="mt-2 mb-0 small">{resend.data?.message || t.resendSuccess}</p>}
      {resend.isError && <p className="mt-2 mb-0 small text-danger">{errorMessage(resend.error, t.resendFailed)}</p>}
    </div>
  );
}
