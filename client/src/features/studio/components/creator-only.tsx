import type { ReactNode } from 'react';
import { useAuth } from '@/features/auth';
import { AUTH_PATH } from '@/lib/api-client';
import { EmptyState, EmptyStateLink } from '@/components/ui/list-states';

/**
 * A share-link visitor may open any protected screen without a session; the creator's own lists
 * are not theirs to see, so they get a way to sign in instead of calls that would answer 401.
 */
export function CreatorOnly({ signedOutText, signInLabel, children }: { signedOutText: string; signInLabel: string; children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return <EmptyState title={signedOutText} action={<EmptyStateLink href={AUTH_PATH}>{signInLabel}</EmptyStateLink>} />;
  return children;
}
