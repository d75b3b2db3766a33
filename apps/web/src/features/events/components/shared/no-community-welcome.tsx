// Bootstrap's classes written out (no react-bootstrap): part of the dashboard's first page.
import { Link } from 'react-router';
import { dashboardUi, welcomeUi } from '@zborovodja/contracts';
import { useActiveCommunity } from '@/lib/active-community.ts';
import { isGlobalAdmin } from '@/lib/communities.ts';
import { displayNameOf, useSession } from '@/lib/auth.ts';
import { paths } from '@/lib/paths.ts';

/**
 * The greeting of a user who belongs to no community yet, with the ways in: join one or create
 * one (shown on the desktop dashboard and the mobile events list). Nothing while they have one,
 * nor to a global admin, who sees every group's events (issue 58, #10).
 */
export function NoCommunityWelcome() {
  const { user } = useSession();
  const { communities, isPending } = useActiveCommunity();
  if (!user || isPending || communities.length > 0 || isGlobalAdmin(user)) return null;
  return (
    <div className="card border-0 shadow-sm mb-4 welcome-card">
      <div className="card-body d-flex flex-wrap align-items-center gap-2">
        <div className="me-auto">
          <p className="fw-semibold mb-1">{welcomeUi.welcome(displayNameOf(user))}</p>
          <p className="mb-0 small">
            {welcomeUi.noCommunity} {dashboardUi.noCommunityHint}
          </p>
        </div>
        <Link to={paths.communityJoin} className="btn btn-outline-light btn-sm">
          {welcomeUi.joinCommunity}
        </Link>
        <Link to={paths.communityCreate} className="btn btn-light btn-sm">
          {welcomeUi.createCommunity}
        </Link>
      </div>
    </div>
  );
}
