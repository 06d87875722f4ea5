import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { BILLING_COPY as C } from '@/content/billing-copy';
import { refreshBilling } from '../api/billing-keys';
import { acceptInvite } from '../api/team';

/** The invitation link lands on /subscription?invite=: the signed-in invitee joins with one click. */
export function JoinTeam({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const join = useMutation({ mutationFn: () => acceptInvite(token), onSuccess: () => refreshBilling(queryClient) });
  return (
    <section aria-labelledby="join-team" className="mb-6 rounded-card border border-primary/30 bg-primary-soft p-4">
      <h2 id="join-team" className="font-bold text-ink">
        {C.joinTitle}
      </h2>
      {join.isSuccess ? (
        <p role="status">{C.joined}</p>
      ) : (
        <Button className="mt-2" onClick={() => join.mutate()} disabled={join.isPending}>
          {C.join}
        </Button>
      )}
      {join.error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {join.error.message}
        </p>
      ) : null}
    </section>
  );
}
