/** The two things the app keeps in localStorage (spec §3): the stored auth user and a pending invitation. */

const AUTH_USER_KEY = 'auth_user';
const PENDING_INVITATION_KEY = 'pending_invitation';

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

export const pendingInvitation = {
  get(): PendingInvitation | null {
    const value = read<PendingInvitation>(PENDING_INVITATION_KEY);
    return value && value.token && value.communityId ? value : null;
  },
  set: (value: PendingInvitation) => write(PENDING_INVITATION_KEY, value),
  clear: () => write(PENDING_INVITATION_KEY, null),
};
