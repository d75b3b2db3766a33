import { useQueries, useQuery } from '@tanstack/react-query';
import type { TCommunity, TPerformer } from '@zborovodja/contracts';
import { useSession } from '@/lib/auth.ts';
import { communitiesQueryOptions, isGlobalAdmin, userCommunitiesQueryOptions } from '@/lib/communities.ts';
import { performersQueryOptions } from './api/performers.ts';

/** The communities whose performers the user manages: those they administer (a global admin: all). */
export function useAdministeredCommunities() {
  const { user } = useSession();
  const global = isGlobalAdmin(user);
  const all = useQuery({ ...communitiesQueryOptions, enabled: global });
  const mine = useQuery({ ...userCommunitiesQueryOptions, enabled: !global });
  const query = global ? all : mine;
  const communities = (query.data ?? []).filter((c: TCommunity) => c.is_admin);
  return { ...query, communities };
}

/** One community's performers, or every listed community's ("All Communities"). */
export function usePerformers(communityIds: number[]) {
  return useQueries({
    queries: communityIds.map((id) => performersQueryOptions(id)),
    combine: (results) => ({
      performers: results.flatMap((r) => r.data ?? []) as TPerformer[],
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
      refetch: () => results.forEach((r) => void r.refetch()),
    }),
  });
}
