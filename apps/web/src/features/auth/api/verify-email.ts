import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface VerifyEmailResponse {
  status: 'verified' | 'already';
  message: string;
}

export const verifyEmail = (token: string) =>
  api.get<VerifyEmailResponse>(`/verify-email/${encodeURIComponent(token)}`);

/** A query, not a mutation: the link is checked once per visit, also under StrictMode. */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
  });

export const useVerifyEmail = (token: string) => useQuery(verifyEmailQueryOptions(token));
