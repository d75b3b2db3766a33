import type { TAuthUser, TProfile } from '@zborovodja/contracts';
import type { UserCommunityRow, UserRow } from './users.repository.ts';

/** Rows never leave the server as they are: no hash, no internal columns. */
export function toAuthUser(u: Pick<UserRow, 'id' | 'username' | 'email' | 'role' | 'display_name' | 'email_verified' | 'is_approved' | 'community_id' | 'profile_image'>): TAuthUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role,
    display_name: u.display_name,
    email_verified: u.email_verified === 1,
    is_approved: u.is_approved === 1,
    community_id: u.community_id,
    profile_image: u.profile_image,
  };
}

export function toProfile(u: UserRow, communities: UserCommunityRow[]): TProfile {
  const primary = communities.find((c) => c.is_primary === 1);
  return {
    ...toAuthUser(u),
    displayName: u.display_name,
    profileImage: u.profile_image,
    group: primary?.name ?? null,
    communities: communities.map((c) => ({ id: c.id, name: c.name, role: c.role, is_primary: c.is_primary === 1, voice_part: c.voice_part ?? null })),
    created_at: u.created_at,
  };
}
