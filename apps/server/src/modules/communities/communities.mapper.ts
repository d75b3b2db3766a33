import type { TCommunity, TCommunityMember, TCommunityRole } from '@zborovodja/contracts';
import { can, isGlobalAdmin, type Actor } from '../../policy.ts';
import type { CommunityRow, MembershipRow } from './communities.repository.ts';

/** The stored minimums (JSON text of part → number); anything unreadable counts as none. */
export function parseMinimums(json: string | null): Record<string, number> {
  if (!json) return {};
  try {
    const value = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, number] => typeof e[1] === 'number'));
  } catch {
    return {};
  }
}

export function parseEventTypes(json: string): string[] {
  try {
    const list = JSON.parse(json);
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** The community as `actor` sees it: the caller's role, flags and rights come with it. */
export function toCommunity(row: CommunityRow, membership: MembershipRow | null | undefined, actor: Actor): TCommunity {
  const role = (membership?.role ?? null) as TCommunityRole | null;
  const globalAdmin = isGlobalAdmin(actor);
  const access = { visibility: row.visibility, role, allow_member_edits: row.allow_member_edits === 1 };
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
    is_member: Boolean(membership) || globalAdmin,
    is_admin: role === 'community_admin' || globalAdmin,
    role,
    is_primary: membership?.is_primary === 1,
    // Events are community content: the same rule EventsService checks when one is saved.
    can_create_events: can(actor, { type: 'community.contribute', community: access }),
    voice_part_minimums: parseMinimums(row.voice_part_minimums),
    chord_notation: row.chord_notation,
    my_voice_part: membership?.voice_part ?? null,
  };
}

export function toMember(
  m: { id: number; username: string; display_name: string | null; email: string; profile_image: string | null; role: string; is_primary: number; created_at: string; voice_part: string | null },
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
    voice_part: m.voice_part,
  };
}
