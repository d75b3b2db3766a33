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

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaList(query).matches,
    () => false,
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
