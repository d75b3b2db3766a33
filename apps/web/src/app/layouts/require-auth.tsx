import { Navigate, Outlet, useLocation } from 'react-router';
import { commonUi } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { useSession } from '@/lib/auth.ts';
import { hrefs } from '@/lib/paths.ts';

/** Routes that need a logged-in user; anyone else goes to /login?returnUrl=<here>. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <PageSpinner />;
  if (session.isError && !session.user) {
    return <ErrorState message={commonUi.serverUnreachable} onRetry={() => session.refetch()} />;
  }
  if (!session.user) {
    const here = location.pathname + location.search + location.hash;
    return <Navigate to={hrefs.loginWithReturn(here)} replace />;
  }
  return <Outlet />;
}
