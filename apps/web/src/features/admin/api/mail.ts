import { useMutation, useQuery } from '@tanstack/react-query';
import type { TAdminFailedMailsResponse } from '@zborovodja/contracts';
import { adminLimits } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';
import { useInvalidateAdmin } from './invalidate.ts';
import { adminKeys } from './keys.ts';

/** GET /gl_admin/mail/failed (the largest page; failed messages are few). */
export const getFailedMail = () => api.get<TAdminFailedMailsResponse>('/gl_admin/mail/failed', { per_page: adminLimits.perPageMax });

export const useFailedMail = () => useQuery({ queryKey: adminKeys.failedMail, queryFn: getFailedMail });

/** POST /gl_admin/mail/{id}/resend: "Pošlji znova" queues the message again. */
export const resendMail = (id: number) => api.post<{ message: string }>(`/gl_admin/mail/${id}/resend`);

export function useResendMail() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: resendMail, onSuccess: () => invalidate() });
}
