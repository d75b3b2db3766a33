import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { lazy, Suspense } from 'react';
import { Link, useMatch, useParams } from 'react-router';
import { communitiesUi, songStatsUi } from '@zborovodja/contracts';
import { LeaveCommunityButton } from '@/components/communities/leave-community.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LinkButton } from '@/components/ui/link-button.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { parseCommunityId, useCommunity } from '@/lib/communities.ts';
import { hrefs, paths } from '@/lib/paths.ts';
import { CommunityFacts } from '../components/community-facts.tsx';
import { EventTypeBadges } from '../components/event-type-badges.tsx';
import { VisibilityBadge } from '../components/visibility-badge.tsx';

const t = communitiesUi.view;

/** The child route of paths.community in app/router.tsx. */
const SONG_STATS_PATH = `${paths.community}/song-stats`;
const SongStatsPage = lazy(() => import('./song-stats.tsx').then((m) => ({ default: m.SongStatsPage })));

/** /community/{id}, and /community/{id}/song-stats: 'Statistika pesmi' (issue 22), loaded on demand. */
export function CommunityViewPage() {
  const stats = useMatch(SONG_STATS_PATH);
  return stats ? (
    <Suspense fallback={<PageSpinner />}>
      <SongStatsPage />
    </Suspense>
  ) : (
    <CommunityView />
  );
}

/** /community/{id}: the group view; Upravljaj only for its admins (spec §2). */
function CommunityView() {
  const id = parseCommunityId(useParams().communityId);
  const query = useCommunity(id);

  const back = (
    <Link to={paths.communityList} className="d-inline-block mb-3 small">
      ← {t.backToList}
    </Link>
  );
  if (id && query.isPending) return <PageSpinner />;
  if (!id || query.isError) {
    const notFound = !id || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <section className="narrow-page">
        {back}
        <ErrorState message={notFound ? t.notFound : t.loadFailed} onRetry={notFound ? undefined : () => query.refetch()} />
      </section>
    );
  }
  const community = query.data!;

  return (
    <section className="narrow-page">
      {back}
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-4">
          <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
            <h1 className="h3 mb-0 me-auto">{community.name}</h1>
            {community.is_member && (
              <LinkButton to={`${hrefs.community(community.id)}/song-stats`} variant="outline-secondary" className="btn-sm">
                {songStatsUi.link}
              </LinkButton>
            )}
            {community.is_admin && (
              <LinkButton to={hrefs.manageCommunity(community.id)} variant="outline-primary" className="btn-sm">
                {t.manage}
              </LinkButton>
            )}
            {/* A real membership (a global admin sees every group as a member without one). */}
            {community.role !== null && <LeaveCommunityButton community={community} />}
          </div>
          <div className="d-flex flex-wrap gap-1 mb-3">
            <VisibilityBadge visibility={community.visibility} />
            {community.is_admin && <Badge bg="primary">{communitiesUi.adminBadge}</Badge>}
            {community.is_primary && <Badge bg="warning" text="dark">{communitiesUi.primaryBadge}</Badge>}
            {community.allow_member_edits && <Badge bg="info" text="dark">{communitiesUi.memberEditsBadge}</Badge>}
          </div>
          <CommunityFacts
            items={[
              { term: t.description, value: community.description?.trim() ? <span className="pre-wrap">{community.description}</span> : <span className="text-secondary">{t.noDescription}</span> },
              { term: t.members, value: communitiesUi.membersCount(community.members_count) },
              { term: t.eventTypes, value: <EventTypeBadges types={community.event_types} empty={t.noEventTypes} /> },
            ]}
          />
        </Card.Body>
      </Card>
    </section>
  );
}
