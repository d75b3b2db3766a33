import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const sendVerificationEmail = () => api.post<{ message?: string }>('/profile/send-verification-email');

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
