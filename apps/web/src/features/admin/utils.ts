import {
  adminUi, invitationStatus, type TAdminRoleChoice, type TAdminUpdateUserRequest, type TAdminUser, type TCommunityRole, type TInvitationStatus,
} from '@zborovodja/contracts';
import { errorMessage, failureText } from '@/lib/api-error.ts';

/*
 * The console's decisions that need no React: texts of failures and prompts, the two-step
 * user save, the event-type JSON field, the debug comparison and the invitation status.
 */

const t = adminUi;

/** "Failed to fetch users: <server message or a generic text>" (spec §8). */
export const adminFailure = (prefix: string, error: unknown) => failureText(prefix, error, t.unknownError);

/** The server's reason, or the generic text (for the associations' "…: {message}" texts). */
export const reasonOf = (error: unknown) => errorMessage(error, t.unknownError);

export interface UserFormValues {
  username: string;
  email: string;
  role: TAdminRoleChoice;
  /** '' = no community. */
  communityId: string;
  displayName: string;
  emailVerified: boolean;
  isApproved: boolean;
}

export function userFormValues(user: TAdminUser): UserFormValues {
  return {
    username: user.username,
    email: user.email,
    role: user.role_choice,
    communityId: user.community_id === null ? '' : String(user.community_id),
    displayName: user.display_name ?? '',
    emailVerified: user.email_verified,
    isApproved: user.is_approved,
  };
}

/**
 * Spec §4 "Admin edit user": save updates the user and, if the community changed to a
 * non-empty value, separately assigns it (POST …/assign-community).
 */
export function userSavePlan(user: TAdminUser, values: UserFormValues): { body: TAdminUpdateUserRequest; assignTo: number | null } {
  const communityId = values.communityId === '' ? null : Number(values.communityId);
  return {
    body: {
      username: values.username.trim(),
      email: values.email.trim(),
      role: values.role,
      community_id: communityId,
      display_name: values.displayName.trim() || null,
      email_verified: values.emailVerified,
      is_approved: values.isApproved,
    },
    assignTo: communityId !== null && communityId !== user.community_id ? communityId : null,
  };
}

export type EventTypesParse = { ok: true; types: string[] } | { ok: false; message: string };

/** The free JSON text of supported_event_types (spec §5): a list of names; empty means none. */
export function parseEventTypesText(text: string): EventTypesParse {
  if (text.trim() === '') return { ok: true, types: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // The browser's own SyntaxError text is English (and differs between browsers).
    return { ok: false, message: t.communities.parseError(t.communities.notJson) };
  }
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    return { ok: false, message: t.communities.parseError(t.communities.notAList) };
  }
  return { ok: true, types: value as string[] };
}

/** The delete prompt: with members it names how many will be removed (spec §8). */
export const communityDeletePrompt = (userCount: number) =>
  userCount > 0 ? t.communities.deleteWithUsers(userCount) : t.communities.deleteConfirm;

interface Named {
  id: number;
  name: string;
}

/** The debug box: communities only the admin list has (private ones), and only the public list has (should be none). */
export function compareCommunityLists(adminList: Named[], publicList: Named[]) {
  const adminIds = new Set(adminList.map((c) => c.id));
  const publicIds = new Set(publicList.map((c) => c.id));
  return {
    onlyAdmin: adminList.filter((c) => !publicIds.has(c.id)),
    onlyPublic: publicList.filter((c) => !adminIds.has(c.id)),
  };
}

const statusVariants: Record<TInvitationStatus, string> = { Used: 'secondary', Expired: 'danger', Active: 'success' };

/** Used / Expired / Active with the remaining days and hours (spec §4), and a badge colour. */
export function invitationStatusView(inv: { is_used: boolean; expires_at: string }, now: Date = new Date()) {
  const info = invitationStatus(inv, now);
  const label = t.invitations.status[info.status === 'Used' ? 'used' : info.status === 'Expired' ? 'expired' : 'active'];
  return {
    status: info.status,
    label,
    remaining: info.remaining ? t.invitations.remaining(info.remaining.days, info.remaining.hours) : null,
    variant: statusVariants[info.status],
  };
}

/** Set as Admin for a member, Set as Member for an admin. */
export const otherRole = (role: TCommunityRole): TCommunityRole => (role === 'community_admin' ? 'member' : 'community_admin');

/** Page count of a paged admin answer. */
export const pageCount = (page: { total: number; per_page: number }) => Math.max(1, Math.ceil(page.total / page.per_page));
