import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { NotificationsDesktop } from '../components/notifications-desktop.tsx';
import { NotificationsMobile } from '../components/notifications-mobile.tsx';

export function NotificationsPage() {
  return useIsMobile() ? <NotificationsMobile /> : <NotificationsDesktop />;
}
