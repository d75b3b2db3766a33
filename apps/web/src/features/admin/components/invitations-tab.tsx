import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { adminUi, type TAdminInvitation } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useAdminInvitations, useDeleteAdminInvitation } from '../api/invitations.ts';
import { invitationStatusView } from '../utils.ts';
import { InvitationModal } from './invitation-modal.tsx';
import { AdminConfirmDelete, AdminTable, EmptyRow, Pager, TabHeader, loadingState, type OnMessage } from './shared.tsx';
import { EmailAddress } from '@/components/ui/email-address.tsx';

const t = adminUi.invitations;
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
  const needsServer = useNeedsServer();
  const [page, setPage] = useState(1);
  const invitations = useAdminInvitations({ page });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TAdminInvitation | null>(null);
  const remove = useDeleteAdminInvitation();


  let body = loadingState(invitations, t.fetchFailed);
  if (!body && invitations.data) {
    const { data } = invitations;
    body = (
      <>
        <AdminTable label={t.heading} head={[c.email, c.community, c.status, c.created, c.expires, c.invitedBy, c.actions]}>
          {data.invitations.length === 0 && <EmptyRow columns={7} text={t.empty} />}
          {data.invitations.map((invitation) => (
            <tr key={invitation.id}>
              <td data-label={c.email} className="fw-semibold"><EmailAddress email={invitation.email} /></td>
              <td data-label={c.community}>{invitation.community_name}</td>
              <td data-label={c.status}><StatusBadge invitation={invitation} /></td>
              <td data-label={c.created} className="text-nowrap">{formatDateTime(invitation.created_at)}</td>
              <td data-label={c.expires} className="text-nowrap">{formatDateTime(invitation.expires_at)}</td>
              <td data-label={c.invitedBy}>{invitation.invited_by_username ?? <span className="text-secondary">{adminUi.noValue}</span>}</td>
              <td data-label={c.actions}>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => setDeleting(invitation)}
                  title={invitation.is_used ? t.usedCannotDelete : undefined}
                  {...needsServer(invitation.is_used)}
                  aria-label={`${t.delete}: ${invitation.email}`}
                >
                  {t.delete}
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pager of={data} onChange={setPage} />
      </>
    );
  }

  return (
    <section aria-labelledby="admin-invitations-heading">
      <TabHeader title={t.heading} id="admin-invitations-heading">
        <Button size="sm" onClick={() => setCreating(true)} {...needsServer()}>+ {t.create}</Button>
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
      <AdminConfirmDelete item={deleting} remove={remove} texts={t} onClose={() => setDeleting(null)} onMessage={onMessage}>
        {t.deleteConfirm}
      </AdminConfirmDelete>
    </section>
  );
}
