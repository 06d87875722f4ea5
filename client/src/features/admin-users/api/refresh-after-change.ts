import type { QueryClient } from '@tanstack/react-query';

/** After any admin action: the accounts and the audit trail read again (the action is now in it). */
export function refreshAfterChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: ['/api/admin/users'] }), queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] })]);
}
