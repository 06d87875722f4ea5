import type { RegisterRequest, UserResponse } from '@common/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import type { SessionUser } from '../types';
import type { MutationCallbacks } from './mutation-callbacks';
import { useSessionMutation } from './use-session-mutation';

export async function register(body: RegisterRequest): Promise<SessionUser> {
  const response = await apiRequest('POST', '/api/auth/register', body);
  return ((await response.json()) as UserResponse).user;
}

/** Creates the account, which also signs it in. */
export function useRegister(callbacks: MutationCallbacks<SessionUser> = {}) {
  return useSessionMutation(register, callbacks);
}
