import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const changePassword = (input: { old_password: string; new_password: string }) =>
  api.post<{ message?: string }>('/profile/change-password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
