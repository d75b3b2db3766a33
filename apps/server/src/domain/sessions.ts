import { DAY } from '../clock.ts';

/** The signed-in person a request acts for: what the policy and the services reason about. */
export interface SessionUser {
  id: number;
  username: string;
  /** How notices name them beside their username (events.service). */
  display_name: string | null;
  role: string;
  email_verified: boolean;
}

/** Stored roles that make a global admin (DESIGN.md §5: 'admin' is an accepted synonym). */
export const GLOBAL_ADMIN_ROLES = ['global_admin', 'admin'];

/** A session ends after this long without a request, and after the absolute limit in any case. */
export const SESSION_IDLE_MS = 14 * DAY;
export const SESSION_ABSOLUTE_MS = 60 * DAY;
