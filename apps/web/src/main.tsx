import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './bootstrap.scss';
import './styles.css';
import { startFirstRequests } from './app/first-requests.ts';
import { readFirstScreen, seedFirstScreen } from './app/first-screen-data.ts';
import { HYDRATED_EVENT } from './app/first-screen-page.ts';
import { preloadTabBar } from './app/layouts/root-layout.tsx';
import { AppProviders } from './app/providers.tsx';
import { createRouter, routerReady } from './app/router.tsx';
import { mediaMatches, renderAsPhone } from './hooks/use-is-mobile.ts';
import { MOBILE_QUERY } from './lib/breakpoints.ts';
import { createQueryClient } from './lib/query-client.ts';
import { yieldToMain } from './lib/yield-to-main.ts';

/*
 * The start in three tasks instead of one (~45 ms on a fast laptop, four times that on a slow
 * phone, during which the page answers no tap): the modules' evaluation with the first requests,
 * then React Router's start (its first navigation starts the page's lazy code), then the first
 * render. The dashboard's first requests go out before the router and React start
 * (app/first-requests.ts).
 *
 * A phone's dashboard and the login page may come rendered by the server, with the answers of
 * their reads (app/first-screen-data.ts). The client then reads nothing, and renders only once the page's
 * lazy code is here: its first render is then the page on screen, whose elements React hydrates
 * (takes over) instead of replacing them, so nothing flashes or moves.
 */
async function start() {
  const queryClient = createQueryClient();
  const firstScreen = readFirstScreen();
  if (firstScreen) seedFirstScreen(queryClient, firstScreen);
  else startFirstRequests(queryClient);
  await yieldToMain();
  const router = createRouter();
  // A logged-in phone's page has the tab bar (the login page has no user). Should its chunk fail
  // to download, the page is still taken over: the tab bar tries again as it renders.
  const tabBar = firstScreen?.profile && mediaMatches(MOBILE_QUERY) ? preloadTabBar().catch(() => null) : null;
  if (firstScreen) await Promise.all([routerReady(router), tabBar]);
  await yieldToMain();
  const app = (
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (firstScreen) {
    // The server rendered the page at a phone's width: the first render matches it (hooks/use-is-mobile.ts).
    renderAsPhone();
    hydrateRoot(root, app);
    // The page's buttons answer from now on; a tap held meanwhile is replayed (public/after-first-paint.js).
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  } else createRoot(root).render(app);
}

void start();
