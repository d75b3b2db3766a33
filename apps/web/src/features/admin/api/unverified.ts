import { useMutation, useQuery } from '@tanstack/react-query';
import type { TAdminUnverifiedResponse, TAdminUserResponse } from '@zborovodja/contracts';
import { adminLimits } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { useInvalidateAdmin } from './invalidate.ts';
import { adminKeys } from './keys.ts';

/** GET /gl_admin/users/unverified (the largest page; unverified accounts are few). */
export const getUnverifiedUsers = () =>
  api.get<TAdminUnverifiedResponse>('/gl_admin/users/unverified', { per_page: adminLimits.perPageMax });

export const useUnverifiedUsers = () => useQuery({ queryKey: adminKeys.unverified, queryFn: getUnverifiedUsers });

export type UnverifiedAction = 'verify-email' | 'send-verification' | 'approve';

/** POST /gl_admin/users/{id}/verify-email, /send-verification, /approve (empty bodies). */
export const runUnverifiedAction = (userId: number, action: UnverifiedAction) =>
  api.post<TAdminUserResponse | { message: string }>(`/gl_admin/users/${userId}/${action}`);

export function useUnverifiedAction() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: number; action: UnverifiedAction }) => runUnverifiedAction(userId, action),
    onSuccess: (_data, { action }) => (action === 'send-verification' ? undefined : invalidate()),
  });
}
