import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router';
import { communitiesUi } from '@zborovodja/contracts';
import { parseCommunityId, useCommunity } from '@/lib/communities.ts';
import { hrefs } from '@/lib/paths.ts';
import { InviteForm } from '../components/invite-form.tsx';

const t = communitiesUi.invite;

/** /community/{id}/invite (the route guard admits only admins of the community). */
export function InvitePage() {
  const id = parseCommunityId(useParams().communityId);
  const community = useCommunity(id).data;
  return (
    <section className="narrow-page">
      <Link to={hrefs.manageCommunity(id)} className="d-inline-block mb-3 small">
        ← {t.back}
      </Link>
      <h1 className="h3 mb-1">{t.title}</h1>
      {community && <p className="lead mb-3">{community.name}</p>}
      <p className="text-secondary">{t.info}</p>
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-4">
          <InviteForm communityId={id} />
        </Card.Body>
      </Card>
    </section>
  );
}
