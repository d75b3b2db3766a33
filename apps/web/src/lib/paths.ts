/** Route patterns of the web app, defined once (the router and every link use these). */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  login: '/login',
  register: '/register',
  terms: '/terms',
  privacy: '/privacy',
  profile: '/profile',
  notifications: '/notifications',
  verifyEmail: '/verify-email/:token',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token?',
} as const;

export type VerificationResult = 'success' | 'already' | 'invalid' | 'error';

/** Concrete links, including targets of screens that later issues add (events, communities, invitations). */
export const hrefs = {
  loginWithReturn: (returnUrl: string) => `${paths.login}?returnUrl=${encodeURIComponent(returnUrl)}`,
  loginVerification: (result: VerificationResult) => `${paths.login}?verification=${result}`,
  dashboardEvent: (eventId: number) => `${paths.dashboard}?event=${eventId}`,
  community: (communityId: number) => `/community/${communityId}`,
  invitation: (token: string, communityId: string | number) =>
    `/invitation?${new URLSearchParams({ token, community_id: String(communityId) })}`,
};

/** Only a path on this site: starts with one slash, not "//" or "/\" (which browsers treat as another host). */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
