import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useQuery } from '@tanstack/react-query';
import { adminUi, type TAdminCommunity } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { communitiesQueryOptions } from '@/lib/communities.ts';
import { truncate } from '@/lib/format.ts';
import { useAdminCommunities, useDeleteAdminCommunity } from '../api/communities.ts';
import { communityDeletePrompt, compareCommunityLists } from '../utils.ts';
import { CommunityDetailsModal } from './community-details-modal.tsx';
import { CommunityFormModal } from './community-form-modal.tsx';
import { AdminConfirmDelete, AdminTable, EmptyRow, TabHeader, YesNo, loadingState, type OnMessage } from './shared.tsx';

const t = adminUi.communities;
const c = t.columns;

/** Visibility: Private/Public, any other value a warning badge with the raw value (spec §4). */
export function AdminVisibilityBadge({ value }: { value: string }) {
  if (value === 'Private') return <Badge bg="secondary">{t.visibilityOptions.Private}</Badge>;
  if (value === 'Public') return <Badge bg="success">{t.visibilityOptions.Public}</Badge>;
  return <Badge bg="warning" text="dark">{value || '""'}</Badge>;
}

type Editing = { community: TAdminCommunity | null } | null;

/** Communities Management: every community with its counts, create/edit/view/delete and the debug comparison. */
export function CommunitiesTab({ onMessage }: { onMessage: OnMessage }) {
  const needsServer = useNeedsServer();
  const communities = useAdminCommunities();
  const [debug, setDebug] = useState(true);
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<TAdminCommunity | null>(null);
  const [deleting, setDeleting] = useState<TAdminCommunity | null>(null);
  const remove = useDeleteAdminCommunity();


  let body = loadingState(communities, t.fetchFailed);
  if (!body && communities.data) {
    body = (
      <AdminTable label={t.heading} head={[c.id, c.name, c.visibility, c.editable, c.description, c.users, c.eventTypes, c.actions]}>
        {communities.data.length === 0 && <EmptyRow columns={8} text={t.empty} />}
        {communities.data.map((community) => (
          <tr key={community.id}>
            <td data-label={c.id}>{community.id}</td>
            <td data-label={c.name} className="fw-semibold">{community.name}</td>
            <td data-label={c.visibility}><AdminVisibilityBadge value={community.visibility} /></td>
            <td data-label={c.editable}><YesNo value={community.allow_member_edits} /></td>
            <td data-label={c.description} className="admin-table__description" title={community.description ?? undefined}>
              {community.description ? truncate(community.description, 50) : <span className="text-secondary">{adminUi.noValue}</span>}
            </td>
            <td data-label={c.users}>{community.user_count}</td>
            <td data-label={c.eventTypes}>{community.event_types.length > 0 ? community.event_types.length : <span className="text-secondary">{adminUi.none}</span>}</td>
            <td data-label={c.actions}>
              <div className="admin-actions" role="group" aria-label={adminUi.actionsFor(community.name)}>
                <Button size="sm" variant="outline-secondary" onClick={() => setViewing(community)}>{t.view}</Button>
                <Button size="sm" variant="outline-primary" onClick={() => setEditing({ community })} {...needsServer()}>{t.edit}</Button>
                <Button size="sm" variant="outline-danger" onClick={() => setDeleting(community)} {...needsServer()}>{t.delete}</Button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    );
  }

  return (
    <section aria-labelledby="admin-communities-heading">
      <TabHeader title={t.heading} id="admin-communities-heading">
        <Button size="sm" onClick={() => setEditing({ community: null })} {...needsServer()}>+ {t.create}</Button>
        <Button size="sm" variant="outline-secondary" onClick={() => setDebug((d) => !d)} aria-expanded={debug}>
          {debug ? t.hideDebug : t.showDebug}
        </Button>
      </TabHeader>
      {debug && communities.data && <DebugBox adminList={communities.data} />}
      {body}
      {editing && (
        <CommunityFormModal
          community={editing.community}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            onMessage('success', message);
          }}
        />
      )}
      {viewing && (
        <CommunityDetailsModal
          community={viewing}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setEditing({ community: viewing });
            setViewing(null);
          }}
        />
      )}
      <AdminConfirmDelete item={deleting} remove={remove} texts={t} onClose={() => setDeleting(null)} onMessage={onMessage}>
        {deleting && communityDeletePrompt(deleting.user_count)}
      </AdminConfirmDelete>
    </section>
  );
}

/** The admin-visible list (GET /gl_admin/communities) beside the public one (GET /communities). */
function DebugBox({ adminList }: { adminList: TAdminCommunity[] }) {
  const d = t.debug;
  const publicList = useQuery(communitiesQueryOptions);
  const diff = publicList.data ? compareCommunityLists(adminList, publicList.data) : null;
  return (
    <div className="admin-debug border rounded p-3 mb-3 small" role="region" aria-label={d.title}>
      <h3 className="h6 mb-2">{d.title}</h3>
      <ul className="mb-0 ps-3">
        <li>{d.adminList(adminList.length)}</li>
        <li>
          {publicList.isPending && d.loading}
          {publicList.isError && d.publicFailed}
          {publicList.data && d.publicList(publicList.data.length)}
        </li>
        {diff && diff.onlyAdmin.length === 0 && diff.onlyPublic.length === 0 && <li>{d.same}</li>}
        {diff && diff.onlyAdmin.length > 0 && (
          <li>
            {d.onlyAdmin}: {diff.onlyAdmin.map((x) => `${x.name} (#${x.id})`).join(', ')}
          </li>
        )}
        {diff && diff.onlyPublic.length > 0 && (
          <li>
            {d.onlyPublic}: {diff.onlyPublic.map((x) => `${x.name} (#${x.id})`).join(', ')}
          </li>
        )}
      </ul>
    </div>
  );
}
