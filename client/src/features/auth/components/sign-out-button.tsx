import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { AUTH_TOAST_COPY, SIGN_OUT_COPY } from '@/content/auth-copy';
import { AUTH_PATH } from '@/lib/api-client';
import { useLogout } from '../api/logout';
import { useAuth } from '../hooks/use-auth';

/** Ends the session everywhere and goes to the sign-in screen; hidden for share-link visitors. */
export function SignOutButton() {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const logout = useLogout({
    onSuccess: () => navigate(AUTH_PATH, { replace: true }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: AUTH_TOAST_COPY.signOutFailedTitle,
        description: AUTH_TOAST_COPY.signOutFailedText,
      }),
  });

  if (!user) return null;
  return (
    <Button variant="secondary" size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
      {logout.isPending ? SIGN_OUT_COPY.signingOut : SIGN_OUT_COPY.signOut}
    </Button>
  );
}
