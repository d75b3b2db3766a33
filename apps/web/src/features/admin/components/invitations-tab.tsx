import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { ui, type TAdminInvitation } from '@zborovodja/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { PaginationBar } from '@/components/ui/pagination-bar.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useAdminInvitations, useDeleteAdminInvitation } from '../api/invitations.ts';
import { adminFailure, invitationStatusView, pageCount } from '../utils.ts';
import { InvitationModal } from './invitation-modal.tsx';
import { AdminTable, EmptyRow, TabHeader, type OnMessage } from './shared.tsx';

const t = ui.admin.invitations;
const c = t.columns;

function StatusBadge({ invitation }: { invitation: TAdminInvitation }) {
  const view = invitationStatusView(invitation);
  return (
    <span className="text-nowrap">
      <Badge bg={view.variant} className="fw-normal">{view.label}</Badge>
      {view.remaining && <span className="small text-secondary ms-1">{view.remaining}</span>}
    </span>
  );
}

/** Invitations Management: every invitation, newest first; Create Invitation; delete unless used. */
export function InvitationsTab({ onMessage }: { onMessage: OnMessage }) {
  const [page, setPage] = useState(1);
  const invitations = useAdminInvitations({ page });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TAdminInvitation | null>(null);
  const remove = useDeleteAdminInvitation();

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: (response) => onMessage('success', response.message || t.deleted),
      onError: (error) => onMessage('danger', adminFailure(t.deleteFailed, error)),
      onSettled: () => setDeleting(null),
    });
  }

  let body;
  if (invitations.isPending) body = <PageSpinner />;
  else if (invitations.isError) {
    body = <ErrorState message={adminFailure(t.fetchFailed, invitations.error)} onRetry={() => invitations.refetch()} />;
  } else {
    const { data } = invitations;
    body = (
      <>
        <AdminTable label={t.heading} head={[c.email, c.community, c.status, c.created, c.expires, c.invitedBy, c.actions]}>
          {data.invitations.length === 0 && <EmptyRow columns={7} text={t.empty} />}
          {data.invitations.map((invitation) => (
            <tr key={invitation.id}>
              <td data-label={c.email} className="text-break fw-semibold">{invitation.email}</td>
              <td data-label={c.community}>{invitation.community_name}</td>
              <td data-label={c.status}><StatusBadge invitation={invitation} /></td>
              <td data-label={c.created} className="text-nowrap">{formatDateTime(invitation.created_at)}</td>
              <td data-label={c.expires} className="text-nowrap">{formatDateTime(invitation.expires_at)}</td>
              <td data-label={c.invitedBy}>{invitation.invited_by_username ?? <span className="text-secondary">{ui.admin.noValue}</span>}</td>
              <td data-label={c.actions}>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => setDeleting(invitation)}
                  disabled={invitation.is_used}
                  title={invitation.is_used ? t.usedCannotDelete : undefined}
                  aria-label={`${t.delete}: ${invitation.email}`}
                >
                  {t.delete}
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
        <div className="mt-3">
          <PaginationBar page={data.page} pageCount={pageCount(data)} onChange={setPage} size="sm" />
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="admin-invitations-heading">
      <TabHeader title={t.heading} id="admin-invitations-heading">
        <Button size="sm" onClick={() => setCreating(true)}>+ {t.create}</Button>
      </TabHeader>
      {body}
      {creating && (
        <InvitationModal
          onClose={() => setCreating(false)}
          onCreated={(message) => {
            setCreating(false);
            setPage(1);
            onMessage('success', message);
          }}
        />
      )}
      <ConfirmDialog
        show={!!deleting}
        title={t.deleteTitle}
        confirmLabel={t.deleteButton}
        busyLabel={t.deleting}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {t.deleteConfirm}
      </ConfirmDialog>
    </section>
  );
}
