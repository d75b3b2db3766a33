import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { performersUi, type TPerformer } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { DeletePerformerDialog } from '@/components/performers/delete-performer-dialog.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { failureText } from '@/lib/api-client.ts';
import { parseCommunityId, useCommunity } from '@/lib/communities.ts';
import { hrefs } from '@/lib/paths.ts';
import { communityPerformers, performersQueryOptions } from '../api/performers.ts';
import { AddPerformerForm } from '../components/add-performer-form.tsx';
import { CommunityPerformerItem } from '../components/community-performer-item.tsx';

const t = performersUi;
const c = t.communityPage;

/** /community/{id}/performers: one community's performers, inline editing (the route guard admits only its admins). */
export function CommunityPerformersPage() {
  const id = parseCommunityId(useParams().communityId);
  const community = useCommunity(id).data;
  const performers = useQuery({ ...performersQueryOptions(id), enabled: id > 0 });
  const [deleting, setDeleting] = useState<TPerformer | null>(null);
  const { flash, show, clear } = useFlash();

  let content;
  if (performers.isPending) content = <PageSpinner />;
  else if (performers.isError) {
    content = <ErrorState message={failureText(t.loadFailed, performers.error)} onRetry={() => performers.refetch()} />;
  } else if (performers.data.length === 0) content = <p className="text-secondary text-center py-5 mb-0">{t.empty}</p>;
  else {
    content = (
      <ListGroup as="ul" aria-label={c.list}>
        {[...performers.data]
          .sort((a, b) => a.name.localeCompare(b.name, 'sl'))
          .map((performer) => (
            <CommunityPerformerItem key={performer.id} performer={performer} onDelete={() => setDeleting(performer)} onMessage={show} />
          ))}
      </ListGroup>
    );
  }

  return (
    <section className="community-performers">
      <Link to={hrefs.manageCommunity(id)} className="d-inline-block mb-3 small">
        ← {c.back}
      </Link>
      <h1 className="h3 mb-1">{c.title}</h1>
      {community && <p className="lead mb-3">{community.name}</p>}
      <FlashAlert flash={flash} onClose={clear} />
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body className="p-3">
          <h2 className="h6 mb-2">{c.addHeading}</h2>
          <AddPerformerForm communityId={id} onAdded={(message) => show('success', message)} />
        </Card.Body>
      </Card>
      {content}
      <DeletePerformerDialog backend={communityPerformers} performer={deleting} onClose={() => setDeleting(null)} onMessage={show} />
    </section>
  );
}
