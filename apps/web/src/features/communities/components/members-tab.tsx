import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import Table from 'react-bootstrap/Table';
import { communitiesUi, type TCommunityMember, type TCommunityRole } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { LinkButton } from '@/components/ui/link-button.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { displayNameOf, useSession } from '@/lib/auth.ts';
import { hrefs } from '@/lib/paths.ts';
import { useChangeMemberRole, useCommunityUsers, useRemoveMember } from '../api/community-users.ts';
import { InviteForm } from './invite-form.tsx';
import { VoicePartField, VoicePartOptions } from './voice-part-field.tsx';
import { attendanceUi } from '@zborovodja/contracts';

const t = communitiesUi.users;

type Pending = { kind: 'role'; member: TCommunityMember; role: TCommunityRole } | { kind: 'remove'; member: TCommunityMember };

const otherRole = (role: TCommunityRole): TCommunityRole => (role === 'community_admin' ? 'member' : 'community_admin');

/** The role change or removal waiting for its confirmation, and its result in a flash. */
function useMemberChanges(communityId: number) {
  const changeRole = useChangeMemberRole(communityId);
  const remove = useRemoveMember(communityId);
  const [pending, setPending] = useState<Pending | null>(null);
  const flash = useFlash();
  const { show } = flash;

  function confirm() {
    if (!pending) return;
    const done = (response: { message: string }) => {
      setPending(null);
      show('success', response.message);
    };
    if (pending.kind === 'role') {
      changeRole.mutate(
        { userId: pending.member.id, role: pending.role },
        { onSuccess: done, onError: (e) => { setPending(null); show('danger', errorMessage(e, t.roleFailed)); } },
      );
    } else {
      remove.mutate(pending.member.id, {
        onSuccess: done,
        onError: (e) => { setPending(null); show('danger', errorMessage(e, t.removeFailed)); },
      });
    }
  }

  return { pending, setPending, confirm, flash, busy: changeRole.isPending || remove.isPending };
}

type AskChange = (pending: Pending) => void;

/** A member's role change and removal buttons; disabled for oneself. */
function MemberActions({ member, onAsk }: { member: TCommunityMember; onAsk: AskChange }) {
  const needsServer = useNeedsServer();
  const { user: me } = useSession();
  const isMobile = useIsMobile();
  const self = member.id === me?.id;
  const next = otherRole(member.role);
  return (
    <div className={`d-flex gap-2${isMobile ? ' flex-wrap' : ' flex-nowrap'}`}>
      <Button
        size="sm"
        variant="outline-primary"
        {...needsServer(self)}
        onClick={() => onAsk({ kind: 'role', member, role: next })}
      >
        {next === 'community_admin' ? t.makeAdmin : t.makeMember}
      </Button>
      <Button size="sm" variant="outline-danger" {...needsServer(self)} onClick={() => onAsk({ kind: 'remove', member })}>
        {t.remove}
      </Button>
    </div>
  );
}

function RoleBadge({ member }: { member: TCommunityMember }) {
  return (
    <Badge bg={member.role === 'community_admin' ? 'primary' : 'light'} text={member.role === 'community_admin' ? undefined : 'dark'} className="border">
      {t.roles[member.role] ?? member.role}
    </Badge>
  );
}

interface MembersListProps {
  communityId: number;
  members: TCommunityMember[];
  meId: number | undefined;
  onAsk: AskChange;
}

/** Phones: one list item per member. */
function MemberItems({ communityId, members, meId, onAsk }: MembersListProps) {
  return (
    <ListGroup className="mb-2">
      {members.map((member) => (
        <ListGroup.Item key={member.id}>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <span className="fw-semibold me-auto">
              {displayNameOf(member)} {member.id === meId && <span className="text-secondary small">({t.you})</span>}
            </span>
            <RoleBadge member={member} />
            {member.is_primary && <Badge bg="warning" text="dark">{t.primary}</Badge>}
          </div>
          <div className="small text-secondary mb-2">
            @{member.username}
            {member.email && <> · {member.email}</>}
          </div>
          <div className="mb-2"><VoicePartField communityId={communityId} member={member} name={displayNameOf(member)} /></div>
          <MemberActions member={member} onAsk={onAsk} />
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}

/** Wider screens: a table of the members. */
function MembersTable({ communityId, members, meId, onAsk }: MembersListProps) {
  return (
    <Table responsive hover className="align-middle mb-2">
      <thead>
        <tr>
          <th scope="col">{t.username}</th>
          <th scope="col">{t.displayName}</th>
          <th scope="col">{t.email}</th>
          <th scope="col">{t.role}</th>
          <th scope="col">{attendanceUi.voicePart}</th>
          <th scope="col">{t.primary}</th>
          <th scope="col">{t.actions}</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <td>
              {member.username} {member.id === meId && <span className="text-secondary small">({t.you})</span>}
            </td>
            <td>{member.display_name || '—'}</td>
            <td>{member.email || '—'}</td>
            <td><RoleBadge member={member} /></td>
            <td><VoicePartField communityId={communityId} member={member} name={displayNameOf(member)} /></td>
            <td>{member.is_primary ? <Badge bg="warning" text="dark">{t.primary}</Badge> : '—'}</td>
            <td><MemberActions member={member} onAsk={onAsk} /></td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The two confirmations: a role change and a removal. */
function MemberChangeDialogs({ changes }: { changes: ReturnType<typeof useMemberChanges> }) {
  const { pending, setPending, confirm, busy } = changes;
  const name = pending ? displayNameOf(pending.member) : '';
  return (
    <>
      <ConfirmDialog
        show={pending?.kind === 'role'}
        title={t.roleTitle}
        confirmLabel={t.roleConfirm}
        busyLabel={t.changing}
        busy={busy}
        variant="primary"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'role' && t.roleQuestion(name, t.roles[pending.role] ?? pending.role)}
      </ConfirmDialog>
      <ConfirmDialog
        show={pending?.kind === 'remove'}
        title={t.removeTitle}
        confirmLabel={t.removeConfirm}
        busyLabel={t.removing}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {t.removeQuestion(name)}
      </ConfirmDialog>
    </>
  );
}

/** Uporabniki: members with role change and removal (both confirmed; never oneself), and the invite form. */
export function MembersTab({ communityId }: { communityId: number }) {
  const users = useCommunityUsers(communityId);
  const { user: me } = useSession();
  const isMobile = useIsMobile();
  const changes = useMemberChanges(communityId);
  const { flash, clear } = changes.flash;

  let list;
  if (users.isPending) list = <PageSpinner />;
  else if (users.isError) list = <ErrorState message={errorMessage(users.error, t.loadFailed)} onRetry={() => users.refetch()} />;
  else if (users.data.length === 0) list = <p className="text-secondary">{t.empty}</p>;
  else {
    const Members = isMobile ? MemberItems : MembersTable;
    list = <Members communityId={communityId} members={users.data} meId={me?.id} onAsk={changes.setPending} />;
  }

  return (
    <>
      <FlashAlert flash={flash} onClose={clear} />
      <h2 className="h5 mb-3">{t.heading}</h2>
      <VoicePartOptions />
      {list}

      <Card className="border-0 bg-light mt-4">
        <Card.Body>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <h2 className="h5 mb-0 me-auto">{t.inviteHeading}</h2>
            <LinkButton to={hrefs.inviteToCommunity(communityId)} variant="outline-secondary" className="btn-sm">
              {t.invitePage}
            </LinkButton>
          </div>
          <InviteForm communityId={communityId} idPrefix="members-invite" />
        </Card.Body>
      </Card>

      <MemberChangeDialogs changes={changes} />
    </>
  );
}
