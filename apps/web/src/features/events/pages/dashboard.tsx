import { useMediaQuery } from '@/hooks/use-is-mobile.ts';
import { DesktopDashboard } from '../components/desktop/desktop-dashboard.tsx';
import { MobileEvents } from '../components/mobile/mobile-events.tsx';

/** Below the events breakpoint (768 px, spec §9) the dashboard is the mobile events list and event view. */
const EVENTS_MOBILE_QUERY = '(max-width: 767.98px)';

/** / and /dashboard, with ?event={id} selecting an event. */
export function DashboardPage() {
  const mobile = useMediaQuery(EVENTS_MOBILE_QUERY);
  return mobile ? <MobileEvents /> : <DesktopDashboard />;
}
