import { Fragment, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { adminUi, commonUi, type TAdminCommunity } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { eventTypeLabel } from '@/lib/event-types.ts';
import { formatDateTime } from '@/lib/format.ts';
import { AdminVisibilityBadge } from './communities-tab.tsx';
import { YesNo } from './shared.tsx';

const t = adminUi.communities;
const d = t.details;
const c = t.columns;

/** Community Details: tabs Basic Info, Event Types, Debug; buttons Close and Edit. */
export function CommunityDetailsModal({ community, onClose, onEdit }: { community: TAdminCommunity; onClose: () => void; onEdit: () => void }) {
  const needsServer = useNeedsServer();
  const rows: [string, ReactNode][] = [
    [c.id, community.id],
    [c.name, community.name],
    [c.description, community.description || <span className="text-secondary">{d.noDescription}</span>],
    [c.visibility, <AdminVisibilityBadge value={community.visibility} />],
    [c.editable, <YesNo value={community.allow_member_edits} />],
    [c.users, community.user_count],
    [d.adminId, community.admin_username ? `${community.admin_username} (#${community.admin_id})` : (community.admin_id ?? adminUi.noValue)],
    [d.createdAt, formatDateTime(community.created_at)],
    [d.updatedAt, formatDateTime(community.updated_at)],
  ];
  return (
    <Modal show onHide={onClose} centered size="lg" aria-labelledby="admin-community-details-title">
      <Modal.Header closeButton closeLabel={commonUi.close}>
        <Modal.Title id="admin-community-details-title" as="h2" className="h5">
          {d.title}: {community.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Tabs defaultActiveKey="basic" id="admin-community-details-tabs" className="mb-3">
          <Tab eventKey="basic" title={d.basic}>
            <dl className="row mb-0 admin-details">
              {rows.map(([label, value]) => (
                <Fragment key={label}>
                  <dt className="col-sm-4">{label}</dt>
                  <dd className="col-sm-8 text-break">{value}</dd>
                </Fragment>
              ))}
            </dl>
          </Tab>
          <Tab eventKey="types" title={d.eventTypes}>
            {community.event_types.length === 0 ? (
              <p className="text-secondary mb-0">{adminUi.none}</p>
            ) : (
              <ul className="mb-0">
                {community.event_types.map((type) => (
                  <li key={type}>
                    {eventTypeLabel(type)} <code className="small">{type}</code>
                  </li>
                ))}
              </ul>
            )}
          </Tab>
          <Tab eventKey="debug" title={d.debug}>
            <pre className="admin-debug-json small border rounded p-2 mb-0">{JSON.stringify(community, null, 2)}</pre>
          </Tab>
        </Tabs>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>{d.close}</Button>
        <Button onClick={onEdit} {...needsServer()}>{d.edit}</Button>
      </Modal.Footer>
    </Modal>
  );
}
