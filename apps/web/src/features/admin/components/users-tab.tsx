import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { adminUi, type TAdminUser } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useSession } from '@/lib/auth.ts';
import { useAdminUsers, useDeleteAdminUser } from '../api/users.ts';
import { AdminConfirmDelete, AdminTable, EmptyRow, Pager, TabHeader, YesNo, loadingState, type OnMessage } from './shared.tsx';
import { UserEditModal } from './user-edit-modal.tsx';
import { EmailAddress } from '@/components/ui/email-address.tsx';

const t = adminUi.users;
const c = t.columns;

interface UserRowProps {
  user: TAdminUser;
  /** The admin's own account, which cannot be deleted here. */
  isMe: boolean;
  onEdit: (user: TAdminUser) => void;
  onDelete: (user: TAdminUser) => void;
}

function UserRow({ user, isMe, onEdit, onDelete }: UserRowProps) {
  const needsServer = useNeedsServer();
  return (
    <tr>
      <td data-label={c.id}>{user.id}</td>
      <td data-label={c.username} className="fw-semibold">{user.username}</td>
      <td data-label={c.email}><EmailAddress email={user.email} /></td>
      <td data-label={c.role}>
        <Badge bg={user.role_choice === 'admin' ? 'danger' : user.role_choice === 'community_admin' ? 'primary' : 'secondary'} className="fw-normal">
          {adminUi.roleChoices[user.role_choice]}
        </Badge>
      </td>
      <td data-label={c.community}>{user.community_name ?? <span className="text-secondary">{adminUi.noValue}</span>}</td>
      <td data-label={c.displayName}>{user.display_name ?? <span className="text-secondary">{adminUi.noValue}</span>}</td>
      <td data-label={c.emailVerified}><YesNo value={user.email_verified} /></td>
      <td data-label={c.approved}><YesNo value={user.is_approved} /></td>
      <td data-label={c.actions}>
        <div className="admin-actions" role="group" aria-label={adminUi.actionsFor(user.username)}>
          <Button size="sm" variant="outline-primary" onClick={() => onEdit(user)} {...needsServer()}>{t.edit}</Button>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => onDelete(user)}
            title={isMe ? t.self : undefined}
            {...needsServer(isMe)}
          >
            {t.delete}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Users: every account, searched and paged on the server; edit modal and delete with confirmation. */
export function UsersTab({ onMessage }: { onMessage: OnMessage }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = { search: useDebouncedValue(search.trim()) || undefined, page };
  const users = useAdminUsers(query);
  const [editing, setEditing] = useState<TAdminUser | null>(null);
  const [deleting, setDeleting] = useState<TAdminUser | null>(null);
  const remove = useDeleteAdminUser();
  const me = useSession().user;

  let body = loadingState(users, t.fetchFailed);
  if (!body && users.data) {
    const { data } = users;
    body = (
      <>
        <AdminTable
          label={t.heading}
          head={[c.id, c.username, c.email, c.role, c.community, c.displayName, c.emailVerified, c.approved, c.actions]}
        >
          {data.users.length === 0 && <EmptyRow columns={9} text={query.search ? t.noMatch : t.empty} />}
          {data.users.map((user) => (
            <UserRow key={user.id} user={user} isMe={user.id === me?.id} onEdit={setEditing} onDelete={setDeleting} />
          ))}
        </AdminTable>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
          <span className="small text-secondary">{t.count(data.users.length, data.total)}</span>
          <Pager of={data} onChange={setPage} />
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="admin-users-heading">
      <TabHeader title={t.heading} id="admin-users-heading" />
      <Form.Group controlId="admin-users-search" className="admin-search mb-3">
        <Form.Label className="visually-hidden">{t.searchLabel}</Form.Label>
        <Form.Control
          type="search"
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </Form.Group>
      {body}
      {editing && (
        <UserEditModal
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
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
