import {
  canApprove,
  communityRoles,
  invitationStatus,
  sharePercentage,
  type TAdminAssociation,
  type TAdminCommunity,
  type TAdminFailedMail,
  type TAdminInvitation,
  type TAdminStatsResponse,
  type TAdminUnverifiedUser,
  type TAdminUser,
  type TCommunityRole,
} from '@zborovodja/contracts';
import { toCommunity } from '../communities/communities.mapper.ts';
import type { OutboxRow } from '../mail-outbox/mail-outbox.service.ts';
import { toAuthUser } from '../users/users.mapper.ts';
import { GLOBAL_ADMIN_ROLES } from '../../domain/sessions.ts';
import { type AdminAssociationRow, type AdminCommunityRow, type AdminInvitationRow, type AdminRepository, type AdminUserRow } from './admin.repository.ts';

/** A console user: never the password hash (the row does not even select it). */
export function toAdminUser(r: AdminUserRow): TAdminUser {
  return {
    ...toAuthUser(r),
    role_choice: GLOBAL_ADMIN_ROLES.includes(r.role) ? 'admin' : r.admin_of_count > 0 ? 'community_admin' : 'user',
    community_name: r.community_name,
    communities_count: r.communities_count,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export function toUnverifiedUser(r: AdminUserRow): TAdminUnverifiedUser {
  const { id, username, email, email_verified, is_approved, community_id, community_name, created_at } = toAdminUser(r);
  return { id, username, email, email_verified, is_approved, community_id, community_name, created_at, can_approve: canApprove({ email_verified, community_id }) };
}

/** The community as every community endpoint maps it, without the caller's membership, plus the console's counts. */
export function toAdminCommunity(r: AdminCommunityRow): TAdminCommunity {
  const { is_member: _m, is_admin: _a, role: _r, is_primary: _p, can_create_events: _c, ...community } = toCommunity(r, null, null);
  return {
    ...community,
    admin_username: r.admin_username,
    user_count: r.members_count,
    admin_count: r.admin_count,
    performer_count: r.performer_count,
    event_count: r.event_count,
    song_count: r.song_count,
    pending_invitation_count: r.pending_invitation_count,
  };
}

export function toAdminInvitation(r: AdminInvitationRow, now: Date): TAdminInvitation {
  const is_used = r.is_used === 1;
  return {
    id: r.id,
    email: r.email,
    community_id: r.community_id,
    community_name: r.community_name,
    is_used,
    used_at: r.used_at,
    make_primary: r.make_primary === 1,
    expires_at: r.expires_at,
    created_at: r.created_at,
    invited_by: r.invited_by,
    invited_by_username: r.invited_by_username,
    status: invitationStatus({ is_used, expires_at: r.expires_at }, now).status,
  };
}

export function toAssociation(r: AdminAssociationRow): TAdminAssociation {
  return {
    user_id: r.user_id,
    username: r.username,
    email: r.email,
    community_id: r.community_id,
    community_name: r.community_name,
    role: r.role as TCommunityRole,
    is_primary: r.is_primary === 1,
    created_at: r.created_at,
  };
}

export function toStats(s: Awaited<ReturnType<AdminRepository['statistics']>>, page: { page: number; per_page: number }): TAdminStatsResponse {
  const count = (role: string) => s.roles.find((r) => r.role === role)?.count ?? 0;
  return {
    totals: {
      associations: s.totals.associations,
      users: s.totals.users,
      communities: s.totals.communities,
      all_users: s.totals.allUsers,
      users_without_community: s.totals.allUsers - s.totals.users,
    },
    roles: communityRoles.map((role) => ({ role, count: count(role), percentage: sharePercentage(count(role), s.totals.associations) })),
    per_community: s.perCommunity,
    per_user: {
      total: s.perUser.total,
      page: page.page,
      per_page: page.per_page,
      users: s.perUser.rows,
    },
  };
}

export function toFailedMail(r: OutboxRow): TAdminFailedMail {
  return {
    id: r.id,
    kind: r.kind,
    to: r.to_address,
    subject: r.subject,
    attempts: r.attempts,
    last_error: r.last_error,
    created_at: r.created_at,
    failed_at: r.failed_at,
  };
}
