import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const resendVerification = (username: string) =>
  api.post<{ message?: string }>('/resend-verification', { username });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
