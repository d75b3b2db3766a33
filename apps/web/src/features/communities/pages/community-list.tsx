import { useState } from 'react';
import { useLocation } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { communitiesUi } from '@zborovodja/contracts';
import type { LeftCommunityState } from '@/components/communities/leave-community.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LinkButton } from '@/components/ui/link-button.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useCommunities } from '../api/get-communities.ts';
import { CommunityCard } from '../components/community-card.tsx';
import { CommunitySearch, matchesSearch } from '../components/community-search.tsx';
import { useJoinAndReload } from '../hooks/use-join-and-reload.ts';

const t = communitiesUi.list;

/** /community/list: every community the caller may see, searched by name or description. */
export function CommunityListPage() {
  const communities = useCommunities();
  const [search, setSearch] = useState('');
  const join = useJoinAndReload();
  const leftMessage = (useLocation().state as Partial<LeftCommunityState> | null)?.leftMessage;
  const shown = (communities.data ?? []).filter((c) => matchesSearch(c, search));

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <div className="me-auto">
          <h1 className="h3 mb-1">{t.title}</h1>
          <p className="text-secondary mb-0">{t.intro}</p>
        </div>
        <LinkButton to={paths.communityJoin} variant="outline-primary">{t.joinPage}</LinkButton>
        <LinkButton to={paths.communityCreate}>{t.create}</LinkButton>
      </div>

      {leftMessage && <Alert variant="success" role="status">{leftMessage}</Alert>}
      {join.joinedMessage && <Alert variant="success" role="status">{join.joinedMessage} {t.redirecting}</Alert>}
      {join.error && <Alert variant="danger" role="alert">{join.error}</Alert>}

      <CommunitySearch id="community-list-search" value={search} onChange={setSearch} />

      {communities.isPending ? (
        <PageSpinner />
      ) : communities.isError ? (
        <ErrorState message={t.loadFailed} onRetry={() => communities.refetch()} />
      ) : shown.length === 0 ? (
        <p className="text-secondary py-4 text-center">{communities.data.length === 0 ? t.empty : t.noMatch}</p>
      ) : (
        <Row xs={1} md={2} xl={3} className="g-3">
          {shown.map((community) => (
            <Col key={community.id}>
              <CommunityCard
                community={community}
                onJoin={(c) => join.run(c.id, false)}
                joining={join.pendingId === community.id}
                joinDisabled={join.isPending || join.done}
              />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
