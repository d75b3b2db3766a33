/**
 * What the app keeps in localStorage: the stored auth user and a pending invitation (spec §3),
 * and the id of the active community (spec §4 "Active community").
 */

const AUTH_USER_KEY = 'auth_user';
const PENDING_INVITATION_KEY = 'pending_invitation';
const ACTIVE_COMMUNITY_KEY = 'active_community_id';
const LOGOUT_PENDING_KEY = 'zb-logout-pending';

export interface StoredAuthUser {
  username: string;
  role: string;
}

export interface PendingInvitation {
  communityId: string | number;
  token: string;
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app works without local storage.
  }
}

export const storedAuthUser = {
  get: () => read<StoredAuthUser>(AUTH_USER_KEY),
  set: (user: StoredAuthUser) => write(AUTH_USER_KEY, { username: user.username, role: user.role }),
  clear: () => write(AUTH_USER_KEY, null),
};

/**
 * Issue 53, #4: a logout the server has not heard of yet (made offline). The device has forgotten
 * the user already; the next start tells the server before it reads anything with the session.
 */
export const logoutPending = {
  get: () => read<boolean>(LOGOUT_PENDING_KEY) === true,
  set: () => write(LOGOUT_PENDING_KEY, true),
  clear: () => write(LOGOUT_PENDING_KEY, null),
};

export const pendingInvitation = {
  get(): PendingInvitation | null {
    const value = read<PendingInvitation>(PENDING_INVITATION_KEY);
    return value && value.token && value.communityId ? value : null;
  },
  set: (value: PendingInvitation) => write(PENDING_INVITATION_KEY, value),
  clear: () => write(PENDING_INVITATION_KEY, null),
};

const activeCommunityListeners = new Set<() => void>();

/** The chosen community; subscribers hear changes from this tab and from other tabs. */
export const activeCommunityId = {
  get(): number | null {
    const value = read<unknown>(ACTIVE_COMMUNITY_KEY);
    return typeof value === 'number' && Number.isInteger(value) ? value : null;
  },
  set(id: number | null) {
    write(ACTIVE_COMMUNITY_KEY, id);
    activeCommunityListeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    activeCommunityListeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === ACTIVE_COMMUNITY_KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      activeCommunityListeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
