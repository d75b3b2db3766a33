import { useQuery } from '@tanstack/react-query';
import { communitiesQueryOptions } from '@/lib/communities.ts';

/** The list is searched on the client (spec §2 "Communities"); the fetcher lives in lib (the performers screen uses it too). */
export const useCommunities = () => useQuery(communitiesQueryOptions);
