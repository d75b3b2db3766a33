import Nav from 'react-bootstrap/Nav';
import NavbarContext, { type NavbarContextType } from 'react-bootstrap/NavbarContext';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link, NavLink, useLocation } from 'react-router';
import { navUi } from '@zborovodja/contracts';
import { useSession } from '@/lib/auth.ts';
import { administersACommunity, isGlobalAdmin } from '@/lib/communities.ts';
import { paths } from '@/lib/paths.ts';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu.tsx';
import { CommunitySwitcherDesktop } from './community-switcher.tsx';
import { isDashboard, useLogoutAction } from './user-nav-common.tsx';

/*
 * The desktop navbar's menu of a logged-in user (≥ 992 px, spec §2 "Navigation"). Loaded only
 * after login, so the login screen carries no notifications code; the mobile tab bar is
 * user-nav-mobile.tsx. Izvajalci (/performers) shows for users who administer a community.
 */

const t = navUi;
const isCommunityPage = (pathname: string) =>
  pathname.startsWith('/community') || pathname.startsWith('/manage-community') || pathname.startsWith(paths.posts);

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
