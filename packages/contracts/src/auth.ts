import { z } from 'zod';
import { errors } from './messages.ts';
import { limits } from './limits.ts';
import { hasHiddenChars, usernameOneScript } from './names.ts';

const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

/**
 * NFKC first (fullwidth and styled letters become plain ones), then letters of one script with
 * digits 0–9 and `. _ -` (issue 19: `zborovodjа` with a Cyrillic а). The server also refuses a
 * name whose confusable skeleton (UTS #39) matches an existing one.
 */
export const ZUsername = requiredString(errors.usernameRequired)
  .normalize('NFKC')
  .min(limits.username.min, errors.usernameLength)
  .max(limits.username.max, errors.usernameLength)
  .regex(/^[\p{L}0-9._-]+$/u, errors.usernameChars)
  .refine(usernameOneScript, errors.usernameOneScript);

export const ZEmail = requiredString(errors.emailRequired)
  .max(limits.email.max, errors.emailInvalid)
  .pipe(z.email(errors.emailInvalid))
  .transform((e) => e.toLowerCase());

/** The one password rule: registration, invited registration, reset and change alike. */
export const ZNewPassword = z
  .string({ error: errors.passwordRequired })
  .min(1, errors.passwordRequired)
  .min(limits.password.min, errors.passwordMin)
  .max(limits.password.max, errors.passwordTooLong);

/** No bidi controls or invisible characters (issue 19: U+202E turned a name around). */
export const ZDisplayName = z
  .string()
  .trim()
  .max(limits.displayName.max, errors.displayNameTooLong)
  .refine((n) => !hasHiddenChars(n), errors.displayNameHidden)
  .optional()
  .nullable();

/** POST /auth/register. invitation_* are consumed by the communities module. */
export const ZRegisterRequest = z.object({
  username: ZUsername,
  email: ZEmail,
  password: ZNewPassword,
  display_name: ZDisplayName,
  // The spec's payload has no terms field; our client always sends it, and an explicit
  // false is refused (docs/decisions.md).
  terms_accepted: z.boolean().optional(),
  invitation_token: z.string().max(200).optional().nullable(),
  invitation_community_id: z.union([z.number(), z.string()]).optional().nullable(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  username: z.string({ error: errors.loginRequired }).trim().min(1, errors.loginRequired).max(254),
  password: z.string({ error: errors.loginRequired }).min(1, errors.loginRequired).max(limits.password.max),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZResendVerificationRequest = z.object({
  username: z.string({ error: errors.loginRequired }).trim().min(1, errors.usernameRequired).max(254),
});

export const ZForgotPasswordRequest = z.object({
  email: requiredString(errors.forgotEmailRequired).max(limits.email.max, errors.emailInvalid),
});

export const ZResetPasswordRequest = z.object({
  token: z.string({ error: errors.resetTokenInvalid }).min(1, errors.resetTokenInvalid).max(200),
  password: ZNewPassword,
});

export const ZChangePasswordRequest = z.object({
  old_password: z.string({ error: errors.currentPasswordRequired }).min(1, errors.currentPasswordRequired).max(limits.password.max),
  new_password: ZNewPassword,
});

/** The user as the client sees it (never a hash or token). */
export const ZAuthUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  display_name: z.string().nullable(),
  email_verified: z.boolean(),
  is_approved: z.boolean(),
  community_id: z.number().nullable(),
  profile_image: z.string().nullable(),
});
export type TAuthUser = z.infer<typeof ZAuthUser>;

export const ZLoginResponse = z.object({ message: z.string(), user: ZAuthUser });
/**
 * POST /auth/register. Self-registration answers alike for a new and a known address, so its user
 * has no id (issue 19); registration through an invitation has one.
 */
export const ZRegisterResponse = z.object({
  message: z.string(),
  user: z.object({ id: z.number().optional(), username: z.string(), email: z.string(), email_verified: z.boolean() }),
});
export const ZCsrfResponse = z.object({ csrf_token: z.string() });
