/// <reference lib="webworker" />
/*
 * The service worker (issue 25 "Installable and offline"), built by vite-plugin-pwa from this file
 * with Workbox. It precaches the app (every built file), so the shell opens offline; keeps the
 * API's answers and sheet music the app reads, network first, for when there is no signal; and
 * never calls skipWaiting: a new version takes over on the next visit, when no page of the old
 * one is open, so old and new code never mix.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { DATA_CACHE, DEFAULT_LIMIT_BYTES, ENGRAVER_CACHE, isEngraver, notKept, STAMP_HEADER, toEvict, type KeptEntry } from './pwa/offline-cache.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install controls the page at once (same build as the page), so its reads are kept
// from the first visit; an update still waits for the next visit (no skipWaiting).
clientsClaim();

// Pages: always from the server when it answers (its pages may be rendered with the user's data,
// so none is kept); offline, the precached app shell, which routes on the client.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

let limitBytes = DEFAULT_LIMIT_BYTES;
let trimming: Promise<void> | null = null;

/** Deletes the oldest kept answers until what is kept fits the bound. */
async function trim(): Promise<void> {
  const cache = await caches.open(DATA_CACHE);
  const entries: KeptEntry[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const bytes = Number(response.headers.get('content-length')) || (await response.clone().blob()).size;
    entries.push({ url: request.url, bytes, keptAt: Number(response.headers.get(STAMP_HEADER)) || 0 });
  }
  for (const url of toEvict(entries, limitBytes)) await cache.delete(url);
}

const keep: WorkboxPlugin = {
  // Only good answers are kept, each stamped with when (for "oldest first").
  cacheWillUpdate: async ({ response }) => {
    if (!response.ok || response.type === 'opaque') return null;
    const headers = new Headers(response.headers);
    headers.set(STAMP_HEADER, String(Date.now()));
    const body = await response.blob();
    headers.set('content-length', String(body.size));
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  },
  cacheDidUpdate: async () => {
    trimming ??= trim().finally(() => (trimming = null));
    await trimming;
  },
};

// The API's reads, sheet music included: from the network, or what was kept when there is none.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/') && !notKept(url.pathname, url.search),
  new NetworkFirst({ cacheName: DATA_CACHE, networkTimeoutSeconds: 10, plugins: [keep], matchOptions: { ignoreVary: true } }),
);

// The practice view's score engraver (issue 59): kept once fetched (opening the practice view, or
// the offline copy of kept events), the newest version only; its name changes with its content.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isEngraver(url.pathname),
  new CacheFirst({
    cacheName: ENGRAVER_CACHE,
    plugins: [
      {
        cacheDidUpdate: async ({ cacheName, request }) => {
          const cache = await caches.open(cacheName);
          for (const old of await cache.keys()) if (old.url !== request.url) await cache.delete(old);
        },
      },
    ],
  }),
);

// Issue 53, #4: an answer kept by an earlier version that this one never keeps (a feed address,
// a token) goes when this version takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      if (!(await caches.has(DATA_CACHE))) return;
      const cache = await caches.open(DATA_CACHE);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (notKept(url.pathname, url.search)) await cache.delete(request);
      }
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; limitBytes?: number } | null;
  if (data?.type === 'zb-limit' && typeof data.limitBytes === 'number' && data.limitBytes > 0) {
    limitBytes = data.limitBytes;
    event.waitUntil(trim());
  }
});
