import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { adminUi } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { useAssociationStats } from '../api/associations.ts';
import { reasonOf } from '../utils.ts';
import { AdminTable, EmptyRow, Pager } from './shared.tsx';

const t = adminUi.statistics;
const c = t.columns;

/** Statistics: totals, role distribution, users and admins per community, communities per user with the primary. */
export function StatisticsView() {
  const [page, setPage] = useState(1);
  const stats = useAssociationStats(page);

  if (stats.isPending) return <PageSpinner />;
  if (stats.isError) {
    return <ErrorState message={adminUi.associations.fetchFailed(reasonOf(stats.error))} onRetry={() => stats.refetch()} />;
  }
  const { totals, roles, per_community: perCommunity, per_user: perUser } = stats.data;
  const tiles = [
    { label: t.totalAssociations, value: totals.associations, id: 'associations' },
    { label: t.totalUsers, value: totals.users, id: 'users' },
    { label: t.totalCommunities, value: totals.communities, id: 'communities' },
  ];

  return (
    <div className="admin-stats">
      <h3 className="h6">{t.totals}</h3>
      <Row xs={1} sm={3} className="g-2 mb-4">
        {tiles.map((tile) => (
          <Col key={tile.id}>
            <Card className="h-100 shadow-sm border-0" data-testid={`stat-${tile.id}`}>
              <Card.Body className="py-2">
                <div className="small text-secondary">{tile.label}</div>
                <div className="fs-3 fw-semibold">{tile.value}</div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>

      <Row className="g-4">
        <Col xs={12} lg={5}>
          <h3 className="h6">{t.roleDistribution}</h3>
          <AdminTable label={t.roleDistribution} head={[c.role, c.count, c.percentage]}>
            {roles.length === 0 && <EmptyRow columns={3} text={t.empty} />}
            {roles.map((r) => (
              <tr key={r.role} data-testid={`role-${r.role}`}>
                <td data-label={c.role}>{adminUi.communityRoles[r.role] ?? r.role}</td>
                <td data-label={c.count}>{r.count}</td>
                <td data-label={c.percentage}>{t.percent(r.percentage)}</td>
              </tr>
            ))}
          </AdminTable>
        </Col>
        <Col xs={12} lg={7}>
          <h3 className="h6">{t.perCommunity}</h3>
          <AdminTable label={t.perCommunity} head={[c.community, c.users, c.admins]}>
            {perCommunity.length === 0 && <EmptyRow columns={3} text={t.empty} />}
            {perCommunity.map((x) => (
              <tr key={x.community_id}>
                <td data-label={c.community}>{x.community_name}</td>
                <td data-label={c.users}>{x.users}</td>
                <td data-label={c.admins}>{x.admins}</td>
              </tr>
            ))}
          </AdminTable>
        </Col>
      </Row>

      <h3 className="h6 mt-4">{t.perUser}</h3>
      <AdminTable label={t.perUser} head={[c.user, c.communities, c.primary]}>
        {perUser.users.length === 0 && <EmptyRow columns={3} text={t.empty} />}
        {perUser.users.map((u) => (
          <tr key={u.user_id}>
            <td data-label={c.user} className="fw-semibold">{u.username}</td>
            <td data-label={c.communities} title={u.community_names.join(', ')}>{u.communities}</td>
            <td data-label={c.primary}>{u.primary_community_name ?? <span className="text-secondary">{adminUi.none}</span>}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager of={perUser} onChange={setPage} />
    </div>
  );
}
