import { inviteMemberSchema } from '@common/contracts/billing';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { BILLING_COPY as C } from '@/content/billing-copy';
import { inviteMember, removeMember, useTeam, useTeamChange } from '../api/team';

/** The owner's seats: invite by e-mail, pending and accepted members, remove. */
export function TeamPanel() {
  const team = useTeam(true);
  const invite = useTeamChange(inviteMember);
  const remove = useTeamChange(removeMember);
  const form = useZodForm(inviteMemberSchema, { defaultValues: { email: '' } });
  if (!team.data) return null;
  const seats = team.data.seats === 'unlimited' ? C.unlimited.toLowerCase() : String(team.data.seats);
  return (
    <section aria-labelledby="team" className="mt-8 rounded-card border border-border bg-surface p-6">
      <h2 id="team" className="text-lg font-bold text-ink">
        {C.team}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{C.seatsUsed(team.data.used, seats)}</p>
      <ul className="mt-4 grid gap-2">
        {team.data.members.map((member) => (
          <li key={member.id} className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-ink">
              {member.name ?? member.email} <span className="text-ink-muted">· {member.status === 'active' ? C.active : C.pending}</span>
            </span>
            <Button size="sm" variant="secondary" onClick={() => remove.mutate(member.id)} aria-label={`${C.remove} ${member.email}`}>
              {C.remove}
            </Button>
          </li>
        ))}
      </ul>
      <Form
        form={form}
        onSubmit={(values) => invite.mutateAsync(values.email, { onSuccess: () => form.reset() })}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-60 flex-1">
          <TextField id="invite-email" type="email" label={C.inviteEmail} required error={form.formState.errors.email?.message} {...form.register('email')} />
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {C.invite}
        </Button>
      </Form>
      {invite.error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {invite.error.message}
        </p>
      ) : null}
    </section>
  );
}
