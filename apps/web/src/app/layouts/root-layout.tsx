import { lazy, Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import { NavLink, Outlet, ScrollRestoration } from 'react-router';
import { navUi } from '@zborovodja/contracts';
import { TopNavbar } from '@/components/layout/top-navbar.tsx';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { useSession } from '@/lib/auth.ts';
import { paths } from '@/lib/paths.ts';

// Loaded only for a logged-in user: the notifications code stays out of the login screen.
const UserNavDesktop = lazy(() => import('./user-nav.tsx').then((m) => ({ default: m.UserNavDesktop })));
const UserTabBar = lazy(() => import('./user-nav.tsx').then((m) => ({ default: m.UserTabBar })));

function GuestNav() {
  return (
    <Nav as="nav" className="ms-auto flex-row gap-3" aria-label={navUi.mainMenu}>
      <Nav.Link as={NavLink} to={paths.login}>{navUi.login}</Nav.Link>
      <Nav.Link as={NavLink} to={paths.register}>{navUi.register}</Nav.Link>
    </Nav>
  );
}

/** The frame of every page: top bar, the page, and the bottom tab bar on mobile. */
export function RootLayout() {
  const { user, isPending } = useSession();
  const isMobile = useIsMobile();
  const withTabBar = !!user && isMobile;

  return (
    <div className={`app-shell${withTabBar ? ' app-shell--tab-bar' : ''}`}>
      <TopNavbar>
        {isPending ? null : !user ? (
          <GuestNav />
        ) : isMobile ? null : (
          <Suspense fallback={null}>
            <UserNavDesktop />
          </Suspense>
        )}
      </TopNavbar>
      <main className="app-main">
        <Container className="py-4">
          <Outlet />
        </Container>
      </main>
      {withTabBar && (
        <Suspense fallback={null}>
          <UserTabBar />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
