import type { EmailChangeRequest } from '@common/contracts/account';
import { useMutation } from '@tanstack/react-query';
import type { MutationCallbacks } from '@/features/auth';
import { apiJson } from '@/lib/api-json';

type Sent = { status: 'confirmation-sent'; pendingEmail: string };
export const changeEmail = (body: EmailChangeRequest) => apiJson<Sent>('POST', '/api/account/email', body);

/** POST /api/account/email: a link goes to the new address; nothing changes until it is opened. */
export function useChangeEmail(callbacks: MutationCallbacks<Sent> = {}) {
  return useMutation({ mutationFn: changeEmail, ...callbacks });
}
