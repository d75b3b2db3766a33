import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { profileUi } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useSendVerificationEmail } from '../api/send-verification-email.ts';

const t = profileUi.verification;

/** Verification status and, for an unverified address, the button that sends a new link. */
export function EmailVerification({ verified }: { verified: boolean }) {
  const needsServer = useNeedsServer();
  const send = useSendVerificationEmail();
  const { flash, show, clear } = useFlash();
  const sent = send.isSuccess;

  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: () => show('success', t.success),
      onError: (error) => show('danger', errorMessage(error, profileUi.errors.verification)),
    });

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Badge bg={verified ? 'success' : 'warning'} text={verified ? undefined : 'dark'}>
        {verified ? t.verified : t.unverified}
      </Badge>
      {!verified && (
        <Button size="sm" variant="outline-primary" {...needsServer(sent || send.isPending)} onClick={onSend}>
          {sent ? t.sent : send.isPending ? t.sending : t.send}
        </Button>
      )}
      <FlashAlert flash={flash} onClose={clear} className="w-100 mb-0 py-2 small" />
    </div>
  );
}
