import { toast } from '@/components/ui/use-toast';
import { AUTH_ERROR_TOAST_DURATION } from '@/content/auth-copy';
import { isApiError } from '@/lib/api-client';

/** Destructive toast with the server's message, or `fallback` when no answer came (network down). */
export function showAuthFailure(title: string, error: unknown, fallback: string): void {
  toast({
    variant: 'destructive',
    title,
    description: isApiError(error) ? error.message : fallback,
    duration: AUTH_ERROR_TOAST_DURATION,
  });
}
