import type { SessionUser } from './http/session.ts';

/**
 * Every permission rule in one place: can(actor, action, object). Services ask it before they
 * read or change anything on someone's behalf; routes never decide permissions themselves.
 * Later modules add their actions to `Action` and a case below.
 */
export type Actor = SessionUser | null;

export type Action =
  | { type: 'notification.manage'; notification: { user_id: number } }
  | { type: 'profile.manage'; userId: number };

export const isGlobalAdmin = (actor: Actor): boolean =>
  actor?.role === 'global_admin' || actor?.role === 'admin';

export function can(actor: Actor, action: Action): boolean {
  if (!actor) return false;
  switch (action.type) {
    case 'notification.manage':
      // Only the recipient reads or changes a notification; not even a global admin.
      return action.notification.user_id === actor.id;
    case 'profile.manage':
      return action.userId === actor.id;
  }
}
