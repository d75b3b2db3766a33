// In the entry chunk: Bootstrap's classes written out, no react-bootstrap (first page's JS budget, docs/decisions.md).
import { lazy, Suspense, useEffect } from 'react';
import { NavLink, Outlet, ScrollRestoration, useMatches } from 'react-router';
import { navUi, pageTitles } from '@zborovodja/contracts';
import { TopNavbar } from '@/components/layout/top-navbar.tsx';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { useSession } from '@/lib/auth.ts';
import { lazyWithPreload } from '@/lib/lazy-component.ts';
import { paths } from '@/lib/paths.ts';
import { useOfflineSince } from '@/pwa/connection.ts';

// Loaded only for a logged-in user: the notifications code and react-bootstrap's menus stay out
// of the login screen. Each layout loads only its own: a phone's tab bar has no react-bootstrap.
const UserNavDesktop = lazy(() => import('./user-nav-desktop.tsx').then((m) => ({ default: m.UserNavDesktop })));
const tabBar = lazyWithPreload(() => import('./user-nav-mobile.tsx'), (m) => m.UserTabBar);
const UserTabBar = tabBar.Component;
const OfflineBanner = lazy(() => import('@/pwa/offline-banner.tsx'));

/** The tab bar's code, which a page rendered by the server waits for before the client takes it over (main.tsx). */
export const preloadTabBar = tabBar.preload;

function GuestNav() {
  return (
    <nav className="ms-auto flex-row gap-3 navbar-nav" aria-label={navUi.mainMenu}>
      <NavLink to={paths.login} className="nav-link">{navUi.login}</NavLink>
      <NavLink to={paths.register} className="nav-link">{navUi.register}</NavLink>
    </nav>
  );
}

/** The document's title from the deepest route that names one (the route table's `handle.title`). */
function usePageTitle() {
  const title = useMatches()
    .map((m) => (m.handle as { title?: string } | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = pageTitles.full(title);
  }, [title]);
}

/** The frame of every page: top bar, the page, and the bottom tab bar on mobile. */
export function RootLayout() {
  usePageTitle();
  const { user, isPending } = useSession();
  const isMobile = useIsMobile();
  const withTabBar = !!user && isMobile;
  const offlineSince = useOfflineSince();

  return (
    <div className={`app-shell${withTabBar ? ' app-shell--tab-bar' : ''}`}>
      <a href="#main" className="visually-hidden-focusable skip-link">{navUi.skipToContent}</a>
      <TopNavbar>
        {isPending ? null : !user ? (
          <GuestNav />
        ) : isMobile ? null : (
          <Suspense fallback={null}>
            <UserNavDesktop />
          </Suspense>
        )}
      </TopNavbar>
      {offlineSince !== null && (
        <Suspense fallback={null}>
          <OfflineBanner since={offlineSince} />
        </Suspense>
      )}
      <main className="app-main" id="main" tabIndex={-1}>
        <div className="py-4 container">
          <Outlet />
        </div>
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
