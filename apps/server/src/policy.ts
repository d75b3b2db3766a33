import type { SessionUser } from './http/session.ts';

/**
 * Every permission rule in one place: can(actor, action). Services ask it before they read or
 * change anything on someone's behalf; routes never decide permissions themselves. Later modules
 * add their actions to `Action` and a case below.
 */
export type Actor = SessionUser | null;

/** What the policy needs to know about a community and the actor's place in it. */
export interface CommunityAccess {
  visibility: string;
  /** The actor's role in the community, or null when not a member. */
  role: string | null;
}

export type Action =
  | { type: 'notification.manage'; notification: { user_id: number } }
  | { type: 'profile.manage'; userId: number }
  /** See the community at all (lists, by id, invitation banners aside). */
  | { type: 'community.view'; community: CommunityAccess }
  /** Members' business: the member list, performers. */
  | { type: 'community.members'; community: CommunityAccess }
  /** Join without an invitation. */
  | { type: 'community.join'; community: CommunityAccess }
  /** Administer: edit settings, change roles, remove members, invite, manage performers. */
  | { type: 'community.manage'; community: CommunityAccess };

export const isGlobalAdmin = (actor: Actor): boolean =>
  actor?.role === 'global_admin' || actor?.role === 'admin';

const isCommunityAdminRole = (role: string | null) => role === 'community_admin' || role === 'admin';

export function can(actor: Actor, action: Action): boolean {
  if (!actor) return false;
  switch (action.type) {
    case 'notification.manage':
      // Only the recipient reads or changes a notification; not even a global admin.
      return action.notification.user_id === actor.id;
    case 'profile.manage':
      return action.userId === actor.id;
    case 'community.view':
      // A global admin is admin and member of every community (spec §6).
      return action.community.visibility !== 'Private' || action.community.role !== null || isGlobalAdmin(actor);
    case 'community.members':
      return action.community.role !== null || isGlobalAdmin(actor);
    case 'community.join':
      return action.community.visibility !== 'Private' || isGlobalAdmin(actor);
    case 'community.manage':
      return isCommunityAdminRole(action.community.role) || isGlobalAdmin(actor);
  }
}
