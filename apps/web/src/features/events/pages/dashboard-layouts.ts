/** Below the events breakpoint (768 px, spec §9) the dashboard is the mobile events list and event view. */
export const EVENTS_MOBILE_QUERY = '(max-width: 767.98px)';

/*
 * Each layout of the dashboard is its own chunk, with its CSS: a phone loads no desktop dashboard
 * and a desktop no mobile list. The router asks for the current layout together with the page
 * (preloadDashboardLayout), so the two downloads run side by side rather than one after the other.
 */
export const loadMobileEvents = () => import('../components/mobile/mobile-events.tsx');
export const loadDesktopDashboard = () => import('../components/desktop/desktop-dashboard.tsx');

export function preloadDashboardLayout(): void {
  void (window.matchMedia(EVENTS_MOBILE_QUERY).matches ? loadMobileEvents() : loadDesktopDashboard());
}
