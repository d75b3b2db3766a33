import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, Navigate } from 'react-router';
import { invitationsUi, redirectDelays, type TInvitationDetails } from '@zborovodja/contracts';
import { AuthCard } from '@/components/layout/auth-card.tsx';
import { LinkButton } from '@/components/ui/link-button.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { useRedirectAfter } from '@/hooks/use-redirect-after.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useRefreshSession, useSession } from '@/lib/auth.ts';
import { invitationErrorKind, useInvitationDetails } from '@/lib/invitation-details.ts';
import { hrefs, paths } from '@/lib/paths.ts';
import type { RegisterInvitedResponse } from '../api/register-invited.ts';
import { useProcessInvitation } from '../api/accept-invitation.ts';
import { InvitationSummary } from '../components/invitation-summary.tsx';
import { InvitedRegistrationForm } from '../components/invited-registration-form.tsx';

const t = invitationsUi.token;

/**
 * The invitation branch of /verify-or-invite/{token} (spec §4 "Token page"). The link carries only
 * the token; the details tell the community. A logged-in user is processed at once, then the
 * dashboard after 3 s; a logged-out user registers (auto-login: dashboard after 1.5 s, else login after 3 s).
 */
export function InvitationTokenPage({ token }: { token: string }) {
  const session = useSession();
  const details = useInvitationDetails('invitations', token, null);
  // Once registered, stay on the result: the new session and the now used invitation must not re-route the page.
  const [registered, setRegistered] = useState<RegisterInvitedResponse | null>(null);

  let body;
  if (registered) body = <Registered result={registered} />;
  else if (details.isPending || session.isPending) body = <PageSpinner label={t.loading} />;
  else if (details.isError) {
    const kind = invitationErrorKind(details.error);
    if (kind) return <Navigate to={hrefs.invitationError(kind)} replace />;
    body = <Failure message={errorMessage(details.error, t.processFailed)} />;
  } else if (session.user) body = <ProcessForUser token={token} details={details.data} />;
  else body = <RegisterForInvitation token={token} details={details.data} onRegistered={setRegistered} />;

  return <AuthCard title={t.invitationTitle}>{body}</AuthCard>;
}

function Failure({ message }: { message: string }) {
  return (
    <>
      <Alert variant="danger" role="alert">{message}</Alert>
      <LinkButton to={paths.home} variant="outline-primary" className="w-100">{invitationsUi.errorPage.home}</LinkButton>
    </>
  );
}

function ProcessForUser({ token, details }: { token: string; details: TInvitationDetails }) {
  const process = useProcessInvitation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    process.mutate({ token, community_id: details.community_id });
  }, [process, token, details.community_id]);
  useRedirectAfter(process.isSuccess ? paths.dashboard : null, redirectDelays.tokenPage);

  if (process.isError) return <Failure message={errorMessage(process.error, t.processFailed)} />;
  if (!process.isSuccess) return <PageSpinner label={t.processing} />;
  return (
    <>
      <InvitationSummary details={details} />
      <Alert variant="success" role="status">
        <p className="fw-semibold mb-1">{process.data.message || t.processed}</p>
        <p className="mb-0 small">{t.redirectDashboard}</p>
      </Alert>
      <LinkButton to={paths.dashboard} className="w-100">{t.toDashboard}</LinkButton>
    </>
  );
}

function Registered({ result }: { result: RegisterInvitedResponse }) {
  const [ready, setReady] = useState(false);
  const refreshSession = useRefreshSession();
  const autoLogin = result.auto_login === true;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!autoLogin) return setReady(true);
    // The server set the session cookie: load the new user before the dashboard opens.
    refreshSession()
      .catch(() => undefined)
      .finally(() => setReady(true));
  }, [autoLogin, refreshSession]);
  useRedirectAfter(
    ready ? (autoLogin ? paths.dashboard : paths.login) : null,
    autoLogin ? redirectDelays.tokenPageAutoLogin : redirectDelays.tokenPage,
  );

  return (
    <>
      <Alert variant="success" role="status">
        <p className="fw-semibold mb-1">{result.message || t.registered}</p>
        <p className="mb-0 small">{autoLogin ? t.redirectAutoLogin : t.redirectLogin}</p>
      </Alert>
      <LinkButton to={autoLogin ? paths.dashboard : paths.login} className="w-100">
        {autoLogin ? t.toDashboard : t.toLogin}
      </LinkButton>
    </>
  );
}

function RegisterForInvitation({ token, details, onRegistered }: {
  token: string;
  details: TInvitationDetails;
  onRegistered: (result: RegisterInvitedResponse) => void;
}) {
  if (details.user_exists) {
    return (
      <>
        <InvitationSummary details={details} />
        <Alert variant="info">{invitationsUi.accept.loginPrompt}</Alert>
        <LinkButton to={hrefs.loginForInvitation(hrefs.invitation(token, details.community_id))} className="w-100">
          {invitationsUi.accept.login}
        </LinkButton>
      </>
    );
  }

  return (
    <>
      <p className="text-secondary">{t.registerIntro(details.name || details.community_name)}</p>
      {details.description && <p className="small pre-wrap">{details.description}</p>}
      <InvitedRegistrationForm token={token} details={details} onRegistered={onRegistered} />
      <p className="text-center small mt-3 mb-0">
        {t.haveAccount} <Link to={hrefs.loginForInvitation(hrefs.invitation(token, details.community_id))}>{t.loginLink}</Link>
      </p>
    </>
  );
}
