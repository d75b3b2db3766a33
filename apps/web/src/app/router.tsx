import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { LoginPage } from '@/features/auth/pages/login.tsx';
import { loadDashboardLayout } from '@/features/events/pages/dashboard-layouts.ts';
import { pageTitles } from '@zborovodja/contracts';
import { paths } from '@/lib/paths.ts';
import { RequireAuth } from './layouts/require-auth.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

/*
 * The route table of the spec (§2) for the screens that exist so far. Every page but the login
 * is loaded lazily, so the login screen carries no profile, notifications, communities, performers
 * or songs code (and pdf.js loads only when the part viewer opens a PDF). The login page, the
 * first page of every visitor who is not logged in, comes with the entry chunk (~5 KB gzip):
 * loaded lazily it waited for the entry to run before its own download started.
 */

const acceptInvitation = () =>
  import('@/features/invitations/pages/accept-invitation.tsx').then((m) => ({ Component: m.AcceptInvitationPage }));

const open: RouteObject[] = [
  { path: paths.login, handle: { title: pageTitles.login }, Component: LoginPage },
  { path: paths.register, handle: { title: pageTitles.register }, lazy: () => import('@/features/auth/pages/register.tsx').then((m) => ({ Component: m.RegisterPage })) },
  { path: paths.terms, handle: { title: pageTitles.terms }, lazy: () => import('@/features/legal/pages/terms.tsx').then((m) => ({ Component: m.TermsPage })) },
  { path: paths.privacy, handle: { title: pageTitles.privacy }, lazy: () => import('@/features/legal/pages/privacy.tsx').then((m) => ({ Component: m.PrivacyPage })) },
  {
    path: paths.verifyEmail, handle: { title: pageTitles.verifyEmail },
    lazy: () => import('@/features/auth/pages/verify-email.tsx').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    path: paths.forgotPassword, handle: { title: pageTitles.forgotPassword },
    lazy: () => import('@/features/auth/pages/forgot-password.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: paths.resetPassword, handle: { title: pageTitles.resetPassword },
    lazy: () => import('@/features/auth/pages/reset-password.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  { path: paths.acceptInvitation, handle: { title: pageTitles.invitation }, lazy: acceptInvitation },
  { path: paths.rsvp, handle: { title: pageTitles.rsvp }, lazy: () => import('@/features/calendar-feeds/rsvp-page.tsx').then((m) => ({ Component: m.RsvpPage })) },
  { path: paths.invitation, handle: { title: pageTitles.invitation }, lazy: acceptInvitation },
  {
    path: paths.invitationError, handle: { title: pageTitles.invitation },
    lazy: () => import('@/features/invitations/pages/invitation-error.tsx').then((m) => ({ Component: m.InvitationErrorPage })),
  },
  { path: paths.verifyOrInvite, handle: { title: pageTitles.verifyEmail }, lazy: () => import('./routes/verify-or-invite.tsx').then((m) => ({ Component: m.VerifyOrInviteRoute })) },
];

// The page and its current layout (phone or desktop) side by side; the page renders once both are
// here, so its first render does not suspend on the layout (features/events/pages/dashboard-layouts.ts).
const dashboard = () =>
  Promise.all([import('@/features/events/pages/dashboard.tsx'), loadDashboardLayout()]).then(([m]) => ({ Component: m.DashboardPage }));

const loggedIn: RouteObject[] = [
  { path: paths.home, handle: { title: pageTitles.dashboard }, lazy: dashboard },
  { path: paths.dashboard, handle: { title: pageTitles.dashboard }, lazy: dashboard },
  { path: paths.profile, handle: { title: pageTitles.profile }, lazy: () => import('./routes/profile.tsx').then((m) => ({ Component: m.ProfileRoute })) },
  {
    path: paths.notifications, handle: { title: pageTitles.notifications },
    lazy: () => import('@/features/notifications/pages/notifications.tsx').then((m) => ({ Component: m.NotificationsPage })),
  },
  { path: paths.eventStand, handle: { title: pageTitles.stand }, lazy: () => import('@/features/stand/pages/stand.tsx').then((m) => ({ Component: m.StandPage })) },
  { path: paths.eventPrint, handle: { title: pageTitles.print }, lazy: () => import('@/features/stand/pages/print.tsx').then((m) => ({ Component: m.PrintPage })) },
  { path: paths.songs, handle: { title: pageTitles.songs }, lazy: () => import('@/features/songs/pages/songs.tsx').then((m) => ({ Component: m.SongsPage })) },
  // Issue 59: the score engraver and the synthesiser load with this page only.
  { path: paths.songPractice, handle: { title: pageTitles.practice }, lazy: () => import('@/features/practice/pages/practice.tsx').then((m) => ({ Component: m.PracticePage })) },
  { path: paths.posts, handle: { title: pageTitles.posts }, lazy: () => import('@/features/posts/pages/posts.tsx').then((m) => ({ Component: m.PostsPage })) },
  { path: paths.post, handle: { title: pageTitles.post }, lazy: () => import('@/features/posts/pages/post-detail.tsx').then((m) => ({ Component: m.PostDetailPage })) },
  {
    path: paths.communityList, handle: { title: pageTitles.communities },
    lazy: () => import('@/features/communities/pages/community-list.tsx').then((m) => ({ Component: m.CommunityListPage })),
  },
  {
    path: paths.communityCreate, handle: { title: pageTitles.communityCreate },
    lazy: () => import('@/features/communities/pages/create-community.tsx').then((m) => ({ Component: m.CreateCommunityPage })),
  },
  {
    path: paths.communityJoin, handle: { title: pageTitles.communityJoin },
    lazy: () => import('@/features/communities/pages/join-community.tsx').then((m) => ({ Component: m.JoinCommunityPage })),
  },
  // Its child 'song-stats' is 'Statistika pesmi' (issue 22), which the group page loads on demand
  // (communities/pages/community-view.tsx): the first screen's bundle has no room for a route of its own.
  {
    path: paths.community, handle: { title: pageTitles.community },
    lazy: () => import('@/features/communities/pages/community-view.tsx').then((m) => ({ Component: m.CommunityViewPage })),
    children: [{ path: 'song-stats' }],
  },
  {
    lazy: () => import('./layouts/require-community-admin.tsx').then((m) => ({ Component: m.RequireCommunityAdmin })),
    children: [
      {
        path: paths.manageCommunity, handle: { title: pageTitles.manageCommunity },
        lazy: () => import('@/features/communities/pages/manage-community.tsx').then((m) => ({ Component: m.ManageCommunityPage })),
      },
      {
        path: paths.inviteToCommunity, handle: { title: pageTitles.invite },
        lazy: () => import('@/features/communities/pages/invite.tsx').then((m) => ({ Component: m.InvitePage })),
      },
      {
        path: paths.communityPerformers, handle: { title: pageTitles.performers },
        lazy: () =>
          import('@/features/performers/pages/community-performers.tsx').then((m) => ({ Component: m.CommunityPerformersPage })),
      },
    ],
  },
  {
    lazy: () =>
      import('./layouts/require-community-admin-role.tsx').then((m) => ({ Component: m.RequireCommunityAdminRole })),
    children: [
      {
        path: paths.performers, handle: { title: pageTitles.performers },
        lazy: () => import('@/features/performers/pages/performers.tsx').then((m) => ({ Component: m.PerformersPage })),
      },
    ],
  },
  {
    lazy: () => import('./layouts/require-global-admin.tsx').then((m) => ({ Component: m.RequireGlobalAdmin })),
    children: [
      {
        path: paths.globalAdmin, handle: { title: pageTitles.globalAdmin },
        lazy: () => import('@/features/admin/pages/global-admin.tsx').then((m) => ({ Component: m.GlobalAdminPage })),
      },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        HydrateFallback: PageSpinner,
        children: [
          ...open,
          { Component: RequireAuth, children: loggedIn },
          { path: '*', handle: { title: pageTitles.notFound }, lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/** Resolves once the router's first navigation has its route's lazy code (until then it renders HydrateFallback). */
export function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
