import Alert from 'react-bootstrap/Alert';
import { LinkButton } from '@/components/ui/link-button.tsx';
import { Link, useParams } from 'react-router';
import { authUi, invitationsUi, redirectDelays } from '@zborovodja/contracts';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { AuthCard } from '@/components/layout/auth-card.tsx';
import { useRedirectAfter } from '@/hooks/use-redirect-after.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { hrefs, paths } from '@/lib/paths.ts';
import { useVerifyEmail } from '../api/verify-email.ts';

const t = authUi.verifyEmail;

/**
 * /verify-email/{token}, and the verification branch of /verify-or-invite/{token} (tokenPage),
 * where a failure shows the server's message or the spec's token-page text.
 */
export function VerifyEmailPage({ tokenPage = false }: { tokenPage?: boolean }) {
  const { token = '' } = useParams();
  const query = useVerifyEmail(token);
  const result = query.data?.status === 'verified' ? 'success' : query.data?.status === 'already' ? 'already' : null;
  useRedirectAfter(result ? hrefs.loginVerification(result) : null, redirectDelays.tokenPage);

  return <AuthCard title={t.title}>{body()}</AuthCard>;

  function body() {
    if (query.isPending) return <PageSpinner label={t.verifying} />;
    if (result) {
      return (
        <>
          <Alert variant="success" role="status">
            <p className="mb-1 fw-semibold">{result === 'success' ? t.verified : t.already}</p>
            <p className="mb-0 small">{t.redirecting}</p>
          </Alert>
          <LinkButton to={hrefs.loginVerification(result)} className="w-100">
            {t.toLogin}
          </LinkButton>
        </>
      );
    }
    if (query.error instanceof ApiError && query.error.status === 400) {
      return (
        <Alert variant="warning" role="alert">
          <p className="mb-1 fw-semibold">{t.invalid}</p>
          <p className="mb-2 small">{t.resendHint}</p>
          <Link to={paths.login}>{t.resendLink}</Link>
        </Alert>
      );
    }
    return (
      <>
        <Alert variant="danger" role="alert">
          {tokenPage ? errorMessage(query.error, invitationsUi.token.verifyFailed) : t.error}
        </Alert>
        <LinkButton to={paths.login} variant="outline-primary" className="w-100">
          {t.toLogin}
        </LinkButton>
      </>
    );
  }
}
