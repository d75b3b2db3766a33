import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { RequireAuth } from './layouts/require-auth.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

/*
 * The route table of the spec (§2) for the screens that exist so far. Every page is loaded lazily,
 * so the login screen carries no profile or notifications code.
 */

const open: RouteObject[] = [
  { path: paths.login, lazy: () => import('@/features/auth/pages/login.tsx').then((m) => ({ Component: m.LoginPage })) },
  { path: paths.register, lazy: () => import('@/features/auth/pages/register.tsx').then((m) => ({ Component: m.RegisterPage })) },
  { path: paths.terms, lazy: () => import('@/features/legal/pages/terms.tsx').then((m) => ({ Component: m.TermsPage })) },
  { path: paths.privacy, lazy: () => import('@/features/legal/pages/privacy.tsx').then((m) => ({ Component: m.PrivacyPage })) },
  {
    path: paths.verifyEmail,
    lazy: () => import('@/features/auth/pages/verify-email.tsx').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    path: paths.forgotPassword,
    lazy: () => import('@/features/auth/pages/forgot-password.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: paths.resetPassword,
    lazy: () => import('@/features/auth/pages/reset-password.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  },
];

const dashboard = () => import('@/features/dashboard/pages/dashboard.tsx').then((m) => ({ Component: m.DashboardPage }));

const loggedIn: RouteObject[] = [
  { path: paths.home, lazy: dashboard },
  { path: paths.dashboard, lazy: dashboard },
  { path: paths.profile, lazy: () => import('@/features/profile/pages/profile.tsx').then((m) => ({ Component: m.ProfilePage })) },
  {
    path: paths.notifications,
    lazy: () => import('@/features/notifications/pages/notifications.tsx').then((m) => ({ Component: m.NotificationsPage })),
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
          { path: '*', lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
