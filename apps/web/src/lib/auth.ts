import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { redirectDelays, type TProfile } from '@zborovodja/contracts';
import { api, ApiError } from './api-client.ts';
import { fetchCsrfToken } from './csrf.ts';
import { hrefs, paths } from './paths.ts';
import { DATA_CACHE_PREFIX, SYNCED_AT_KEY } from '@/pwa/offline-cache.ts';
import { activeCommunityId, logoutPending, storedAuthUser } from './storage.ts';

/**
 * The session (spec §4): at start the app fetches the anti-forgery token, then the profile.
 * The profile query is the single source of "who is logged in": data null means anonymous.
 */
export const profileQueryKey = ['profile'] as const;

let startup: Promise<unknown> | null = null;
/** Logins made in this page (refreshSession): a profile read sent before one speaks of no session now. */
let logins = 0;

/** Pages a visitor opens without a session: the sign-in pages and the links that come by e-mail. */
const isVisitorPage = (pathname: string) =>
  ([paths.login, paths.register, paths.forgotPassword] as string[]).includes(pathname) ||
  [paths.verifyEmail, paths.resetPassword, paths.rsvp].some((route) => pathname.startsWith(route.slice(0, route.indexOf(':'))));

async function getSessionProfile(): Promise<TProfile | null> {
  // The token is requested first, the profile right beside it rather than after it: a GET needs
  // no token, and waiting cost the first page a round trip.
  startup ??= fetchCsrfToken().catch(() => null);
  const loginsAtStart = logins;
  // A logout made offline is finished first; until the server has heard it, nobody is logged in here.
  if (logoutPending.get()) {
    await startup;
    if (!(await tellServerLoggedOut())) return null;
  }
  // A visitor on a page for visitors, with nobody logged in on this device since it loaded: there
  // is no session to ask about, and the 401 would be logged in the console (issue 58, #14).
  if (loginsAtStart === 0 && !storedAuthUser.get() && isVisitorPage(globalThis.location?.pathname ?? '')) return null;
  try {
    const profile = await api.get<TProfile>('/profile');
    storedAuthUser.set(profile);
    return profile;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // A 401 to a read sent before a login (a visitor's) must not clear what the login then keeps
      // for offline use. Any other 401 ends whatever this device still holds, whoever it was for:
      // the device's note of who was logged in may be gone while their copy is not (a page that
      // heard the 401 and closed before it had deleted the copy).
      if (loginsAtStart === logins) forgetSession();
      return null;
    }
    throw error;
  }
}

/**
 * The session is over: logged out, or the server answered 401 for it (expired, or ended on another
 * device; every other read's 401 reloads the profile, lib/query-client.ts, so it ends here too).
 * The device forgets the user and what was kept for offline use, sheet music included (issue 25),
 * so the next person on a shared phone or tablet sees nothing of theirs.
 */
export function forgetSession(): void {
  storedAuthUser.clear();
  void forgetOfflineCopy().catch(() => undefined);
}

/**
 * Issue 53, #4: logging out forgets the user on this device before anything else, whether or not
 * the server can be reached (a shared phone, no signal): the note of who was logged in, the active
 * community, and the offline copy, sheet music included. A logout the server has not heard of is
 * noted and told at the next start (getSessionProfile).
 */
export async function logOutOnDevice(): Promise<void> {
  logoutPending.set();
  storedAuthUser.clear();
  activeCommunityId.set(null);
  await forgetOfflineCopy().catch(() => undefined);
}

/** Tells the server the session is over; true when it heard it (or the session had ended already). */
export async function tellServerLoggedOut(): Promise<boolean> {
  try {
    await api.post<{ message: string }>('/logout');
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) return false;
  }
  logoutPending.clear();
  return true;
}

async function forgetOfflineCopy(): Promise<void> {
  // The code that deletes loads only when something is kept: a visitor who never logged in has nothing.
  const kept = typeof caches !== 'undefined' && (await caches.keys()).some((n) => n.startsWith(DATA_CACHE_PREFIX));
  if (kept || localStorage.getItem(SYNCED_AT_KEY)) await import('@/pwa/offline-data.ts').then((m) => m.clearOfflineData());
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: getSessionProfile,
  staleTime: 60_000,
});

export function useSession() {
  const query = useQuery(profileQueryOptions);
  return { ...query, user: query.data ?? null };
}

export function displayNameOf(user: Pick<TProfile, 'username' | 'display_name'>): string {
  return user.display_name?.trim() || user.username;
}

/**
 * After a login: drops everything cached for the previous user and reloads the profile. A profile
 * read still in flight went out with the old session cookie, which the login ended: its answer (a
 * 401, "nobody") must not stand for the new session, so it is cancelled rather than waited for
 * (fetchQuery would share it).
 */
export async function refreshSession(queryClient: QueryClient): Promise<TProfile | null> {
  logins++;
  // The login made a new session: a logout still owed to the server was for the old one.
  logoutPending.clear();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== profileQueryKey[0] });
  await queryClient.cancelQueries({ queryKey: profileQueryKey });
  return queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 });
}

export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => refreshSession(queryClient);
}

/**
 * Logout (spec §4), issue 53, #4: the device forgets the user first (logOutOnDevice), then the
 * server is told; offline, or should the server fail, the user is logged out here all the same and
 * the server is told at the next start. Reads still in flight are stopped first, so none keeps an
 * answer after the copy is gone; what one kept meanwhile goes with a second sweep.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Not held back while the device is offline (TanStack's default for mutations): that is when it matters.
    networkMode: 'always',
    mutationFn: async () => {
      await queryClient.cancelQueries();
      await logOutOnDevice();
      const told = await tellServerLoggedOut();
      await forgetOfflineCopy().catch(() => undefined);
      return { told };
    },
    onSettled: () => {
      queryClient.setQueryData(profileQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== profileQueryKey[0] });
      setTimeout(() => navigate(paths.login), redirectDelays.logout);
    },
  });
}

/**
 * After the user deleted their account (issue 61): the device forgets them as after a logout
 * (logOutOnDevice's steps; the server has already ended the session), and the login page, loaded
 * anew so that nothing of theirs stays in memory, says so.
 */
export async function forgetDeletedAccount(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  storedAuthUser.clear();
  activeCommunityId.set(null);
  await forgetOfflineCopy().catch(() => undefined);
  window.location.replace(hrefs.loginAfterDeletion);
}
