import { limits, type TNotification } from '@zborovodja/contracts';
import { hrefs } from '@/lib/paths.ts';

type Target = Pick<TNotification, 'reference_type' | 'reference_id'>;

/**
 * Notification targets (spec §2): event → the dashboard on that event, community → the group view,
 * post → the post's page (new posts and comments), data_export → Moj profil → Moji podatki; else none.
 */
export function notificationTarget(n: Target): string | null {
  if (n.reference_id == null) return null;
  if (n.reference_type === 'event') return hrefs.dashboardEvent(n.reference_id);
  if (n.reference_type === 'community') return hrefs.community(n.reference_id);
  if (n.reference_type === 'post') return hrefs.post(n.reference_id);
  if (n.reference_type === 'data_export') return hrefs.myData;
  return null;
}

export function preview(content: string, max: number = limits.notificationPreviewChars): string {
  return content.length > max ? `${content.slice(0, max)}…` : content;
}
