import { Button } from '@/components/ui/button';
import { RESEND_VERIFICATION_COPY as COPY } from '@/content/auth-copy';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useResendVerification } from '../api/resend-verification';

type ResendVerificationProps = {
  /** Where the link goes, named in the confirmation. */
  email: string;
  className?: string;
};

/** "Send a new link" with its outcome beneath, announced politely; a rate limit shows the server's words. */
export function ResendVerification({ email, className }: ResendVerificationProps) {
  const resend = useResendVerification();
  const outcome = resend.data?.status === 'already-verified' ? COPY.alreadyVerified : resend.data ? COPY.sent(email) : '';

  return (
    <div className={cn('grid justify-items-start gap-2', className)}>
      <Button variant="secondary" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? COPY.sending : COPY.resend}
      </Button>
      {/* Always in the DOM so screen readers notice when text appears in it. */}
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {outcome}
      </p>
      {resend.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {isApiError(resend.error) ? resend.error.message : COPY.failed}
        </p>
      )}
    </div>
  );
}
