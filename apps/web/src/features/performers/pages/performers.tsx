import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { communitiesUi, performersUi, type TPerformer } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { DeletePerformerDialog } from '@/components/performers/delete-performer-dialog.tsx';
import { PerformerCard } from '@/components/performers/performer-card.tsx';
import { PerformerModal } from '@/components/performers/performer-modal.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { failureText } from '@/lib/api-client.ts';
import { communityPerformers } from '../api/performers.ts';
import { useAdministeredCommunities, usePerformers } from '../hooks.ts';

const t = performersUi;
const ALL = 'all';

type Editing = { performer: TPerformer | null } | null;

/** /performers: the Performers Management screen (spec §2) for the communities the user administers. */
export function PerformersPage() {
  const needsServer = useNeedsServer();
  const administered = useAdministeredCommunities();
  const communities = administered.communities;
  const [filter, setFilter] = useState<string | null>(null);
  const selected = filter ?? (communities[0] ? String(communities[0].id) : ALL);
  const ids = selected === ALL ? communities.map((c) => c.id) : [Number(selected)];
  const performers = usePerformers(administered.isSuccess ? ids : []);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TPerformer | null>(null);
  const { flash, show, clear } = useFlash();

  let content;
  if (administered.isPending) content = <PageSpinner />;
  else if (administered.isError) content = <ErrorState message={communitiesUi.list.loadFailed} onRetry={() => administered.refetch()} />;
  else if (communities.length === 0) content = <Alert variant="light" className="border">{t.noCommunities}</Alert>;
  else if (performers.isPending) content = <PageSpinner />;
  else if (performers.error) content = <ErrorState message={failureText(t.loadFailed, performers.error)} onRetry={performers.refetch} />;
  else if (performers.performers.length === 0) content = <p className="text-secondary text-center py-5 mb-0">{t.empty}</p>;
  else {
    content = (
      <Row xs={1} md={2} lg={3} className="g-3">
        {[...performers.performers]
          .sort((a, b) => a.name.localeCompare(b.name, 'sl'))
          .map((performer) => (
            <Col key={performer.id}>
              <PerformerCard
                performer={performer}
                onEdit={() => setEditing({ performer })}
                onDelete={() => setDeleting(performer)}
              />
            </Col>
          ))}
      </Row>
    );
  }

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <div className="me-auto">
          <h1 className="h3 mb-1">{t.title}</h1>
          <p className="text-secondary mb-0">{t.intro}</p>
        </div>
        <Button onClick={() => setEditing({ performer: null })} {...needsServer(communities.length === 0)}>
          + {t.add}
        </Button>
      </div>
      <FlashAlert flash={flash} onClose={clear} />
      {communities.length > 0 && (
        <Form.Group controlId="performers-filter" className="performers-filter mb-3">
          <Form.Label>{t.filterLabel}</Form.Label>
          <Form.Select value={selected} onChange={(e) => setFilter(e.target.value)}>
            {communities.map((c) => (
              <option key={c.id} value={c.id}>{c.name}</option>
            ))}
            <option value={ALL}>{t.allCommunities}</option>
          </Form.Select>
        </Form.Group>
      )}
      {content}

      {editing && (
        <PerformerModal
          backend={communityPerformers}
          performer={editing.performer}
          communities={communities}
          defaultCommunityId={selected === ALL ? null : Number(selected)}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            show('success', message || (editing.performer ? t.updated : t.created));
          }}
        />
      )}
      <DeletePerformerDialog backend={communityPerformers} performer={deleting} onClose={() => setDeleting(null)} onMessage={show} />
    </section>
  );
}
