import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { NAV_COPY } from '@/content/landing-copy';
import { useAuth } from '@/features/auth';

/** Login (signed out only) and the primary button that follows the session (spec "Landing page at /"). */
export function SessionLinks({
  primaryHrefSignedOut = '/director-chair',
  primaryLabelSignedOut = NAV_COPY.tryFree,
  stacked = false,
}: {
  primaryHrefSignedOut?: string;
  primaryLabelSignedOut?: string;
  stacked?: boolean;
}) {
  const { user } = useAuth();
  return (
    <div className={stacked ? 'grid gap-2' : 'flex items-center gap-2'}>
      {!user && (
        <Link href="/auth" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {NAV_COPY.login}
        </Link>
      )}
      <Link href={user ? '/dashboard' : primaryHrefSignedOut} className={buttonClasses({ size: 'sm' })}>
        {user ? NAV_COPY.goToDashboard : primaryLabelSignedOut}
      </Link>
    </div>
  );
}
