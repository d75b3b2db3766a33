import type { TCommunity, TCommunityMember, TCommunityRole } from '@zborovodja/contracts';
import type { CommunityRow, MembershipRow } from './communities.repository.ts';

export function parseEventTypes(json: string): string[] {
  try {
    const list = JSON.parse(json);
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function toCommunity(row: CommunityRow, membership: MembershipRow | null | undefined, isGlobalAdmin: boolean): TCommunity {
  const role = (membership?.role ?? null) as TCommunityRole | null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    allow_member_edits: row.allow_member_edits === 1,
    supported_event_types: row.supported_event_types,
    event_types: parseEventTypes(row.supported_event_types),
    admin_id: row.admin_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    members_count: row.members_count,
    is_member: Boolean(membership) || isGlobalAdmin,
    is_admin: role === 'community_admin' || isGlobalAdmin,
    role,
    is_primary: membership?.is_primary === 1,
  };
}

export function toMember(
  m: { id: number; username: string; display_name: string | null; email: string; profile_image: string | null; role: string; is_primary: number; created_at: string },
  showEmail: boolean,
): TCommunityMember {
  return {
    id: m.id,
    username: m.username,
    display_name: m.display_name,
    email: showEmail ? m.email : null,
    profile_image: m.profile_image,
    role: m.role as TCommunityRole,
    is_primary: m.is_primary === 1,
    created_at: m.created_at,
  };
}
