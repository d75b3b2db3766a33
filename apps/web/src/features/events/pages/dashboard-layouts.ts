import { lazyWithPreload } from '@/lib/lazy-component.ts';
import { mediaMatches } from '@/hooks/use-is-mobile.ts';
import { EVENTS_MOBILE_QUERY } from '@/lib/breakpoints.ts';

/*
 * Each layout of the dashboard is its own chunk, with its CSS: a phone loads no desktop dashboard
 * and a desktop no mobile list. The route waits for the current layout together with the page
 * (loadDashboardLayout in app/router.tsx), so the two downloads run side by side and the page's
 * first render has its layout at hand: lazyWithPreload renders a loaded module without suspending.
 */
const mobile = lazyWithPreload(() => import('../components/mobile/mobile-events.tsx'), (m) => m.MobileEvents);
const desktop = lazyWithPreload(() => import('../components/desktop/desktop-dashboard.tsx'), (m) => m.DesktopDashboard);

export function loadDashboardLayout(): Promise<unknown> {
  return mediaMatches(EVENTS_MOBILE_QUERY) ? mobile.preload() : desktop.preload();
}

export const MobileEventsLayout = mobile.Component;
export const DesktopDashboardLayout = desktop.Component;
