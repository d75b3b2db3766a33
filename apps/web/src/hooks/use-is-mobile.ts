import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from '@/lib/breakpoints.ts';

// One MediaQueryList per query: matchMedia parses the query on every call, and the snapshot is
// read on every render of every component that asks (~7 ms of the phone dashboard's first load).
const lists = new Map<string, MediaQueryList>();
const mediaList = (query: string) => {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
};

// The server has no window: it renders the phone's first screen (src/ssr/) and says which
// queries match there.
let serverMatches: (query: string) => boolean = () => false;
export function setServerMedia(matches: (query: string) => boolean): void {
  serverMatches = matches;
}

/** Whether the query matches now (outside a component: a route's loader, the entry). */
export const mediaMatches = (query: string): boolean =>
  typeof window === 'undefined' ? serverMatches(query) : mediaList(query).matches;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaMatches(query),
    () => mediaMatches(query),
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
