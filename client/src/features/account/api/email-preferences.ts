import type { EmailPreferences } from '@common/contracts/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

const PREFERENCES_QUERY_KEY = ['/api/account/email-preferences'] as const;

export const getEmailPreferences = () => apiJson<EmailPreferences>('GET', '/api/account/email-preferences');
export const emailPreferencesQueryOptions = () => queryOptions({ queryKey: PREFERENCES_QUERY_KEY, queryFn: getEmailPreferences });

/** GET /api/account/email-preferences */
export function useEmailPreferences() {
  return useQuery(emailPreferencesQueryOptions());
}

export const saveEmailPreferences = (body: EmailPreferences) => apiJson<EmailPreferences>('PUT', '/api/account/email-preferences', body);

/** PUT /api/account/email-preferences */
export function useSaveEmailPreferences({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved);
      onSuccess?.();
    },
  });
}
