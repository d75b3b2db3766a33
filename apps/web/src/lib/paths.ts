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
  communityList: '/community/list',
  communityCreate: '/community/create',
  communityJoin: '/community/join',
  community: '/community/:communityId',
  manageCommunity: '/manage-community/:communityId',
  inviteToCommunity: '/community/:communityId/invite',
  communityPerformers: '/community/:communityId/performers',
  acceptInvitation: '/accept-invitation',
  invitation: '/invitation',
  invitationError: '/invitation-error',
  verifyOrInvite: '/verify-or-invite/:token',
  performers: '/performers',
  songs: '/songs',
  songPractice: '/songs/:songId/practice',
  eventStand: '/events/:eventId/stand',
  eventPrint: '/events/:eventId/print',
  posts: '/posts',
  post: '/posts/:postId',
  globalAdmin: '/global-admin',
  rsvp: '/rsvp/:token',
} as const;

export type VerificationResult = 'success' | 'already' | 'invalid' | 'error';

/** Concrete links, including targets of screens that later issues add (events, communities, invitations). */
export const hrefs = {
  loginWithReturn: (returnUrl: string) => `${paths.login}?returnUrl=${encodeURIComponent(returnUrl)}`,
  loginVerification: (result: VerificationResult) => `${paths.login}?verification=${result}`,
  loginAfterDeletion: `${paths.login}?account=deleted`,
  /** Moj profil → Moji podatki (issue 61): the export's notice and e-mail open it. */
  myData: `${paths.profile}?tab=my-data`,
  dashboardEvent: (eventId: number) => `${paths.dashboard}?event=${eventId}`,
  post: (postId: number) => `/posts/${postId}`,
  community: (communityId: number) => `/community/${communityId}`,
  manageCommunity: (communityId: number) => `/manage-community/${communityId}`,
  inviteToCommunity: (communityId: number) => `/community/${communityId}/invite`,
  communityPerformers: (communityId: number) => `/community/${communityId}/performers`,
  /** Issue 59: the practice view; from an event, with its key and its community. */
  songPractice: (songId: number, eventId?: number) => `/songs/${songId}/practice${eventId ? `?event=${eventId}` : ''}`,
  invitationError: (kind: string) => `${paths.invitationError}?error=${encodeURIComponent(kind)}`,
  registerWithInvitation: (token: string, communityId: string | number) =>
    `${paths.register}?${new URLSearchParams({ community_id: String(communityId), invitation_token: token })}`,
  loginForInvitation: (returnUrl: string) =>
    `${paths.login}?${new URLSearchParams({ redirect: 'invitation', returnUrl })}`,
  invitation: (token: string, communityId: string | number) =>
    `/invitation?${new URLSearchParams({ token, community_id: String(communityId) })}`,
};

/** Only a path on this site: starts with one slash, not "//" or "/\" (which browsers treat as another host). */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
