import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { invitationsUi, redirectDelays, type TInvitationDetails } from '@zborovodja/contracts';
import { AuthCard } from '@/components/layout/auth-card.tsx';
import { LinkButton } from '@/components/ui/link-button.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { useRedirectAfter } from '@/hooks/use-redirect-after.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useSession } from '@/lib/auth.ts';
import { invitationErrorKind, useInvitationDetails } from '@/lib/invitation-details.ts';
import { hrefs, paths } from '@/lib/paths.ts';
import { pendingInvitation } from '@/lib/storage.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { InvitationSummary } from '../components/invitation-summary.tsx';

const t = invitationsUi.accept;

/** The card when the invitation cannot be shown: what went wrong and the way home. */
function InvitationProblem({ message }: { message: string }) {
  return (
    <AuthCard title={t.title}>
      <Alert variant="danger" role="alert">{message}</Alert>
      <LinkButton to={paths.home} variant="outline-primary" className="w-100">{t.toHome}</LinkButton>
    </AuthCard>
  );
}

/** Not logged in: log in (the invitation is kept for after), or register with it. */
function LoginOrRegister({ token, communityId }: { token: string; communityId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  function login() {
    pendingInvitation.set({ communityId, token });
    navigate(hrefs.loginForInvitation(location.pathname + location.search));
  }
  return (
    <>
      <Alert variant="info">{t.loginPrompt}</Alert>
      <Button className="w-100 mb-3" size="lg" onClick={login}>{t.login}</Button>
      <p className="text-center small mb-0">
        {t.registerPrompt} <Link to={hrefs.registerWithInvitation(token, communityId)}>{t.register}</Link>
      </p>
    </>
  );
}

interface AcceptFormProps {
  token: string;
  communityId: string;
  invitation: TInvitationDetails;
  onAccepted: (message: string) => void;
}

/** Accept (optionally as one's primary community) or decline. */
function AcceptForm({ token, communityId, invitation, onAccepted }: AcceptFormProps) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const [makePrimary, setMakePrimary] = useState<boolean | null>(null);
  const primary = makePrimary ?? invitation.make_primary;

  function decline() {
    pendingInvitation.clear();
    navigate(paths.home);
  }

  function submit() {
    accept.mutate(
      { token, community_id: Number(communityId), make_primary: primary },
      { onSuccess: (response) => onAccepted(response.message || t.success) },
    );
  }

  return (
    <>
      {accept.isError && <Alert variant="danger" role="alert">{errorMessage(accept.error, t.failed)}</Alert>}
      <Form.Check
        className="mb-4"
        type="checkbox"
        id="invitation-make-primary"
        label={t.makePrimary}
        checked={primary}
        onChange={(e) => setMakePrimary(e.target.checked)}
        disabled={accept.isPending}
      />
      <div className="d-flex flex-column-reverse flex-sm-row gap-2">
        <Button variant="outline-secondary" className="flex-fill" onClick={decline} disabled={accept.isPending}>
          {t.decline}
        </Button>
        <Button className="flex-fill" onClick={submit} disabled={accept.isPending}>
          {accept.isPending ? t.accepting : t.accept}
        </Button>
      </div>
    </>
  );
}

/**
 * /accept-invitation and /invitation?token&community_id (spec §2, §4): loading, then member,
 * not-member or not-authenticated. Accepting shows the message and goes to / after 2 s.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const communityId = params.get('community_id');
  const complete = !!token && !!communityId;
  const session = useSession();
  const details = useInvitationDetails('communities', token, communityId, complete);
  const [acceptedMessage, setAcceptedMessage] = useState<string | null>(null);
  useRedirectAfter(acceptedMessage ? paths.home : null, redirectDelays.invitationAccept);

  // A logged-in user has arrived here: the invitation stored before login has done its job.
  const loggedIn = !!session.user;
  useEffect(() => {
    if (loggedIn) pendingInvitation.clear();
  }, [loggedIn]);

  if (!complete) return <InvitationProblem message={t.missing} />;
  if (details.isPending || session.isPending) {
    return (
      <AuthCard title={t.title}>
        <PageSpinner label={t.loading} />
      </AuthCard>
    );
  }
  if (details.isError) {
    const kind = invitationErrorKind(details.error);
    if (kind) return <Navigate to={hrefs.invitationError(kind)} replace />;
    return <InvitationProblem message={t.detailsFailed} />;
  }

  const invitation = details.data;
  return (
    <AuthCard title={t.title}>
      <InvitationSummary details={invitation} />
      {!loggedIn ? (
        <LoginOrRegister token={token} communityId={communityId} />
      ) : acceptedMessage ? (
        <Alert variant="success" role="status">
          <p className="fw-semibold mb-1">{acceptedMessage}</p>
          <p className="mb-0 small">{t.redirecting}</p>
        </Alert>
      ) : invitation.is_member ? (
        <>
          <Alert variant="info" role="status">{t.alreadyMember}</Alert>
          <LinkButton to={paths.home} className="w-100">{t.toHome}</LinkButton>
        </>
      ) : (
        <AcceptForm token={token} communityId={communityId} invitation={invitation} onAccepted={setAcceptedMessage} />
      )}
    </AuthCard>
  );
}
