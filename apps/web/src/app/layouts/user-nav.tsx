import Dropdown from 'react-bootstrap/Dropdown';
import Nav from 'react-bootstrap/Nav';
import NavbarContext, { type NavbarContextType } from 'react-bootstrap/NavbarContext';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link, NavLink, useLocation } from 'react-router';
import { navUi } from '@zborovodja/contracts';
import { MobileTab, MobileTabBar, MobileTabMenu } from '@/components/layout/mobile-tab-bar.tsx';
import { CountBadge } from '@/components/ui/count-badge.tsx';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { BellIcon, CalendarIcon, MoreIcon, MusicIcon } from '@/components/ui/icons.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useLogout, useSession } from '@/lib/auth.ts';
import { administersACommunity, isGlobalAdmin } from '@/lib/communities.ts';
import { paths } from '@/lib/paths.ts';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count.ts';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu.tsx';
import { CommunitySwitcherDesktop, CommunitySwitcherItems } from './community-switcher.tsx';

/*
 * Navigation of a logged-in user (spec §2 "Navigation"). Loaded only after login, so the login
 * screen carries no notifications code.
 * Izvajalci (/performers) shows for users who administer a community.
 */

const t = navUi;
const isDashboard = (pathname: string) => pathname === paths.home || pathname === paths.dashboard;
const isCommunityPage = (pathname: string) =>
  pathname.startsWith('/community') || pathname.startsWith('/manage-community') || pathname.startsWith(paths.posts);

/** Logout with its failure shown as a floating alert (the bars have no room for one). */
function useLogoutAction() {
  const logout = useLogout();
  const { flash, show, clear } = useFlash();
  const run = () => logout.mutate(undefined, { onError: (e) => show('danger', errorMessage(e, t.logoutFailed)) });
  const alert = <FlashAlert flash={flash} onClose={clear} className="floating-alert shadow" />;
  return { run, pending: logout.isPending, alert };
}

/**
 * What react-bootstrap's Navbar tells the Nav and dropdowns inside it: the top bar is plain markup
 * (it is in the entry chunk), so this menu supplies it. Without it the menu would be a `nav`
 * instead of a `navbar-nav`, and its dropdowns would be placed by Popper instead of Bootstrap's
 * navbar CSS. The values are those of an always expanded Navbar.
 */
const inTopBar: NavbarContextType = { onToggle: () => {}, bsPrefix: 'navbar', expanded: false, expand: true };

export function UserNavDesktop() {
  const { pathname } = useLocation();
  const logout = useLogoutAction();
  const { user } = useSession();
  return (
    <NavbarContext.Provider value={inTopBar}>
    <Nav as="nav" className="ms-auto align-items-center" aria-label={t.mainMenu}>
      <Nav.Link as={Link} to={paths.home} active={isDashboard(pathname)}>{t.events}</Nav.Link>
      <Nav.Link as={NavLink} to={paths.songs}>{t.songs}</Nav.Link>
      <NavDropdown id="groups-menu" title={t.groups} active={isCommunityPage(pathname)}>
        <NavDropdown.Item as={Link} to={paths.communityCreate}>{t.createGroup}</NavDropdown.Item>
        <NavDropdown.Item as={Link} to={paths.communityJoin}>{t.joinGroup}</NavDropdown.Item>
        <NavDropdown.Item as={Link} to={paths.communityList}>{t.groupList}</NavDropdown.Item>
        <NavDropdown.Item as={Link} to={paths.posts}>{t.posts}</NavDropdown.Item>
      </NavDropdown>
      {administersACommunity(user) && <Nav.Link as={NavLink} to={paths.performers}>{t.performers}</Nav.Link>}
      {isGlobalAdmin(user) && <Nav.Link as={NavLink} to={paths.globalAdmin}>{t.globalAdmin}</Nav.Link>}
      <NotificationsMenu />
      <Nav.Link as={NavLink} to={paths.profile}>{t.profile}</Nav.Link>
      <CommunitySwitcherDesktop />
      <Nav.Link as="button" type="button" onClick={logout.run} disabled={logout.pending}>
        {logout.pending ? t.loggingOut : t.logout}
      </Nav.Link>
      {logout.alert}
    </Nav>
    </NavbarContext.Provider>
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
        <Dropdown.Item as={Link} to={paths.profile}>{t.profile}</Dropdown.Item>
        <Dropdown.Item as={Link} to={paths.communityList}>{t.groups}</Dropdown.Item>
        <Dropdown.Item as={Link} to={paths.posts}>{t.posts}</Dropdown.Item>
        {administersACommunity(user) && <Dropdown.Item as={Link} to={paths.performers}>{t.performers}</Dropdown.Item>}
        {isGlobalAdmin(user) && <Dropdown.Item as={Link} to={paths.globalAdmin}>{t.globalAdmin}</Dropdown.Item>}
        <CommunitySwitcherItems />
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={logout.run} disabled={logout.pending}>
          {logout.pending ? t.loggingOut : t.logout}
        </Dropdown.Item>
      </MobileTabMenu>
    </MobileTabBar>
    {logout.alert}
    </>
  );
}
