import type { TProfile } from '@zborovodja/contracts';
import { toAuthUser } from '../users/users.mapper.ts';
import type { ProfileUserRow, UserCommunityRow } from './profile.repository.ts';

export function toProfile(u: ProfileUserRow, communities: UserCommunityRow[]): TProfile {
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
