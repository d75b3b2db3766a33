import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { tokenLengths } from '@zborovodja/contracts';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';

/*
 * /verify-or-invite/{token} (spec §2): a token longer than 24 characters is an invitation, anything
 * else an e-mail verification. The app layer chooses, so the two features stay apart.
 */
const InvitationTokenPage = lazy(() =>
  import('@/features/invitations/pages/invitation-token.tsx').then((m) => ({ default: m.InvitationTokenPage })),
);
const VerifyEmailPage = lazy(() =>
  import('@/features/auth/pages/verify-email.tsx').then((m) => ({ default: m.VerifyEmailPage })),
);

export function VerifyOrInviteRoute() {
  const { token = '' } = useParams();
  return (
    <Suspense fallback={<PageSpinner />}>
      {token.length > tokenLengths.verification ? <InvitationTokenPage token={token} /> : <VerifyEmailPage tokenPage />}
    </Suspense>
  );
}
