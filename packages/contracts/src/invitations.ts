import { z } from 'zod';
import { errors } from './messages.ts';
import { ZDisplayName, ZNewPassword, ZUsername } from './auth.ts';

/** Why an invitation link cannot be used; the client sends the user to /invitation-error?error=<kind>. */
export const invitationErrorKinds = ['invalid', 'expired', 'used'] as const;
export type TInvitationErrorKind = (typeof invitationErrorKinds)[number];

const ZToken = z.string({ error: errors.invitationMissing }).trim().min(1, errors.invitationMissing).max(200);
const ZCommunityId = z.coerce.number({ error: errors.invitationMissing }).int().positive(errors.invitationMissing);

export const ZInvitationQuery = z.object({ token: ZToken, community_id: ZCommunityId });

/** Details may be asked by token alone: the /verify-or-invite/{token} link carries no community. */
export const ZInvitationDetailsQuery = z.object({ token: ZToken, community_id: ZCommunityId.optional() });

export const ZAcceptInvitationRequest = z.object({
  token: ZToken,
  community_id: ZCommunityId,
  make_primary: z.boolean().optional(),
});

export const ZRegisterInvitedRequest = z.object({
  username: ZUsername,
  password: ZNewPassword,
  display_name: ZDisplayName,
  community_id: ZCommunityId,
  invitation_token: ZToken,
  email: z.string().trim().max(254).optional().nullable(),
});

/** GET /invitations/details and GET /communities/invitation-details. */
export const ZInvitationDetails = z.object({
  email: z.string(),
  community_id: z.number(),
  community_name: z.string(),
  /** The spec's "group name and description". */
  name: z.string(),
  description: z.string().nullable(),
  make_primary: z.boolean(),
  expires_at: z.string(),
  /** Only when a user is logged in: whether they already belong to the community. */
  is_member: z.boolean().nullable(),
  /** Whether an account with the invited address exists (decides register vs. log in). */
  user_exists: z.boolean(),
});
export type TInvitationDetails = z.infer<typeof ZInvitationDetails>;
