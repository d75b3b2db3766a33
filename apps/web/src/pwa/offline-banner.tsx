import { offlineUi } from '@zborovodja/contracts';
import { formatDateTime } from '@/lib/format.ts';
import { storedAuthUser } from '@/lib/storage.ts';
import { SYNCED_AT_KEY } from './offline-cache.ts';
import './offline-banner.css';

/**
 * The one unobtrusive line shown while offline (issue 25), with when the data shown was kept; with
 * nobody logged in nothing is kept, so it says what is needed instead.
 */
export default function OfflineBanner({ since }: { since: number }) {
  const at = since || Number(localStorage.getItem(SYNCED_AT_KEY));
  const text = !storedAuthUser.get() ? offlineUi.bannerLoggedOut : at ? offlineUi.banner(formatDateTime(new Date(at).toISOString())) : offlineUi.bannerNoDate;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {text}
    </div>
  );
}
