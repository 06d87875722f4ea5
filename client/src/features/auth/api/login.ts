import type { LoginRequest, UserResponse } from '@common/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import type { SessionUser } from '../types';
import type { MutationCallbacks } from './mutation-callbacks';
import { useSessionMutation } from './use-session-mutation';

export async function login(body: LoginRequest): Promise<SessionUser> {
  const response = await apiRequest('POST', '/api/auth/login', body);
  return ((await response.json()) as UserResponse).user;
}

export function useLogin(callbacks: MutationCallbacks<SessionUser> = {}) {
  return useSessionMutation(login, callbacks);
}
