import './lib/zod-config.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './bootstrap.scss';
import './styles.css';
import { startFirstRequests } from './app/first-requests.ts';
import { readFirstScreen, seedFirstScreen, type FirstScreenAnswers } from './app/first-screen-data.ts';
import { HYDRATED_EVENT } from './app/first-screen-page.ts';
import { preloadTabBar } from './app/layouts/root-layout.tsx';
import { AppProviders } from './app/providers.tsx';
import { createRouter, routerReady } from './app/router.tsx';
import { mediaMatches, renderAsPhone } from './hooks/use-is-mobile.ts';
import { MOBILE_QUERY } from './lib/breakpoints.ts';
import { createQueryClient } from './lib/query-client.ts';
import { logoutPending } from './lib/storage.ts';

/*
 * The dashboard's first requests go out before the router and React start (app/first-requests.ts).
 * React renders the first page in a transition and hydrates concurrently: either way it works in
 * slices of a few milliseconds and lets the browser answer input between them, so a slow phone
 * has no long task at start.
 *
 * A phone's dashboard and the login page may come rendered by the server, with the answers of
 * their reads (app/first-screen-data.ts). The client then reads nothing, and hydrates only once
 * the page's lazy code is here: its first render is then the page on screen, whose elements React
 * takes over instead of replacing them, so nothing flashes or moves.
 */
let queryClientRef: ReturnType<typeof createQueryClient> | null = null;
let firstScreenRef: FirstScreenAnswers | null = null;

async function start() {
  const queryClient = createQueryClient();
  queryClientRef = queryClient;
  // A logout made offline that the server has not heard yet (issue 53, #4): a page the server
  // rendered with the old session is not taken over; the client tells the server first (lib/auth.ts).
  const firstScreen = logoutPending.get() ? null : readFirstScreen();
  firstScreenRef = firstScreen;
  if (firstScreen) seedFirstScreen(queryClient, firstScreen);
  else startFirstRequests(queryClient);
  const router = createRouter();
  const app = (
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (!firstScreen) {
    startTransition(() => createRoot(root).render(app));
    return;
  }
  // A logged-in phone's page has the tab bar (the login page has no user). Should its chunk fail
  // to download, the page is still taken over: the tab bar tries again as it renders.
  const tabBar = firstScreen.profile && mediaMatches(MOBILE_QUERY) ? preloadTabBar().catch(() => null) : null;
  await Promise.all([routerReady(router), tabBar]);
  // The server rendered the page at a phone's width: the first render matches it (hooks/use-is-mobile.ts).
  renderAsPhone();
  hydrateRoot(root, app);
  // A tap held by public/hold-taps.js until now is replayed; React replays what comes during hydration.
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}

void start().then(() => {
  // The service worker and the offline data (issue 25): after the page has loaded, lazily.
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const go = () => void import('./pwa/register.ts').then((m) => m.startOffline(queryClientRef!, firstScreenRef)).catch(() => undefined);
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
});
