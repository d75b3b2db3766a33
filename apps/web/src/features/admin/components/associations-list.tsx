import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { adminLimits, adminUi, associationRoleFilters, type TAdminAssociation, type TAdminAssociationsQuery } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAssociations, useChangeAssociation, type AssociationChange } from '../api/associations.ts';
import { useAdminCommunities } from '../api/communities.ts';
import { useAdminUsers } from '../api/users.ts';
import { otherRole, reasonOf } from '../utils.ts';
import { AdminTable, EmptyRow, Pager, type OnMessage } from './shared.tsx';
import { EmailAddress } from '@/components/ui/email-address.tsx';

const t = adminUi.associations;
const c = t.columns;
const fl = t.filters;

const emptyFilters = { community: '', user: '', role: '', search: '' };

const confirmText = (change: AssociationChange) => {
  const { username, community_name } = change.association;
  if (change.kind === 'role') return t.confirmRole(username, community_name, adminUi.communityRoles[change.role] ?? change.role);
  if (change.kind === 'primary') return t.confirmPrimary(username, community_name);
  return t.confirmRemove(username, community_name);
};

/** A server without the endpoint answers 404 (the spec's "Failed to fetch community-user associations..."). */
const isMissingEndpoint = (error: unknown) => error instanceof ApiError && error.status === 404;

const outcomes = {
  role: { done: t.roleUpdated, failed: t.roleFailed },
  primary: { done: t.primaryUpdated, failed: t.primaryFailed },
  remove: { done: t.removed, failed: t.removeFailed },
};

type Filters = typeof emptyFilters;

/** Community, user, role and free text, and 'clear'. */
function AssociationFilters({ filters, setFilter, onClear }: { filters: Filters; setFilter: (key: keyof Filters, value: string) => void; onClear: () => void }) {
  const communities = useAdminCommunities();
  const users = useAdminUsers({ per_page: adminLimits.perPageMax });
  return (
    <Form className="admin-filters mb-3" onSubmit={(e) => e.preventDefault()} role="search">
      <Row className="g-2 align-items-end">
        <Col xs={12} sm={6} lg={3}>
          <Form.Group controlId="assoc-community">
            <Form.Label className="small mb-1">{fl.community}</Form.Label>
            <Form.Select size="sm" value={filters.community} onChange={(e) => setFilter('community', e.target.value)}>
              <option value="">{fl.allCommunities}</option>
              {(communities.data ?? []).map((x) => (
                <option key={x.id} value={x.id}>{x.name}</option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={6} lg={3}>
          <Form.Group controlId="assoc-user">
            <Form.Label className="small mb-1">{fl.user}</Form.Label>
            <Form.Select size="sm" value={filters.user} onChange={(e) => setFilter('user', e.target.value)}>
              <option value="">{fl.allUsers}</option>
              {(users.data?.users ?? []).map((u) => (
                <option key={u.id} value={u.id}>{u.username}</option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={6} lg={2}>
          <Form.Group controlId="assoc-role">
            <Form.Label className="small mb-1">{fl.role}</Form.Label>
            <Form.Select size="sm" value={filters.role} onChange={(e) => setFilter('role', e.target.value)}>
              <option value="">{fl.allRoles}</option>
              {associationRoleFilters.map((role) => (
                <option key={role} value={role}>{adminUi.communityRoles[role] ?? role}</option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={6} lg>
          <Form.Group controlId="assoc-search">
            <Form.Label className="small mb-1">{fl.search}</Form.Label>
            <Form.Control
              size="sm"
              type="search"
              placeholder={fl.searchPlaceholder}
              value={filters.search}
              onChange={(e) => setFilter('search', e.target.value)}
            />
          </Form.Group>
        </Col>
        <Col xs={12} lg="auto">
          <Button size="sm" variant="outline-secondary" className="w-100" onClick={onClear}>
            {fl.clear}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}

/** One association's row: user, community, role, primary, and its three actions. */
function AssociationRow({ a, onAsk }: { a: TAdminAssociation; onAsk: (change: AssociationChange) => void }) {
  const needsServer = useNeedsServer();
  return (
    <tr>
      <td data-label={c.userId}>{a.user_id}</td>
      <td data-label={c.username} className="fw-semibold">{a.username}</td>
      <td data-label={c.email}><EmailAddress email={a.email} /></td>
      <td data-label={c.communityId}>{a.community_id}</td>
      <td data-label={c.communityName}>{a.community_name}</td>
      <td data-label={c.role}>
        <Badge bg={a.role === 'community_admin' ? 'primary' : 'secondary'} className="fw-normal">{adminUi.communityRoles[a.role] ?? a.role}</Badge>
      </td>
      <td data-label={c.primary}>{a.is_primary ? <Badge bg="success" className="fw-normal">{t.primaryBadge}</Badge> : <span className="text-secondary">{adminUi.noValue}</span>}</td>
      <td data-label={c.actions}>
        <div className="admin-actions" role="group" aria-label={adminUi.actionsFor(`${a.username} / ${a.community_name}`)}>
          <Button size="sm" variant="outline-primary" onClick={() => onAsk({ kind: 'role', association: a, role: otherRole(a.role) })} {...needsServer()}>
            {a.role === 'community_admin' ? t.setMember : t.setAdmin}
          </Button>
          <Button size="sm" variant="outline-success" {...needsServer(a.is_primary)} onClick={() => onAsk({ kind: 'primary', association: a })}>
            {t.setPrimary}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            title={a.is_primary ? t.primaryCannotRemove : undefined}
            {...needsServer(a.is_primary)}
            onClick={() => onAsk({ kind: 'remove', association: a })}
          >
            {t.remove}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** The associations list: filters by community, user, role and free text (server side), actions with confirmation. */
export function AssociationsList({ onMessage }: { onMessage: OnMessage }) {
  const [filters, setFilters] = useState(emptyFilters);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim());
  const query: Partial<TAdminAssociationsQuery> = {
    community_id: filters.community ? Number(filters.community) : undefined,
    user_id: filters.user ? Number(filters.user) : undefined,
    role: (filters.role || undefined) as TAdminAssociationsQuery['role'],
    search: search || undefined,
    page,
  };
  const associations = useAssociations(query);
  const [pending, setPending] = useState<AssociationChange | null>(null);
  const change = useChangeAssociation();

  const setFilter = (key: keyof Filters, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };

  function confirm() {
    if (!pending) return;
    const { done, failed } = outcomes[pending.kind];
    change.mutate(pending, {
      onSuccess: (response) => onMessage('success', response.message || done),
      onError: (error) => onMessage('danger', failed(reasonOf(error))),
      onSettled: () => setPending(null),
    });
  }

  let body;
  if (associations.isPending) body = <PageSpinner />;
  else if (associations.isError) {
    body = (
      <ErrorState
        message={isMissingEndpoint(associations.error) ? t.loadFailed : t.fetchFailed(reasonOf(associations.error))}
        onRetry={() => associations.refetch()}
      />
    );
  } else {
    const { data } = associations;
    const filtered = Object.values(filters).some(Boolean);
    body = (
      <>
        <p className="small text-secondary mb-2" aria-live="polite">{t.showing(data.total, data.total_all)}</p>
        <AdminTable label={adminUi.tabs.associations} head={[c.userId, c.username, c.email, c.communityId, c.communityName, c.role, c.primary, c.actions]}>
          {data.associations.length === 0 && <EmptyRow columns={8} text={filtered ? t.noMatch : t.empty} />}
          {data.associations.map((a) => <AssociationRow key={`${a.user_id}-${a.community_id}`} a={a} onAsk={setPending} />)}
        </AdminTable>
        <Pager of={data} onChange={setPage} />
      </>
    );
  }

  return (
    <>
      <AssociationFilters filters={filters} setFilter={setFilter} onClear={() => { setFilters(emptyFilters); setPage(1); }} />
      {body}
      <ConfirmDialog
        show={!!pending}
        title={t.confirmTitle}
        confirmLabel={t.confirm}
        busyLabel={t.working}
        busy={change.isPending}
        variant={pending?.kind === 'remove' ? 'danger' : 'primary'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending && confirmText(pending)}
      </ConfirmDialog>
    </>
  );
}
