import type { ReactNode } from 'react';
import { EmptyState, EmptyStateLink } from '@/components/ui/list-states';
import { useAuth } from '@/features/auth';
import { AUTH_PATH } from '@/lib/api-client';

/** A share-link visitor may open protected screens without a session; progress is a signed-in learner's own. */
export function LearnerOnly({ signedOutText, signInLabel, children }: { signedOutText: string; signInLabel: string; children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return <EmptyState title={signedOutText} action={<EmptyStateLink href={AUTH_PATH}>{signInLabel}</EmptyStateLink>} />;
  return children;
}
