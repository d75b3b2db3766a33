import type { QueryClient } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import type { FirstScreenAnswers } from '@/app/first-screen-data.ts';
import { profileQueryKey } from '@/lib/auth.ts';
import { storedAuthUser } from '@/lib/storage.ts';

let warming: Promise<unknown> | null = null;
let lastWarm = 0;
const MIN_GAP_MS = 5 * 60_000;

/**
 * Refreshes what is kept for offline use, at most every few minutes, only online and only for
 * someone logged in (issue 58: logged-out pages asked for /api/events and logged its 401).
 */
function warm(force = false) {
  if (!navigator.onLine || !storedAuthUser.get() || warming || (!force && Date.now() - lastWarm < MIN_GAP_MS)) return;
  lastWarm = Date.now();
  warming = import('./warm.ts').then((m) => m.warmOfflineData()).finally(() => (warming = null));
}

/**
 * Registers the service worker (src/sw.ts) once the page has loaded, and keeps the offline data
 * fresh: at start (with the answers a server-rendered page came with), when the signal returns, when the page is shown again, and after a login.
 * Loaded lazily from main.tsx, so no first page carries it.
 */
export async function startOffline(queryClient: QueryClient, firstScreen: FirstScreenAnswers | null): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  await wb.register();
  await navigator.serviceWorker.ready;
  if (firstScreen) await import('./warm.ts').then((m) => m.keepFirstScreen(firstScreen)).catch(() => undefined);
  warm(true);
  window.addEventListener('online', () => warm(true));
  document.addEventListener('visibilitychange', () => !document.hidden && warm());
  let loggedIn = !!queryClient.getQueryData(profileQueryKey);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== profileQueryKey[0]) return;
    const now = !!event.query.state.data;
    if (now && !loggedIn) warm(true);
    loggedIn = now;
  });
}
