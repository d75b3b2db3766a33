import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { authUi } from '@zborovodja/contracts';
import { AuthCard } from '@/components/layout/auth-card.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useVerifyResetToken } from '../api/verify-reset-token.ts';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

const t = authUi.reset;

function InvalidLink({ message }: { message: string }) {
  return (
    <Alert variant="warning" role="alert">
      <p className="mb-2">{message}</p>
      <Link to={paths.forgotPassword}>{t.requestNew}</Link>
    </Alert>
  );
}

export function ResetPasswordPage() {
  const { token } = useParams();
  const check = useVerifyResetToken(token);

  return (
    <AuthCard title={t.title} footer={<Link to={paths.login} className="small">{t.toLogin}</Link>}>
      {!token ? (
        <InvalidLink message={t.noToken} />
      ) : check.isPending ? (
        <PageSpinner label={t.checking} />
      ) : check.isError ? (
        <InvalidLink message={errorMessage(check.error, t.invalid)} />
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </AuthCard>
  );
}
