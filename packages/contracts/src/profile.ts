import { z } from 'zod';
import { ZDisplayName, ZEmail } from './auth.ts';

/**
 * PUT /profile. displayName is the spec's profile spelling; both are accepted. The photo is not
 * set here: `profile_image`/`profileImage` are ignored (issue 19: a member could take another
 * member's file, then delete it). It is set only by POST /profile/upload-image and removed only by
 * DELETE /profile/image.
 */
export const ZUpdateProfileRequest = z
  .object({
    email: ZEmail,
    display_name: ZDisplayName,
    displayName: ZDisplayName,
  })
  .transform((p) => ({
    email: p.email,
    display_name: p.display_name !== undefined ? p.display_name : p.displayName,
  }));
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZProfileCommunity = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  is_primary: z.boolean(),
  /** Issue 23: the user's voice part in that community, null when not set. */
  voice_part: z.string().nullable().optional(),
});

export const ZProfile = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  display_name: z.string().nullable(),
  displayName: z.string().nullable(),
  profile_image: z.string().nullable(),
  profileImage: z.string().nullable(),
  email_verified: z.boolean(),
  is_approved: z.boolean(),
  community_id: z.number().nullable(),
  /** Name of the primary community, the spec's "group". */
  group: z.string().nullable(),
  communities: z.array(ZProfileCommunity),
  created_at: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZUploadImageResponse = z.object({ message: z.string(), image_url: z.string() });
