import { useSyncExternalStore } from 'react';
import { STAMP_HEADER } from './offline-cache.ts';

/*
 * Whether the screen shows kept data (issue 25). The browser's navigator.onLine says "online" on
 * a network that carries nothing, so the API's answers say it instead: an answer the service
 * worker took from what it kept carries the time it was kept (STAMP_HEADER); a fresh one doesn't.
 */
let keptAt: number | null = null;
const listeners = new Set<() => void>();
const set = (next: number | null) => {
  if (next === keptAt) return;
  keptAt = next;
  for (const l of listeners) l();
};

/** Every API answer passes here. */
export const noteAnswer = (headers: Headers) => set(headers.has(STAMP_HEADER) ? Number(headers.get(STAMP_HEADER)) || 0 : null);
/** A request that got no answer at all. */
export const noteNoAnswer = () => set(keptAt ?? 0);

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
/** null while online; offline, when the data shown was kept (0: not known). */
export const offlineSince = () => (navigator.onLine ? keptAt : (keptAt ?? 0));

/** null while online; offline, when the data shown was kept (0: not known). */
export const useOfflineSince = () => useSyncExternalStore(subscribe, offlineSince, () => null);

/** Whether the screen shows kept data: what needs the server is disabled then. */
export const useOffline = () => useOfflineSince() !== null;
