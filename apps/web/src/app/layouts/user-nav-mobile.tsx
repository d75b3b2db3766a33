// Bootstrap's classes written out (no react-bootstrap): the tab bar is on a phone's first page.
import { Link, useLocation } from 'react-router';
import { navUi } from '@zborovodja/contracts';
import { MobileTab, MobileTabBar, MobileTabMenu } from '@/components/layout/mobile-tab-bar.tsx';
import { CountBadge } from '@/components/ui/count-badge.tsx';
import { BellIcon, CalendarIcon, MoreIcon, MusicIcon } from '@/components/ui/icons.tsx';
import { useActiveCommunity } from '@/lib/active-community.ts';
import { useSession } from '@/lib/auth.ts';
import { administersACommunity, isGlobalAdmin } from '@/lib/communities.ts';
import { paths } from '@/lib/paths.ts';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count.ts';
import { isDashboard, useLogoutAction } from './user-nav-common.tsx';

/*
 * The mobile bottom bar of a logged-in user (< 992 px, spec §2 "Navigation"), loaded only after
 * login. Izvajalci (/performers) shows for users who administer a community.
 */

const t = navUi;

/**
 * The active community and the choice among one's own, as in the desktop switcher (hidden without
 * any). The chosen one is marked by class and aria-current.
 */
function CommunityChoices() {
  const { communities, active, setActive } = useActiveCommunity();
  if (!active) return null;
  return (
    <>
      <hr className="dropdown-divider" role="separator" />
      <div className="dropdown-header" role="heading" aria-level={2}>{t.activeCommunity}</div>
      {communities.map((c) => (
        <button
          key={c.id}
          type="button"
          className={`dropdown-item${c.id === active.id ? ' active' : ''}`}
          aria-current={c.id === active.id ? 'true' : undefined}
          onClick={() => setActive(c.id)}
        >
          {c.name}
        </button>
      ))}
    </>
  );
}

export function UserTabBar() {
  const { pathname } = useLocation();
  const unread = useUnreadCount();
  const logout = useLogoutAction();
  const { user } = useSession();
  return (
    <>
    <MobileTabBar label={t.mobileMenu}>
      <MobileTab to={paths.dashboard} label={t.events} icon={<CalendarIcon />} active={isDashboard(pathname)} />
      <MobileTab to={paths.songs} label={t.songs} icon={<MusicIcon />} />
      <MobileTab
        to={paths.notifications}
        label={t.notifications}
        icon={<BellIcon />}
        badge={<CountBadge count={unread} label={t.unreadCount(unread)} className="mobile-tab__badge" />}
      />
      <MobileTabMenu label={t.more} icon={<MoreIcon />}>
        <Link className="dropdown-item" to={paths.profile}>{t.profile}</Link>
        <Link className="dropdown-item" to={paths.communityList}>{t.groups}</Link>
        <Link className="dropdown-item" to={paths.posts}>{t.posts}</Link>
        {administersACommunity(user) && <Link className="dropdown-item" to={paths.performers}>{t.performers}</Link>}
        {isGlobalAdmin(user) && <Link className="dropdown-item" to={paths.globalAdmin}>{t.globalAdmin}</Link>}
        <CommunityChoices />
        <hr className="dropdown-divider" role="separator" />
        <button type="button" className="dropdown-item" onClick={logout.run} disabled={logout.pending}>
          {logout.pending ? t.loggingOut : t.logout}
        </button>
      </MobileTabMenu>
    </MobileTabBar>
    {logout.alert}
    </>
  );
}
