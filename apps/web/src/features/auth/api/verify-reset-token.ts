import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const verifyResetToken = (token: string) =>
  api.get<{ valid: boolean; message?: string }>(`/auth/verify-reset-token/${encodeURIComponent(token)}`);

export const verifyResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-reset-token', token],
    queryFn: () => verifyResetToken(token),
    retry: false,
    staleTime: 0,
  });

export const useVerifyResetToken = (token: string | undefined) =>
  useQuery({ ...verifyResetTokenQueryOptions(token ?? ''), enabled: !!token });
