import type { TAuthUser } from '@zborovodja/contracts';
import type { UserRow } from './users.repository.ts';

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
