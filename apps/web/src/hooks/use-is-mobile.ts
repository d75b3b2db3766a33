import { useSyncExternalStore } from 'react';

/** Below the spec's 992 px breakpoint the app uses its mobile layout. */
const MOBILE_QUERY = '(max-width: 991.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
