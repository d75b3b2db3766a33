// In the entry chunk: Bootstrap's classes written out, no react-bootstrap (first page's JS budget, docs/decisions.md).
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { loginUi, redirectDelays } from '@zborovodja/contracts';
import { useRedirectAfter } from '@/hooks/use-redirect-after.ts';
import { AuthCard } from '@/components/layout/auth-card.tsx';
import { hrefs, paths, safeReturnUrl } from '@/lib/paths.ts';
import { pendingInvitation } from '@/lib/storage.ts';
import { LoginForm } from '../components/login-form.tsx';
import { VerificationNotice } from '../components/verification-notice.tsx';

const t = loginUi;

/** Where to go after logging in: a stored invitation first, then returnUrl, then the dashboard. */
function nextPath(params: URLSearchParams): string {
  const invitation = pendingInvitation.get();
  if (invitation) return hrefs.invitation(invitation.token, invitation.communityId);
  return safeReturnUrl(params.get('returnUrl')) ?? paths.dashboard;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const [target, setTarget] = useState<string | null>(null);
  useRedirectAfter(target, redirectDelays.login);
  const onLoggedIn = useCallback(() => setTarget(nextPath(params)), [params]);

  return (
    <AuthCard
      title={t.title}
      subtitle={t.subtitle}
      footer={
        <span className="small">
          {t.noAccount} <Link to={paths.register}>{t.registerLink}</Link>
        </span>
      }
    >
      <VerificationNotice result={params.get('verification')} />
      {params.get('account') === 'deleted' && <div className="fade alert alert-success show" role="status">{t.accountDeleted}</div>}
      {params.get('redirect') === 'invitation' && <div className="fade alert alert-info show" role="alert">{t.invitationHint}</div>}
      <LoginForm onLoggedIn={onLoggedIn} />
    </AuthCard>
  );
}
