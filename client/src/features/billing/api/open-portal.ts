import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** POST /api/billing/portal: a Stripe Customer Portal session to open. */
export const openPortal = () => apiJson<{ url: string }>('POST', '/api/billing/portal');

export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal, onSuccess: ({ url }) => window.location.assign(url) });
}
