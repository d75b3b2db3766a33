import Alert from 'react-bootstrap/Alert';
import { Outlet } from 'react-router';
import { adminUi } from '@zborovodja/contracts';
import { useSession } from '@/lib/auth.ts';
import { isGlobalAdmin } from '@/lib/communities.ts';

/**
 * /global-admin needs the role global_admin. Everyone else who is logged in stays on the route
 * and sees the spec's Unauthorized Access message (spec §2); the console's code is not loaded for them.
 */
export function RequireGlobalAdmin() {
  const { user } = useSession();
  if (!isGlobalAdmin(user)) {
    return (
      <Alert variant="danger" role="alert" className="mt-2">
        {adminUi.unauthorized}
      </Alert>
    );
  }
  return <Outlet />;
}
