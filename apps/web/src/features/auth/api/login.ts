import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { useRefreshSession } from '@/lib/auth.ts';

export interface LoginResponse {
  message: string;
  user: { id: number; username: string; role: string };
}

export const login = (input: TLoginRequest) => api.post<LoginResponse>('/login', input);

/** POST /login, then the session is reloaded (spec §4: login refreshes the profile). */
export function useLogin() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      await refreshSession();
    },
  });
}

/** A 401 from /login for a correct password of an unverified account carries email_verified: false. */
export function isUnverifiedLogin(body: unknown): boolean {
  return (body as { email_verified?: unknown } | null)?.email_verified === false;
}
