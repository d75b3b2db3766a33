import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { adminUi, canApprove, type TAdminUnverifiedUser } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { useAdminCommunities } from '../api/communities.ts';
import { useUnverifiedAction, useUnverifiedUsers, type UnverifiedAction } from '../api/unverified.ts';
import { useAssignCommunity } from '../api/users.ts';
import { adminFailure } from '../utils.ts';
import { AdminTable, EmptyRow, TabHeader, YesNo, loadingState, type OnMessage } from './shared.tsx';
import { EmailAddress } from '@/components/ui/email-address.tsx';

const t = adminUi.unverified;
const c = t.columns;

const outcomes: Record<UnverifiedAction, { done: string; failed: string }> = {
  'verify-email': { done: t.verified, failed: t.verifyFailed },
  'send-verification': { done: t.verificationSent, failed: t.sendFailed },
  approve: { done: t.approved, failed: t.approveFailed },
};

/** Unverified Users: verify, resend the mail, assign a community, approve once both hold (spec §4 Approval). */
export function UnverifiedTab({ onMessage }: { onMessage: OnMessage }) {
  const users = useUnverifiedUsers();
  const communities = useAdminCommunities();
  // The mutations live here, not in the rows: an approved user's row leaves the list before the call's callbacks run.
  const action = useUnverifiedAction();
  const assign = useAssignCommunity();

  const run = (userId: number, kind: UnverifiedAction) =>
    action.mutate(
      { userId, action: kind },
      {
        // The spec fixes the text after sending a verification mail; otherwise the server's own words.
        onSuccess: (response) => onMessage('success', kind === 'send-verification' ? t.verificationSent : response.message || outcomes[kind].done),
        onError: (error) => onMessage('danger', adminFailure(outcomes[kind].failed, error)),
      },
    );

  const assignTo = (userId: number, communityId: number, done: () => void) =>
    assign.mutate(
      { userId, communityId },
      {
        onSuccess: (response) => {
          done();
          onMessage('success', response.message || t.assigned);
        },
        onError: (error) => onMessage('danger', adminFailure(t.assignFailed, error)),
      },
    );

  const busyUser = action.isPending ? action.variables?.userId : assign.isPending ? assign.variables?.userId : undefined;
  const sendingTo = action.isPending && action.variables?.action === 'send-verification' ? action.variables.userId : undefined;

  let body = loadingState(users, t.fetchFailed);
  if (!body && users.data) {
    body = (
      <AdminTable label={t.heading} head={[c.id, c.username, c.email, c.emailVerified, c.approved, c.community, c.actions]}>
        {users.data.users.length === 0 && <EmptyRow columns={7} text={t.empty} />}
        {users.data.users.map((user) => (
          <UnverifiedRow
            key={user.id}
            user={user}
            communities={communities.data ?? []}
            busy={busyUser === user.id}
            sending={sendingTo === user.id}
            onAction={(kind) => run(user.id, kind)}
            onAssign={(communityId, done) => assignTo(user.id, communityId, done)}
          />
        ))}
      </AdminTable>
    );
  }

  return (
    <section aria-labelledby="admin-unverified-heading">
      <TabHeader title={t.heading} id="admin-unverified-heading" />
      <p className="small text-secondary">{t.intro}</p>
      {body}
    </section>
  );
}

interface RowProps {
  user: TAdminUnverifiedUser;
  communities: { id: number; name: string }[];
  busy: boolean;
  sending: boolean;
  onAction: (kind: UnverifiedAction) => void;
  onAssign: (communityId: number, done: () => void) => void;
}

function UnverifiedRow({ user, communities, busy, sending, onAction: run, onAssign }: RowProps) {
  const needsServer = useNeedsServer();
  const [chosen, setChosen] = useState('');
  const approvable = canApprove(user);
  const assignChosen = () => onAssign(Number(chosen), () => setChosen(''));

  const approve = (
    <Button size="sm" variant="success" onClick={() => run('approve')} {...needsServer(!approvable || busy)}>
      {t.approve}
    </Button>
  );

  return (
    <tr>
      <td data-label={c.id}>{user.id}</td>
      <td data-label={c.username} className="fw-semibold">{user.username}</td>
      <td data-label={c.email}><EmailAddress email={user.email} /></td>
      <td data-label={c.emailVerified}><YesNo value={user.email_verified} /></td>
      <td data-label={c.approved}><YesNo value={user.is_approved} /></td>
      <td data-label={c.community}>{user.community_name ?? <span className="text-secondary">{adminUi.noValue}</span>}</td>
      <td data-label={c.actions}>
        <div className="admin-actions" role="group" aria-label={adminUi.actionsFor(user.username)}>
          <Button size="sm" variant="outline-primary" onClick={() => run('verify-email')} {...needsServer(user.email_verified || busy)}>
            {t.verifyEmail}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => run('send-verification')} {...needsServer(user.email_verified || busy)}>
            {sending ? t.sending : t.sendVerification}
          </Button>
          <InputGroup size="sm" className="admin-assign">
            <Form.Select
              size="sm"
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              aria-label={`${t.assignCommunity}: ${user.username}`}
              disabled={busy}
            >
              <option value="">{t.chooseCommunity}</option>
              {communities.map((community) => (
                <option key={community.id} value={community.id}>{community.name}</option>
              ))}
            </Form.Select>
            <Button variant="outline-primary" onClick={assignChosen} {...needsServer(!chosen || busy)}>
              {t.assign}
            </Button>
          </InputGroup>
          {approvable ? (
            approve
          ) : (
            <OverlayTrigger placement="top" overlay={<Tooltip id={`approve-hint-${user.id}`}>{t.approveHint}</Tooltip>}>
              {/* A disabled button fires no pointer events: the wrapper carries the tooltip. */}
              <span className="d-inline-block" tabIndex={0}>
                {approve}
              </span>
            </OverlayTrigger>
          )}
        </div>
      </td>
    </tr>
  );
}
