import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { adminUi, performersUi, type TPerformer } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { DeletePerformerDialog } from '@/components/performers/delete-performer-dialog.tsx';
import { PerformerCard } from '@/components/performers/performer-card.tsx';
import { PerformerModal } from '@/components/performers/performer-modal.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { useAdminCommunities } from '../api/communities.ts';
import { adminPerformers, useAdminPerformers } from '../api/performers.ts';
import { adminFailure } from '../utils.ts';
import { TabHeader, loadingState, type OnMessage } from './shared.tsx';

const t = adminUi.performers;
const p = performersUi;
const ALL = '';

/** Performers of every community or of one (All Communities first), with the shared card, modal and delete dialog. */
export function PerformersTab({ onMessage }: { onMessage: OnMessage }) {
  const needsServer = useNeedsServer();
  const communities = useAdminCommunities();
  const [filter, setFilter] = useState(ALL);
  const communityId = filter === ALL ? null : Number(filter);
  const performers = useAdminPerformers(communityId);
  const [editing, setEditing] = useState<{ performer: TPerformer | null } | null>(null);
  const [deleting, setDeleting] = useState<TPerformer | null>(null);
  const list = communities.data ?? [];

  let body = loadingState(performers, t.fetchFailed);
  if (!body && performers.data?.length === 0) body = <p className="text-secondary text-center py-5 mb-0">{p.empty}</p>;
  else if (!body && performers.data) {
    body = (
      <Row xs={1} md={2} lg={3} className="g-3">
        {[...performers.data]
          .sort((a, b) => a.name.localeCompare(b.name, 'sl'))
          .map((performer) => (
            <Col key={performer.id}>
              <PerformerCard performer={performer} onEdit={() => setEditing({ performer })} onDelete={() => setDeleting(performer)} />
            </Col>
          ))}
      </Row>
    );
  }

  return (
    <section aria-labelledby="admin-performers-heading">
      <TabHeader title={t.heading} id="admin-performers-heading">
        <Button size="sm" onClick={() => setEditing({ performer: null })} {...needsServer(list.length === 0)}>+ {t.add}</Button>
      </TabHeader>
      {communities.isError && <ErrorState message={adminFailure(adminUi.communities.fetchFailed, communities.error)} onRetry={() => communities.refetch()} />}
      <Form.Group controlId="admin-performers-filter" className="performers-filter mb-3">
        <Form.Label>{t.filterLabel}</Form.Label>
        <Form.Select value={filter} onChange={(e) => setFilter(e.target.value)}>
          <option value={ALL}>{t.allCommunities}</option>
          {list.map((c) => (
            <option key={c.id} value={c.id}>{c.name}</option>
          ))}
        </Form.Select>
      </Form.Group>
      {body}
      {editing && (
        <PerformerModal
          backend={adminPerformers}
          performer={editing.performer}
          communities={list}
          defaultCommunityId={communityId}
          failurePrefix={t.saveFailed}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            onMessage('success', message || (editing.performer ? p.updated : p.created));
          }}
        />
      )}
      <DeletePerformerDialog backend={adminPerformers} performer={deleting} onClose={() => setDeleting(null)} onMessage={onMessage} />
    </section>
  );
}
