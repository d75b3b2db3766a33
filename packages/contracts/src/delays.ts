/**
 * How long a screen shows its outcome before it moves on, in milliseconds. Apart from limits.ts
 * because the login page (in the web app's entry chunk, which takes every module it imports
 * whole) needs only this.
 */
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
