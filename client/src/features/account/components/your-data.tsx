import { useLocation } from 'wouter';
import { accountDeletionRequestSchema } from '@common/contracts/account';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { PROFILE_COPY as COPY } from '@/content/account-copy';
import { useLatestExport, useRequestExport } from '../api/account-export';
import { useDeleteAccount } from '../api/delete-account';

export function DataExport() {
  const { data: latest } = useLatestExport();
  const request = useRequestExport();
  const busy = latest?.status === 'queued' || latest?.status === 'running';
  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink-muted">{COPY.exportText}</p>
      {busy ? (
        <div className="grid gap-1">
          <p role="status" className="text-sm text-ink">
            {COPY.exportProgress(latest.progress)}
          </p>
          <progress className="w-full" max={100} value={latest.progress} aria-label={COPY.exportProgress(latest.progress)} />
        </div>
      ) : null}
      {latest?.status === 'failed' ? <p className="text-sm text-danger">{COPY.exportFailed}</p> : null}
      {latest?.downloadUrl ? (
        <p className="flex flex-wrap items-center gap-3 text-sm text-ink">
          {COPY.exportReady}
          <a href={latest.downloadUrl} className={buttonClasses({ size: 'sm' })} download>
            {COPY.download}
          </a>
        </p>
      ) : null}
      <Button variant="secondary" className="justify-self-start" onClick={() => request.mutate()} disabled={busy || request.isPending}>
        {COPY.requestExport}
      </Button>
    </div>
  );
}

export function DeleteAccount() {
  const form = useZodForm(accountDeletionRequestSchema, { defaultValues: { password: '' } });
  const password = form.watch('password');
  const [, navigate] = useLocation();
  const remove = useDeleteAccount({
    onSuccess: () => navigate('/auth', { replace: true }),
    onError: (error) => toast({ variant: 'destructive', title: COPY.failedTitle, description: error.message }),
  });
  return (
    <Form form={form} className="grid gap-3" onSubmit={(values) => remove.mutateAsync(values.password)}>
      <p className="text-sm text-ink-muted">{COPY.deleteText}</p>
      <TextField
        id="delete-password"
        label={COPY.deletePassword}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" variant="danger" className="justify-self-start" disabled={!password || remove.isPending}>
        {remove.isPending ? COPY.deleting : COPY.deleteAccount}
      </Button>
    </Form>
  );
}
