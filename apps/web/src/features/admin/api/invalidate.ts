import { useQueryClient } from '@tanstack/react-query';
import { invalidateMemberships } from '@/lib/communities.ts';
import { adminKeys } from './keys.ts';

/** After any admin write: every admin list, and the app's own community views, may be stale. */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.all }), invalidateMemberships(queryClient)]);
}
