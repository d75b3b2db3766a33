import { Suspense } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { useMediaQuery } from '@/hooks/use-is-mobile.ts';
import { EVENTS_MOBILE_QUERY } from '@/lib/breakpoints.ts';
import { DesktopDashboardLayout, MobileEventsLayout } from './dashboard-layouts.ts';

/** / and /dashboard, with ?event={id} selecting an event. */
export function DashboardPage() {
  const mobile = useMediaQuery(EVENTS_MOBILE_QUERY);
  return <Suspense fallback={<PageSpinner />}>{mobile ? <MobileEventsLayout /> : <DesktopDashboardLayout />}</Suspense>;
}
