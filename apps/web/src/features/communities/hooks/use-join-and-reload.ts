import { useEffect, useState } from 'react';
import { communitiesUi, redirectDelays } from '@zborovodja/contracts';
import { errorMessage } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useJoinCommunity } from '../api/join-community.ts';

/**
 * Joining (spec §4): show the server's message, then after 2 s go to / with a full reload, so the
 * whole shell (active community, menus) starts from the new memberships.
 */
export function useJoinAndReload() {
  const join = useJoinCommunity();
  const [joinedMessage, setJoinedMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!joinedMessage) return;
    const timer = setTimeout(() => window.location.assign(paths.home), redirectDelays.join);
    return () => clearTimeout(timer);
  }, [joinedMessage]);

  const run = (id: number, makePrimary: boolean) =>
    join.mutate({ id, makePrimary }, { onSuccess: (response) => setJoinedMessage(response.message || communitiesUi.join.redirecting) });

  return {
    run,
    pendingId: join.isPending ? join.variables?.id ?? null : null,
    isPending: join.isPending,
    error: join.isError ? errorMessage(join.error, communitiesUi.join.failed) : null,
    joinedMessage,
    done: joinedMessage !== null,
  };
}
