import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router';
import { invitationsUi } from '@zborovodja/contracts';
import { AuthCard } from '@/components/layout/auth-card.tsx';
import { LinkButton } from '@/components/ui/link-button.tsx';
import { useSession } from '@/lib/auth.ts';
import { paths } from '@/lib/paths.ts';

const t = invitationsUi.errorPage;
const messages: Record<string, string> = { invalid: t.invalid, expired: t.expired, used: t.used, server: t.server };

/** /invitation-error?error=invalid|expired|used|server (anything else: the generic text). */
export function InvitationErrorPage() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const kind = params.get('error') ?? '';
  // Someone logged in is not sent to log in (issue 58, #13).
  const message = kind === 'used' && user ? t.usedLoggedIn : (messages[kind] ?? t.default);
  return (
    <AuthCard title={t.title}>
      <Alert variant="warning" role="alert">{message}</Alert>
      <div className="d-flex flex-column flex-sm-row gap-2">
        <LinkButton to={paths.home} className="flex-fill">{t.home}</LinkButton>
        {user ? (
          <LinkButton to={paths.communityList} variant="outline-primary" className="flex-fill">{t.myGroups}</LinkButton>
        ) : (
          <LinkButton to={paths.login} variant="outline-primary" className="flex-fill">{t.login}</LinkButton>
        )}
      </div>
    </AuthCard>
  );
}
