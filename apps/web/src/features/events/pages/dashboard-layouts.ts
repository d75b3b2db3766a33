import { lazy, type ComponentType } from 'react';

/** Below the events breakpoint (768 px, spec §9) the dashboard is the mobile events list and event view. */
export const EVENTS_MOBILE_QUERY = '(max-width: 767.98px)';

type MobileModule = typeof import('../components/mobile/mobile-events.tsx');
type DesktopModule = typeof import('../components/desktop/desktop-dashboard.tsx');

const loaded: { mobile?: MobileModule; desktop?: DesktopModule } = {};

/*
 * Each layout of the dashboard is its own chunk, with its CSS: a phone loads no desktop dashboard
 * and a desktop no mobile list. The route waits for the current layout together with the page
 * (loadDashboardLayout in app/router.tsx), so the two downloads run side by side and the page's
 * first render has its layout at hand.
 */
export const loadMobileEvents = () => import('../components/mobile/mobile-events.tsx').then((m) => (loaded.mobile = m));
export const loadDesktopDashboard = () => import('../components/desktop/desktop-dashboard.tsx').then((m) => (loaded.desktop = m));

export function loadDashboardLayout(): Promise<unknown> {
  return window.matchMedia(EVENTS_MOBILE_QUERY).matches ? loadMobileEvents() : loadDesktopDashboard();
}

/**
 * React.lazy that renders at once when its module is already loaded: a lazy component suspends
 * on its first render even then (a promise answers a tick later), and React shows the fallback
 * and holds the content back for up to 300 ms (its Suspense throttle) — the dashboard's first
 * screen came that much later. A thenable that answers synchronously is resolved within render.
 */
function lazyLayout<M>(load: () => Promise<M>, current: () => M | undefined, pick: (m: M) => ComponentType) {
  return lazy(() => {
    const module = current();
    if (!module) return load().then((m) => ({ default: pick(m) }));
    const ready: PromiseLike<{ default: ComponentType }> = {
      then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled({ default: pick(module) }) : (undefined as never)),
    };
    // React calls only then() (react.production.js, lazyInitializer); its types ask for a Promise.
    return ready as Promise<{ default: ComponentType }>;
  });
}

export const MobileEventsLayout = lazyLayout(loadMobileEvents, () => loaded.mobile, (m) => m.MobileEvents);
export const DesktopDashboardLayout = lazyLayout(loadDesktopDashboard, () => loaded.desktop, (m) => m.DesktopDashboard);
