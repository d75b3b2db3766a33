import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, useParams, useSearchParams } from 'react-router';
import { communitiesUi } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LinkButton } from '@/components/ui/link-button.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { parseCommunityId, useCommunity } from '@/lib/communities.ts';
import { hrefs } from '@/lib/paths.ts';
import { MembersTab } from '../components/members-tab.tsx';
import { OverviewTab } from '../components/overview-tab.tsx';

const t = communitiesUi.manage;
type TabKey = 'overview' | 'users';

/** /manage-community/{id}: tabs Pregled and Uporabniki (the route guard admits only its admins). */
export function ManageCommunityPage() {
  const id = parseCommunityId(useParams().communityId);
  const query = useCommunity(id);
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'users' ? 'users' : 'overview';

  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <ErrorState message={communitiesUi.view.loadFailed} onRetry={() => query.refetch()} />;
  const community = query.data;

  return (
    <section className="manage-page">
      <Link to={hrefs.community(id)} className="d-inline-block mb-3 small">
        ← {t.viewGroup}
      </Link>
      <p className="text-secondary text-uppercase small mb-1">{t.title}</p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{community.name}</h1>
        <LinkButton to={hrefs.communityPerformers(id)} variant="outline-primary">
          {t.performers}
        </LinkButton>
      </div>
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-3 p-md-4">
          <Tabs
            id="manage-community-tabs"
            activeKey={tab}
            onSelect={(key) => setParams(key === 'users' ? { tab: 'users' } : {}, { replace: true })}
            className="mb-4"
            mountOnEnter
          >
            <Tab eventKey="overview" title={t.tabOverview}>
              <OverviewTab community={community} />
            </Tab>
            <Tab eventKey="users" title={t.tabUsers}>
              <MembersTab communityId={id} />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
    </section>
  );
}
