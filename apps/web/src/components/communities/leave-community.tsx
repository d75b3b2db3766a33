import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { communitiesUi } from '@zborovodja/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useLeaveCommunity } from '@/lib/communities.ts';
import { paths } from '@/lib/paths.ts';
import { useNeedsServer } from '@/pwa/connection.ts';

const t = communitiesUi.leave;

/** What the group list shows after leaving (router state of paths.communityList). */
export interface LeftCommunityState {
  leftMessage: string;
}

/**
 * "Zapusti skupino" (issue 58, #7) with its confirmation: the group page and the profile's list of
 * groups. The server's refusal (the last admin, 409) stays in the dialog; after leaving the
 * caller lands on the group list with the server's message, memberships refreshed.
 */
export function LeaveCommunityButton({ community, className, compact = false }: { community: { id: number; name: string }; className?: string; compact?: boolean }) {
  const navigate = useNavigate();
  const needsServer = useNeedsServer();
  const [open, setOpen] = useState(false);
  const leave = useLeaveCommunity((message) => {
    setOpen(false);
    navigate(paths.communityList, { state: { leftMessage: message } satisfies LeftCommunityState });
  });
  const close = () => {
    if (leave.isPending) return;
    setOpen(false);
    leave.reset();
  };
  return (
    <>
      <Button
        variant="outline-danger"
        size="sm"
        className={className}
        aria-label={compact ? t.buttonFor(community.name) : undefined}
        onClick={() => setOpen(true)}
        {...needsServer()}
      >
        {t.button}
      </Button>
      <ConfirmDialog
        show={open}
        title={t.title}
        confirmLabel={t.confirm}
        busyLabel={t.busy}
        busy={leave.isPending}
        onConfirm={() => leave.mutate(community.id)}
        onCancel={close}
      >
        <p>{t.question(community.name)}</p>
        <p className="text-secondary small mb-0">{t.consequences}</p>
        {leave.isError && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {errorMessage(leave.error, t.failed)}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
