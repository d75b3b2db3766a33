import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { navUi, postsUi } from '@zborovodja/contracts';
import { paths } from '@/lib/paths.ts';

/** A user without a community: posts belong to communities, so first the ways in (spec §2). */
export function PostsNoCommunity() {
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="text-center py-5 px-3">
        <p className="fw-semibold mb-3">{postsUi.noCommunity}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link to={paths.communityJoin} className="btn btn-primary">{navUi.joinGroup}</Link>
          <Link to={paths.communityCreate} className="btn btn-outline-primary">{navUi.createGroup}</Link>
        </div>
      </Card.Body>
    </Card>
  );
}
