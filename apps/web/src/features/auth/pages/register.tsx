import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LinkButton } from '@/components/ui/link-button.tsx';
import { Link, useSearchParams } from 'react-router';
import { authUi, redirectDelays } from '@zborovodja/contracts';
import { useRedirectAfter } from '@/hooks/use-redirect-after.ts';
import { AuthCard } from '@/components/layout/auth-card.tsx';
import { useInvitationDetails } from '@/lib/invitation-details.ts';
import { paths } from '@/lib/paths.ts';
import type { RegisterResponse } from '../api/register.ts';
import { InvitationBanner } from '../components/invitation-banner.tsx';
import { RegisterForm, type Invitation } from '../components/register-form.tsx';

const t = authUi.register;

function invitationFrom(params: URLSearchParams): Invitation | null {
  const token = params.get('invitation_token');
  const communityId = params.get('community_id');
  return token && communityId ? { token, communityId } : null;
}

export function RegisterPage() {
  const [params] = useSearchParams();
  const [result, setResult] = useState<RegisterResponse | null>(null);
  const invitation = invitationFrom(params);
  // Both look-ups are best effort: a failure is only logged (by the query client) and the form stays usable.
  const group = useInvitationDetails('communities', invitation?.token ?? null, invitation?.communityId);
  const invited = useInvitationDetails('invitations', invitation?.token ?? null, invitation?.communityId);
  const verified = result?.user?.email_verified === true;
  useRedirectAfter(verified ? paths.login : null, redirectDelays.verifiedRegistration);

  if (result) {
    return (
      <AuthCard title={t.title}>
        <Alert variant="success" role="status">
          <p className="fw-semibold mb-1">{result.message || t.success}</p>
          <p className="mb-0">{verified ? t.redirecting : t.checkEmail}</p>
        </Alert>
        <LinkButton to={paths.login} variant="primary" className="w-100">
          {t.toLogin}
        </LinkButton>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t.title}
      subtitle={t.subtitle}
      footer={
        <span className="small">
          {t.haveAccount} <Link to={paths.login}>{t.loginLink}</Link>
        </span>
      }
    >
      {group.data && <InvitationBanner details={group.data} />}
      <RegisterForm invitation={invitation} invitationEmail={invited.data?.email || null} onRegistered={setResult} />
    </AuthCard>
  );
}
