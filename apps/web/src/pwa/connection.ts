import { useSyncExternalStore } from 'react';
import { offlineUi } from '@zborovodja/contracts';
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

/** The props that disable a control that writes to the server (see useNeedsServer). */
export type NeedsServerProps = { disabled: boolean; title?: string; 'data-offline'?: '' };

/**
 * The one way a screen disables what needs the server while offline (issue 25): spread the result
 * on each control that writes, with the control's own reason to be disabled, if any:
 * `<Button {...needsServer(save.isPending)}>`. Offline it is disabled and its title says why
 * (the control's own title is replaced only then); the offline line's CSS lets that title show on
 * hover. A change that slips through still fails with `offlineUi.notSaved` (lib/api-client.ts).
 */
export function useNeedsServer(): (disabled?: boolean) => NeedsServerProps {
  const offline = useOffline();
  return (disabled = false) => (offline ? { disabled: true, title: offlineUi.needsServer, 'data-offline': '' } : { disabled });
}
