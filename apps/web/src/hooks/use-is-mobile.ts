import { useSyncExternalStore } from 'react';
import { EVENTS_MOBILE_QUERY, MOBILE_QUERY } from '@/lib/breakpoints.ts';

// One MediaQueryList per query: matchMedia parses the query on every call, and the snapshot is
// read on every render of every component that asks (~7 ms of the phone dashboard's first load).
const lists = new Map<string, MediaQueryList>();
const mediaList = (query: string) => {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
};

// The pages the server renders (src/ssr/) are rendered at a phone's width: below both of the
// spec's breakpoints (lib/breakpoints.ts), whatever the phone's exact width. The client hydrating
// such a page starts from the same answers (React reads a store's server snapshot while it
// hydrates) and then re-renders with the window's own, so a phone held sideways gets its layout
// without a hydration mismatch.
const PHONE_QUERIES = new Set([MOBILE_QUERY, EVENTS_MOBILE_QUERY]);
let asPhone = false;
export function renderAsPhone(): void {
  asPhone = true;
}
const serverMatches = (query: string) => asPhone && PHONE_QUERIES.has(query);

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
    () => serverMatches(query),
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
