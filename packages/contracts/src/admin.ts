import { z } from 'zod';
import { errors } from './messages.ts';
import { ZDisplayName, ZEmail, ZUsername } from './auth.ts';
import { ZCommunity, ZCreateCommunityRequest, ZInviteRequest } from './communities.ts';
import { communityRoles } from './limits.ts';
import { ZPerformer, ZPerformerRequest } from './performers.ts';

/**
 * The global admin console (/global-admin; server /api/gl_admin/…). Every call answers 403 with
 * errors.adminOnly to anyone who is not a global admin (401 when not logged in).
 * Lists that can grow (users, unverified users, invitations, associations, communities per user)
 * are paged on the server: query page/per_page, response carries total, page, per_page.
 */

export const adminLimits = { perPageDefault: 50, perPageMax: 200, searchMax: 100 } as const;

// ---------------------------------------------------------------- roles

/**
 * The role choices of the admin edit-user form (spec §5). Stored global roles are only
 * 'user' and 'global_admin' (DESIGN.md §5): 'admin' (labelled Global Admin) and 'global_admin'
 * store 'global_admin'; 'community_admin' stores 'user', because community admin rights live in
 * memberships (give them in the associations tab). See docs/decisions.md.
 */
export const adminRoleChoices = ['user', 'community_admin', 'admin'] as const;
export type TAdminRoleChoice = (typeof adminRoleChoices)[number];
/** What a role choice stores in users.role. */
export function storedGlobalRole(choice: TAdminRoleChoice | 'global_admin'): 'user' | 'global_admin' {
  return choice === 'admin' || choice === 'global_admin' ? 'global_admin' : 'user';
}

/** Association role filter values (spec §2); 'user' is the legacy name of a plain member. */
export const associationRoleFilters = ['community_admin', 'member', 'user'] as const;
/** Role values PUT /gl_admin/community-users/{user_id}/role accepts; 'admin' = community_admin, 'user' = member. */
export const associationRoleInputs = ['community_admin', 'member', 'admin', 'user'] as const;
export function storedCommunityRole(role: (typeof associationRoleInputs)[number]): (typeof communityRoles)[number] {
  return role === 'admin' || role === 'community_admin' ? 'community_admin' : 'member';
}

// ---------------------------------------------------------------- shared query parts

const invalid = { error: errors.invalidQuery };
const ZPage = z.coerce.number(invalid).int(invalid).min(1, invalid).default(1);
const ZPerPage = z.coerce.number(invalid).int(invalid).min(1, invalid).max(adminLimits.perPageMax, invalid).default(adminLimits.perPageDefault);
const ZSearch = z.string(invalid).trim().max(adminLimits.searchMax, invalid).optional();
const ZOptionalId = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number(invalid).int(invalid).positive(invalid).optional());

export const ZAdminPageQuery = z.object({ page: ZPage, per_page: ZPerPage });
export type TAdminPageQuery = z.infer<typeof ZAdminPageQuery>;

/** Every paged admin response carries these beside its list. */
export const ZAdminPage = z.object({ total: z.number(), page: z.number(), per_page: z.number() });

/** Path params: /gl_admin/…/{id}. */
export const ZAdminIdParam = z.object({ id: z.coerce.number().int().positive() });
/** Path params: /gl_admin/community-users/{user_id}/… */
export const ZAdminUserIdParam = z.object({ user_id: z.coerce.number().int().positive() });
/** Path params: DELETE /gl_admin/community-users/{user_id}/{community_id}. */
export const ZAdminAssociationParams = z.object({
  user_id: z.coerce.number().int().positive(),
  community_id: z.coerce.number().int().positive(),
});
/** Path params: /gl_admin/communities/{community_id}/performers/{id}. */
export const ZAdminCommunityPerformerParams = z.object({
  community_id: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
});
/** Path params: /gl_admin/communities/{community_id}/performers. */
export const ZAdminCommunityIdParam = z.object({ community_id: z.coerce.number().int().positive() });

const ZCommunityIdBody = z.coerce
  .number({ error: errors.adminCommunityRequired })
  .int(errors.adminCommunityRequired)
  .positive(errors.adminCommunityRequired);

// ---------------------------------------------------------------- users

/** A user row of the console. Never a password hash. */
export const ZAdminUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  /** Stored global role: 'user' or 'global_admin'. */
  role: z.string(),
  /** The edit form's choice: 'admin' for a global admin, 'community_admin' when the user administers a community, else 'user'. */
  role_choice: z.enum(adminRoleChoices),
  display_name: z.string().nullable(),
  profile_image: z.string().nullable(),
  email_verified: z.boolean(),
  is_approved: z.boolean(),
  /** Primary community (mirrors the primary membership). */
  community_id: z.number().nullable(),
  community_name: z.string().nullable(),
  /** How many communities the user belongs to. */
  communities_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** GET /gl_admin/users?page&per_page&search (search: username, email, display name). */
export const ZAdminUsersQuery = ZAdminPageQuery.extend({ search: ZSearch });
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;
/** GET /gl_admin/users response. */
export const ZAdminUsersResponse = ZAdminPage.extend({ users: z.array(ZAdminUser) });
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

/**
 * PUT /gl_admin/users/{id}. Only these fields are written. community_id is accepted for the
 * spec's payload but not applied here: the client assigns a changed community with
 * POST /gl_admin/users/{id}/assign-community (spec §4 "Admin edit user").
 */
export const ZAdminUpdateUserRequest = z.object({
  username: ZUsername,
  email: ZEmail,
  role: z.enum([...adminRoleChoices, 'global_admin'], { error: errors.adminRoleInvalid }),
  display_name: ZDisplayName,
  email_verified: z.boolean().optional(),
  is_approved: z.boolean().optional(),
  community_id: z.union([z.number(), z.string(), z.null()]).optional(),
});
export type TAdminUpdateUserRequest = z.infer<typeof ZAdminUpdateUserRequest>;
/** PUT /gl_admin/users/{id}, POST …/verify-email, …/approve, …/assign-community response. */
export const ZAdminUserResponse = z.object({ message: z.string(), user: ZAdminUser });
export type TAdminUserResponse = z.infer<typeof ZAdminUserResponse>;

/**
 * POST /gl_admin/users/{id}/assign-community: makes the user a member (role kept when already
 * one) and, with make_primary (default true: the console's "community" is the primary one),
 * their primary community.
 */
export const ZAdminAssignCommunityRequest = z.object({
  community_id: ZCommunityIdBody,
  make_primary: z.boolean().optional().default(true),
});
export type TAdminAssignCommunityRequest = z.infer<typeof ZAdminAssignCommunityRequest>;

/** DELETE /gl_admin/users/{id} response: what went with the user. */
export const ZAdminDeleteUserResponse = z.object({
  message: z.string(),
  /** Community events the user owned, now owned and organised by the acting admin. */
  events_reassigned: z.number(),
  events_deleted: z.number(),
  songs_deleted: z.number(),
});
export type TAdminDeleteUserResponse = z.infer<typeof ZAdminDeleteUserResponse>;

// ---------------------------------------------------------------- unverified users

/** A row of the Unverified Users tab: e-mail not verified or not approved yet. */
export const ZAdminUnverifiedUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  is_approved: z.boolean(),
  community_id: z.number().nullable(),
  community_name: z.string().nullable(),
  /** email_verified && community_id !== null (spec §4 Approval). */
  can_approve: z.boolean(),
  created_at: z.string(),
});
export type TAdminUnverifiedUser = z.infer<typeof ZAdminUnverifiedUser>;
/** GET /gl_admin/users/unverified?page&per_page&search */
export const ZAdminUnverifiedQuery = ZAdminUsersQuery;
/** GET /gl_admin/users/unverified response. */
export const ZAdminUnverifiedResponse = ZAdminPage.extend({ users: z.array(ZAdminUnverifiedUser) });
export type TAdminUnverifiedResponse = z.infer<typeof ZAdminUnverifiedResponse>;
/** POST /gl_admin/users/{id}/send-verification response (verify-email and approve answer ZAdminUserResponse). */
export const ZAdminMessageResponse = z.object({ message: z.string() });

/** The approve rule, shared so the console disables Approve exactly when the server refuses. */
export function canApprove(u: { email_verified: boolean; community_id: number | null }): boolean {
  return u.email_verified && u.community_id !== null;
}

// ---------------------------------------------------------------- communities

/** A row of Communities Management: the community plus its counts. */
export const ZAdminCommunity = ZCommunity.omit({ is_member: true, is_admin: true, role: true, is_primary: true, can_create_events: true }).extend({
  admin_username: z.string().nullable(),
  /** Members (the table's Users column; same number as members_count). */
  user_count: z.number(),
  admin_count: z.number(),
  performer_count: z.number(),
  event_count: z.number(),
  song_count: z.number(),
  pending_invitation_count: z.number(),
});
export type TAdminCommunity = z.infer<typeof ZAdminCommunity>;
/** GET /gl_admin/communities response (every community, private ones too). */
export const ZAdminCommunitiesResponse = z.object({ communities: z.array(ZAdminCommunity) });
export type TAdminCommunitiesResponse = z.infer<typeof ZAdminCommunitiesResponse>;

/** GET /gl_admin/communities/stats response (spec §3 "Community stats"). */
export const ZAdminCommunityStat = z.object({ community_id: z.number(), user_count: z.number() });
export const ZAdminCommunityStatsResponse = z.object({ stats: z.array(ZAdminCommunityStat) });
export type TAdminCommunityStatsResponse = z.infer<typeof ZAdminCommunityStatsResponse>;

/**
 * POST /gl_admin/communities and PUT /gl_admin/communities/{id}: the community form's fields
 * (supported_event_types as JSON text or a list). On create, admin_user_id names the user who
 * becomes its community_admin; without it the acting global admin does (as on /community/create).
 */
export const ZAdminCommunityRequest = ZCreateCommunityRequest.extend({
  admin_user_id: z.coerce.number().int().positive().nullable().optional(),
});
export type TAdminCommunityRequest = z.infer<typeof ZAdminCommunityRequest>;
/** POST /gl_admin/communities and PUT /gl_admin/communities/{id} response. */
export const ZAdminCommunityResponse = z.object({ message: z.string(), community: ZAdminCommunity });
export type TAdminCommunityResponse = z.infer<typeof ZAdminCommunityResponse>;
/** DELETE /gl_admin/communities/{id} response. */
export const ZAdminDeleteCommunityResponse = z.object({
  message: z.string(),
  /** Members removed (the number the delete prompt names). */
  members_removed: z.number(),
});
export type TAdminDeleteCommunityResponse = z.infer<typeof ZAdminDeleteCommunityResponse>;

// ---------------------------------------------------------------- performers

/** GET /gl_admin/performers?community_id (all when omitted) and GET /gl_admin/communities/{community_id}/performers. */
export const ZAdminPerformersQuery = z.object({ community_id: ZOptionalId });
export const ZAdminPerformersResponse = z.object({ performers: z.array(ZPerformer) });
export type TAdminPerformersResponse = z.infer<typeof ZAdminPerformersResponse>;

/**
 * POST /gl_admin/communities/{community_id}/performers and PUT …/performers/{id}
 * (also /gl_admin/performers/{id}). community_id in the body is required by the admin form
 * (errors.adminCommunityRequired); on PUT a different community_id moves the performer.
 */
export const ZAdminPerformerRequest = ZPerformerRequest.extend({ community_id: ZCommunityIdBody.optional() });
export type TAdminPerformerRequest = z.infer<typeof ZAdminPerformerRequest>;
/** Create/update response: the performer, and its id at the top (spec: "response id"). */
export const ZAdminPerformerResponse = z.object({ message: z.string(), id: z.number(), performer: ZPerformer });
export type TAdminPerformerResponse = z.infer<typeof ZAdminPerformerResponse>;
/** POST …/performers/{id}/image (multipart field image) response. */
export const ZAdminImageResponse = z.object({ message: z.string(), image_url: z.string() });

// ---------------------------------------------------------------- invitations

export const invitationStatuses = ['Used', 'Expired', 'Active'] as const;
export type TInvitationStatus = (typeof invitationStatuses)[number];

export interface InvitationStatusInfo {
  status: TInvitationStatus;
  /** Only for Active: whole days and remaining hours until expires_at. */
  remaining: { days: number; hours: number } | null;
}

/**
 * Spec §4: Used if is_used; else Expired if expires_at is past; else Active with the remaining
 * days and hours. Pure: the server and the console derive the same status.
 */
export function invitationStatus(inv: { is_used: boolean; expires_at: string }, now: Date = new Date()): InvitationStatusInfo {
  if (inv.is_used) return { status: 'Used', remaining: null };
  const ms = Date.parse(inv.expires_at) - now.getTime();
  if (!(ms > 0)) return { status: 'Expired', remaining: null };
  const totalHours = Math.floor(ms / 3_600_000);
  return { status: 'Active', remaining: { days: Math.floor(totalHours / 24), hours: totalHours % 24 } };
}

/** An invitation of Invitations Management. */
export const ZAdminInvitation = z.object({
  id: z.number(),
  email: z.string(),
  community_id: z.number(),
  community_name: z.string(),
  is_used: z.boolean(),
  used_at: z.string().nullable(),
  make_primary: z.boolean(),
  expires_at: z.string(),
  created_at: z.string(),
  invited_by: z.number().nullable(),
  invited_by_username: z.string().nullable(),
  /** invitationStatus() at the time of the answer. */
  status: z.enum(invitationStatuses),
});
export type TAdminInvitation = z.infer<typeof ZAdminInvitation>;

/** GET /gl_admin/invitations?page&per_page&status&community_id&search (search: e-mail). */
export const ZAdminInvitationsQuery = ZAdminPageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(invitationStatuses, invalid).optional()),
  community_id: ZOptionalId,
  search: ZSearch,
});
export type TAdminInvitationsQuery = z.infer<typeof ZAdminInvitationsQuery>;
/** GET /gl_admin/invitations response, newest first. */
export const ZAdminInvitationsResponse = ZAdminPage.extend({ invitations: z.array(ZAdminInvitation) });
export type TAdminInvitationsResponse = z.infer<typeof ZAdminInvitationsResponse>;

/** POST /gl_admin/invitations/create (spec §5: e-mail required and valid, community required, make_primary default true). */
export const ZAdminCreateInvitationRequest = z.object({
  email: ZInviteRequest.shape.email,
  community_id: ZCommunityIdBody,
  make_primary: z.boolean().optional().default(true),
});
export type TAdminCreateInvitationRequest = z.infer<typeof ZAdminCreateInvitationRequest>;
/** POST /gl_admin/invitations/create response (201). */
export const ZAdminCreateInvitationResponse = z.object({
  message: z.string(),
  is_new_user: z.boolean(),
  invitation: ZAdminInvitation,
});
export type TAdminCreateInvitationResponse = z.infer<typeof ZAdminCreateInvitationResponse>;
/** DELETE /gl_admin/invitations/{id}: a used invitation answers 409 errors.invitationUsedDelete. */

// ---------------------------------------------------------------- community-user associations

/** A row of Community-User Associations. */
export const ZAdminAssociation = z.object({
  user_id: z.number(),
  username: z.string(),
  email: z.string(),
  community_id: z.number(),
  community_name: z.string(),
  role: z.enum(communityRoles),
  is_primary: z.boolean(),
  created_at: z.string(),
});
export type TAdminAssociation = z.infer<typeof ZAdminAssociation>;

/** GET /gl_admin/community-users?community_id&user_id&role&search&page&per_page (search: username, e-mail, community name). */
export const ZAdminAssociationsQuery = ZAdminPageQuery.extend({
  community_id: ZOptionalId,
  user_id: ZOptionalId,
  role: z.preprocess((v) => (v === '' ? undefined : v), z.enum(associationRoleFilters, { error: errors.roleInvalid }).optional()),
  search: ZSearch,
});
export type TAdminAssociationsQuery = z.infer<typeof ZAdminAssociationsQuery>;
/**
 * GET /gl_admin/community-users response, ordered by community name, then username.
 * 'Showing X of Y total associations': X = total (matching the filters), Y = total_all.
 */
export const ZAdminAssociationsResponse = ZAdminPage.extend({
  associations: z.array(ZAdminAssociation),
  total_all: z.number(),
});
export type TAdminAssociationsResponse = z.infer<typeof ZAdminAssociationsResponse>;

/** PUT /gl_admin/community-users/{user_id}/role. */
export const ZAdminAssociationRoleRequest = z.object({
  community_id: ZCommunityIdBody,
  role: z.enum(associationRoleInputs, { error: errors.roleInvalid }),
});
export type TAdminAssociationRoleRequest = z.infer<typeof ZAdminAssociationRoleRequest>;
/** PUT /gl_admin/community-users/{user_id}/primary. */
export const ZAdminSetPrimaryRequest = z.object({ community_id: ZCommunityIdBody });
export type TAdminSetPrimaryRequest = z.infer<typeof ZAdminSetPrimaryRequest>;
/** PUT …/role and PUT …/primary response. DELETE …/{user_id}/{community_id} answers { message }. */
export const ZAdminAssociationResponse = z.object({ message: z.string(), association: ZAdminAssociation });
export type TAdminAssociationResponse = z.infer<typeof ZAdminAssociationResponse>;

// ---------------------------------------------------------------- statistics

/** GET /gl_admin/community-users/stats?page&per_page (page/per_page page the per-user list). */
export const ZAdminStatsQuery = ZAdminPageQuery;
export const ZAdminRoleShare = z.object({
  role: z.enum(communityRoles),
  count: z.number(),
  /** Share of all associations, 0–100 with one decimal. */
  percentage: z.number(),
});
export const ZAdminCommunityShare = z.object({
  community_id: z.number(),
  community_name: z.string(),
  users: z.number(),
  admins: z.number(),
});
export const ZAdminUserShare = z.object({
  user_id: z.number(),
  username: z.string(),
  communities: z.number(),
  community_names: z.array(z.string()),
  /** null: the console shows None. */
  primary_community_id: z.number().nullable(),
  primary_community_name: z.string().nullable(),
});
/** GET /gl_admin/community-users/stats response. */
export const ZAdminStatsResponse = z.object({
  totals: z.object({
    associations: z.number(),
    /** Users with at least one association. */
    users: z.number(),
    communities: z.number(),
    /** All accounts, and those without any community. */
    all_users: z.number(),
    users_without_community: z.number(),
  }),
  roles: z.array(ZAdminRoleShare),
  per_community: z.array(ZAdminCommunityShare),
  /** Users with at least one community, by username; paged. */
  per_user: ZAdminPage.extend({ users: z.array(ZAdminUserShare) }),
});
export type TAdminStatsResponse = z.infer<typeof ZAdminStatsResponse>;

/** Role share as the Statistics tab shows it (one decimal); 0 when there are no associations. */
export function sharePercentage(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 1000) / 10;
}

// ---------------------------------------------------------------- mail outbox (issue 56)

/** A message the outbox could not deliver: refused for good (5xx) or retried past MAIL_RETRY_HOURS. */
export const ZAdminFailedMail = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
});
export type TAdminFailedMail = z.infer<typeof ZAdminFailedMail>;
/** GET /gl_admin/mail/failed?page&per_page, newest failure first. */
export const ZAdminFailedMailsQuery = ZAdminPageQuery;
export const ZAdminFailedMailsResponse = ZAdminPage.extend({ mails: z.array(ZAdminFailedMail) });
export type TAdminFailedMailsResponse = z.infer<typeof ZAdminFailedMailsResponse>;
/** POST /gl_admin/mail/{id}/resend: queued again, due now ({ message }); 404 errors.mailNotFailed. */
