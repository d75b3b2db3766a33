import { z } from 'zod';
import { errors } from './messages.ts';
import { hasHiddenChars, hasLinkLikeText } from './names.ts';
import { ZChordNotation, chordNotations } from './songs.ts';
import { communityLimits, communityRoles, communityVisibilities } from './limits.ts';

const ZName = z
  .string({ error: errors.communityNameRequired })
  .trim()
  .min(1, errors.communityNameRequired)
  .min(communityLimits.nameMin, errors.communityNameMin)
  .max(communityLimits.nameMax, errors.communityNameMax)
  // The name goes into invitation e-mails (issue 19): nothing hidden, nothing a mail reader links.
  .refine((n) => !hasHiddenChars(n), errors.communityNameHidden)
  .refine((n) => !hasLinkLikeText(n), errors.communityNameLink);

const ZDescription = z.string().trim().max(communityLimits.descriptionMax, errors.communityDescriptionMax).nullable().optional();

/** Custom types are trimmed and de-duplicated; a JSON string (the spec's wire format) or an array is accepted. */
export const ZEventTypes = z
  .union([z.string(), z.array(z.string())])
  .transform((value, ctx) => {
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = value.trim() === '' ? [] : JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: errors.eventTypesInvalid });
        return z.NEVER;
      }
    }
    if (!Array.isArray(list) || list.some((t) => typeof t !== 'string')) {
      ctx.addIssue({ code: 'custom', message: errors.eventTypesInvalid });
      return z.NEVER;
    }
    const seen = new Set<string>();
    const out: string[] = [];
    for (const raw of list as string[]) {
      const t = raw.trim();
      if (!t || seen.has(t.toLowerCase())) continue;
      if (t.length > communityLimits.eventTypeMax) {
        ctx.addIssue({ code: 'custom', message: errors.eventTypeTooLong });
        return z.NEVER;
      }
      seen.add(t.toLowerCase());
      out.push(t);
    }
    if (out.length > communityLimits.eventTypesMax) {
      ctx.addIssue({ code: 'custom', message: errors.eventTypesTooMany });
      return z.NEVER;
    }
    return out;
  });

const ZVisibility = z.enum(communityVisibilities, { error: errors.visibilityInvalid });

export const ZCreateCommunityRequest = z.object({
  name: ZName,
  description: ZDescription,
  visibility: ZVisibility.optional(),
  allow_member_edits: z.boolean().optional(),
  supported_event_types: ZEventTypes.optional(),
  /** The notation new songs of the community start with (issue 58); H–B when never set. */
  chord_notation: ZChordNotation.optional(),
});
export type TCreateCommunityRequest = z.infer<typeof ZCreateCommunityRequest>;

/** An edit sends the same fields as a creation. */
export const ZUpdateCommunityRequest = ZCreateCommunityRequest;
export type TUpdateCommunityRequest = z.infer<typeof ZUpdateCommunityRequest>;

export const ZJoinRequest = z.object({ make_primary: z.boolean().optional().default(false) });

export const ZRoleRequest = z.object({ role: z.enum(communityRoles, { error: errors.roleInvalid }) });

export const ZInviteRequest = z.object({
  email: z
    .string({ error: errors.inviteEmailRequired })
    .trim()
    .min(1, errors.inviteEmailRequired)
    .max(254, errors.inviteEmailInvalid)
    .pipe(z.email(errors.inviteEmailInvalid))
    .transform((e) => e.toLowerCase()),
  make_primary: z.boolean().optional().default(true),
});

export const ZCommunitiesQuery = z.object({ search: z.string().trim().max(100).optional() });

/** A community as every community endpoint answers it; role and is_primary are the caller's. */
export const ZCommunity = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  visibility: z.string(),
  allow_member_edits: z.boolean(),
  /** The spec's wire format: JSON text of a list of names. */
  supported_event_types: z.string(),
  /** The same list, parsed. */
  event_types: z.array(z.string()),
  admin_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  members_count: z.number(),
  is_member: z.boolean(),
  is_admin: z.boolean(),
  role: z.enum(communityRoles).nullable(),
  is_primary: z.boolean(),
  /**
   * Whether the caller may add events here (the server's policy: admins, or members when
   * allow_member_edits): the create-event form offers only these communities.
   */
  can_create_events: z.boolean(),
  /** Issue 23: part → minimum confirmed singers per event ({} when none). */
  voice_part_minimums: z.record(z.string(), z.number()),
  /** The notation new songs of the community start with. */
  chord_notation: z.enum(chordNotations),
  /** The caller's own voice part here (null when none or not a member). */
  my_voice_part: z.string().nullable(),
});
export type TCommunity = z.infer<typeof ZCommunity>;

export const ZCommunityMember = z.object({
  id: z.number(),
  username: z.string(),
  display_name: z.string().nullable(),
  /** Only community admins and global admins see addresses; null for everyone else. */
  email: z.string().nullable(),
  profile_image: z.string().nullable(),
  role: z.enum(communityRoles),
  is_primary: z.boolean(),
  created_at: z.string(),
  /** Issue 23: the member's voice part here, null when not set. */
  voice_part: z.string().nullable(),
});
export type TCommunityMember = z.infer<typeof ZCommunityMember>;
