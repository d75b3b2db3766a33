import { z } from 'zod';
import { ZAuthUser } from './auth.ts';
import { ZCommunity } from './communities.ts';
import { ZOwnChange } from './series.ts';

/**
 * Response envelopes of the API that no other schema names (issue 55): the server declares them
 * on its routes, which serialise through them and describe them in /api/openapi.json. Kept out
 * of the files the web app's first screen loads; nothing here is needed by a form.
 */

/**
 * Every 4xx/5xx answer (DESIGN.md §3): ZErrorBody with the few extra fields some answers carry —
 * login's `email_verified: false` and `message`, an invitation's `error_kind`.
 */
export const ZApiError = z
  .object({
    error: z.string(),
    details: z.record(z.string(), z.string()).optional(),
    email_verified: z.boolean().optional(),
    message: z.string().optional(),
    error_kind: z.string().optional(),
    /** With error_kind 'own_changes' (409 on a series edit): the dates it would overwrite. */
    own_changes: z.array(ZOwnChange).optional(),
  })
  .meta({ id: 'Error', description: 'Napaka: sporočilo v slovenščini in po potrebi napake po poljih.' });
export type TApiError = z.infer<typeof ZApiError>;

/** `{ message }`: a confirmation for a person, in Slovenian. */
export const ZMessageResponse = z.object({ message: z.string() });

/** A message with one object: `{ message, <key>: schema }`. */
export const withMessage = <K extends string, S extends z.ZodType>(key: K, schema: S) =>
  z.object({ message: z.string() }).extend({ [key]: schema } as { [P in K]: S });

/** Joining a community, or accepting an invitation: the community as the caller now sees it. */
export const ZJoinResponse = z.object({ message: z.string(), community: ZCommunity, already_member: z.boolean() });

/** POST /communities/{id}/invites: whether the address has an account is told to a global admin only (issue 53). */
export const ZInviteResponse = z.object({
  message: z.string(),
  is_new_user: z.boolean(),
  resent: z.boolean(),
  invitation: z.object({ id: z.number(), email: z.string(), expires_at: z.string() }),
});

/** POST /register-invited-user: the new account, logged in, in its community. */
export const ZRegisterInvitedResponse = z.object({ message: z.string(), user: ZAuthUser, auto_login: z.literal(true), community: ZCommunity });
