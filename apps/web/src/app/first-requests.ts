import type { QueryClient } from '@tanstack/react-query';
import { eventsFeedQueryOptions, emptyFilter } from '@/features/events/api/events-feed.ts';
import { carouselParams, eventsQueryOptions } from '@/features/events/api/get-events.ts';
import { unreadCountQueryOptions } from '@/features/notifications/api/get-unread-count.ts';
import { mediaMatches } from '@/hooks/use-is-mobile.ts';
import { EVENTS_MOBILE_QUERY } from '@/lib/breakpoints.ts';
import { profileQueryOptions } from '@/lib/auth.ts';
import { userCommunitiesQueryOptions } from '@/lib/communities.ts';
import { paths } from '@/lib/paths.ts';
import { storedAuthUser } from '@/lib/storage.ts';

/**
 * The dashboard's first requests, started by the entry before React renders (docs/performance.md,
 * "Lighthouse") when the visitor is probably logged in (a stored auth user): the session and the
 * data the first screen shows. They go into the query cache under the keys the components use, so
 * the components find them there (in flight or done) and nothing is fetched twice. Rendered, the
 * dashboard asked for its events only after the session, its code and a render of the page.
 * Other pages start the session as they render: their first screen does not wait for it, and
 * Lighthouse counts every request that ends before the largest paint (/login's LCP +0.3 s).
 * The festivities below the mobile list are left to the list: they show only once it has loaded
 * (no layout shift) and are not the largest paint, so starting them early buys nothing.
 */
export function startFirstRequests(client: QueryClient, location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const dashboard = location.pathname === paths.home || location.pathname === paths.dashboard;
  if (!dashboard || !storedAuthUser.get()) return;
  void client.prefetchQuery(profileQueryOptions);
  void client.prefetchQuery(userCommunitiesQueryOptions);
  // The tab bar's or the navbar's unread badge, so that it shows with the page instead of after it.
  void client.prefetchQuery(unreadCountQueryOptions);
  if (!mediaMatches(EVENTS_MOBILE_QUERY)) {
    void client.prefetchQuery(eventsQueryOptions(carouselParams));
  } else if (!new URLSearchParams(location.search).has('event')) {
    // The mobile list's first tab (upcoming, no filter).
    void client.prefetchInfiniteQuery(eventsFeedQueryOptions('upcoming', emptyFilter));
  }
}
