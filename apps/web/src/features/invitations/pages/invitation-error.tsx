import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router';
import { invitationsUi } from '@zborovodja/contracts';
import { AuthCard } from '@/components/layout/auth-card.tsx';
import { LinkButton } from '@/components/ui/link-button.tsx';
import { paths } from '@/lib/paths.ts';

const t = invitationsUi.errorPage;
const messages: Record<string, string> = { invalid: t.invalid, expired: t.expired, used: t.used, server: t.server };

/** /invitation-error?error=invalid|expired|used|server (anything else: the generic text). */
export function InvitationErrorPage() {
  const [params] = useSearchParams();
  const message = messages[params.get('error') ?? ''] ?? t.default;
  return (
    <AuthCard title={t.title}>
      <Alert variant="warning" role="alert">{message}</Alert>
      <div className="d-flex flex-column flex-sm-row gap-2">
        <LinkButton to={paths.home} className="flex-fill">{t.home}</LinkButton>
        <LinkButton to={paths.login} variant="outline-primary" className="flex-fill">{t.login}</LinkButton>
      </div>
    </AuthCard>
  );
}
