import type { QueryClient } from '@tanstack/react-query';
import type { TEventsResponse, TProfile } from '@zborovodja/contracts';
import { emptyFilter, eventsFeedQueryOptions } from '@/features/events/api/events-feed.ts';
import { notificationKeys } from '@/features/notifications/api/keys.ts';
import { forgetSession, profileQueryKey } from '@/lib/auth.ts';
import { communityKeys } from '@/lib/communities.ts';
import { storedAuthUser } from '@/lib/storage.ts';
import { FIRST_SCREEN_DATA_ID } from './first-screen-page.ts';

/*
 * The pages rendered by the server (src/ssr/first-screen.tsx, docs/architecture.md "First
 * screen"): a phone's dashboard and the login page. The server answers the page's API reads
 * itself (for the login page: no session, so no user), renders the page with them, and writes
 * them into the page as JSON. The client puts them into its query cache under the keys the
 * components read, so its first render is the server's page, and it asks for none of them.
 */

/** The reads, as the client would make them (first-screens.mjs, `all` and `phone`). */
export const FIRST_SCREEN_READS = {
  profile: '/api/profile',
  communities: '/api/user/communities',
  unreadCount: '/api/notifications/unread-count',
  events: '/api/events?when=upcoming&limit=20&offset=0',
} as const;

/**
 * Each read's answer, the API's JSON body as it came: all four on the dashboard; on the login
 * page only the profile, null (a visitor without a session).
 */
export type FirstScreenAnswers = { profile: unknown } & Partial<Record<Exclude<keyof typeof FIRST_SCREEN_READS, 'profile'>, unknown>>;


/** Puts the answers where the query functions would have put them (lib/auth.ts, lib/communities.ts…). */
export function seedFirstScreen(client: QueryClient, answers: FirstScreenAnswers): void {
  const profile = answers.profile as TProfile | null;
  client.setQueryData(profileQueryKey, profile);
  if (answers.communities) client.setQueryData(communityKeys.mine, (answers.communities as { communities: unknown[] }).communities);
  if (answers.unreadCount) client.setQueryData(notificationKeys.unreadCount, (answers.unreadCount as { unread_count: number }).unread_count);
  if (answers.events) {
    client.setQueryData(eventsFeedQueryOptions('upcoming', emptyFilter).queryKey, {
      pages: [answers.events as TEventsResponse],
      pageParams: [0],
    });
  }
  if (typeof window === 'undefined') return;
  if (profile) storedAuthUser.set(profile);
  else forgetSession(); // no session (anymore): nothing of the last user stays on the device
}

/** The answers the server wrote into this page, if it rendered it; null on every other page. */
export function readFirstScreen(): FirstScreenAnswers | null {
  const script = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!script?.textContent) return null;
  script.remove();
  try {
    return JSON.parse(script.textContent) as FirstScreenAnswers;
  } catch {
    return null;
  }
}
