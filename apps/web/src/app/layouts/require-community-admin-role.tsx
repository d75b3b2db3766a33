import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/auth.ts';
import { administersACommunity } from '@/lib/communities.ts';
import { paths } from '@/lib/paths.ts';

/** /performers needs the role community_admin (admin of at least one community) or a global admin; others go to /dashboard. */
export function RequireCommunityAdminRole() {
  const { user } = useSession();
  if (!administersACommunity(user)) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
