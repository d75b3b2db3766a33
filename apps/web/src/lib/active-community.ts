import { useCallback, useSyncExternalStore } from 'react';
import type { TCommunity } from '@zborovodja/contracts';
import { useSession } from './auth.ts';
import { useUserCommunities } from './communities.ts';
import { activeCommunityId } from './storage.ts';

/**
 * The active community (spec §4): the one the user chose (kept in localStorage) while they still
 * belong to it, else the primary, else the first of their communities; null without any.
 */
export function pickActiveCommunity(communities: TCommunity[], chosenId: number | null): TCommunity | null {
  return (
    communities.find((c) => c.id === chosenId) ?? communities.find((c) => c.is_primary) ?? communities[0] ?? null
  );
}

export function useActiveCommunity() {
  const { user } = useSession();
  const query = useUserCommunities(!!user);
  const chosenId = useSyncExternalStore(activeCommunityId.subscribe, activeCommunityId.get, () => null);
  const communities = query.data ?? [];
  const setActive = useCallback((id: number) => activeCommunityId.set(id), []);
  return {
    communities,
    active: pickActiveCommunity(communities, chosenId),
    setActive,
    isPending: !!user && query.isPending,
    isError: query.isError,
  };
}
