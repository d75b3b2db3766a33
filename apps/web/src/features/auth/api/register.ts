import { useMutation } from '@tanstack/react-query';
import type { TRegisterRequest } from '@zborovodja/contracts';
import { api } from '@/lib/api-client.ts';

export interface RegisterResponse {
  message?: string;
  user?: { id: number; username: string; email: string; email_verified: boolean };
}

export const register = (input: TRegisterRequest) => api.post<RegisterResponse>('/auth/register', input);

export const useRegister = () => useMutation({ mutationFn: register });
