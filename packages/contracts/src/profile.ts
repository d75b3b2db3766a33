import { z } from 'zod';
import { errors } from './messages.ts';
import { ZDisplayName, ZEmail } from './auth.ts';

/** PUT /profile. displayName/profileImage are the spec's profile spellings; both are accepted. */
export const ZUpdateProfileRequest = z
  .object({
    email: ZEmail,
    display_name: ZDisplayName,
    displayName: ZDisplayName,
    profile_image: z.string().trim().max(500).optional().nullable(),
    profileImage: z.string().trim().max(500).optional().nullable(),
  })
  .transform((p) => ({
    email: p.email,
    display_name: p.display_name !== undefined ? p.display_name : p.displayName,
    profile_image: p.profile_image !== undefined ? p.profile_image : p.profileImage,
  }));
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZProfileImageUrl = z
  .string()
  .refine((u) => u === '' || u.startsWith('/api/uploads/') || /^https:\/\/[^\s"'<>]+$/.test(u), errors.profileImageUrlInvalid);

export const ZProfileCommunity = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  is_primary: z.boolean(),
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
