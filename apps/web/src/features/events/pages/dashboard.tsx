import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { useMediaQuery } from '@/hooks/use-is-mobile.ts';
import { EVENTS_MOBILE_QUERY, loadDesktopDashboard, loadMobileEvents } from './dashboard-layouts.ts';

const MobileEvents = lazy(() => loadMobileEvents().then((m) => ({ default: m.MobileEvents })));
const DesktopDashboard = lazy(() => loadDesktopDashboard().then((m) => ({ default: m.DesktopDashboard })));

/** / and /dashboard, with ?event={id} selecting an event. */
export function DashboardPage() {
  const mobile = useMediaQuery(EVENTS_MOBILE_QUERY);
  return <Suspense fallback={<PageSpinner />}>{mobile ? <MobileEvents /> : <DesktopDashboard />}</Suspense>;
}
