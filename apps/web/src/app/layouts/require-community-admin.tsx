import { Navigate, Outlet, useParams } from 'react-router';
import { communitiesUi } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { parseCommunityId, useCommunity } from '@/lib/communities.ts';
import { paths } from '@/lib/paths.ts';

/** /manage-community/{id}, /community/{id}/invite and /community/{id}/performers: admins of that community only, others go to / (spec §2). */
export function RequireCommunityAdmin() {
  const id = parseCommunityId(useParams().communityId);
  const community = useCommunity(id);

  if (!id) return <Navigate to={paths.home} replace />;
  if (community.isPending) return <PageSpinner />;
  if (community.isError) {
    const status = community.error instanceof ApiError ? community.error.status : 0;
    if (status >= 400 && status < 500) return <Navigate to={paths.home} replace />;
    return <ErrorState message={communitiesUi.view.loadFailed} onRetry={() => community.refetch()} />;
  }
  if (!community.data.is_admin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
