/** Business constants shared by server and client (spec §9, DESIGN.md §4). */
export const limits = {
  username: { min: 3, max: 50 },
  email: { max: 254 },
  displayName: { max: 100 },
  password: { registerMin: 8, changeMin: 8, resetMin: 6, invitedMin: 6, max: 200 },
  profileImageBytes: 5 * 1024 * 1024,
  notificationsPageDesktop: 20,
  notificationsPageMobile: 10,
  notificationsDropdown: 5,
  notificationPreviewChars: 50,
  notificationsMaxLimit: 100,
  unreadPollMs: 60_000,
  mobileBreakpointPx: 992,
} as const;

export const tokenLengths = { verification: 24, invitation: 43, reset: 43 } as const;

export const redirectDelays = {
  login: 1000,
  verifiedRegistration: 3000,
  invitationAccept: 2000,
  passwordReset: 3000,
  logout: 50,
  communityCreate: 2000,
  join: 2000,
  tokenPageAutoLogin: 1500,
  tokenPage: 3000,
} as const;

export const globalRoles = ['user', 'global_admin'] as const;
export type GlobalRole = (typeof globalRoles)[number];
