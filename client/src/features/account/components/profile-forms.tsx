import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { emailChangeRequestSchema, passwordChangeRequestSchema, profileUpdateRequestSchema } from '@common/contracts/account';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { PROFILE_COPY as COPY } from '@/content/account-copy';
import type { SessionUser } from '@/features/auth';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useChangeEmail } from '../api/change-email';
import { useChangePassword } from '../api/change-password';
import { useUpdateProfile } from '../api/update-profile';

// Spec section 4: validation first runs on submit, then on every change.
const VALIDATION = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;
const failed = (error: Error) => toast({ variant: 'destructive', title: COPY.failedTitle, description: error.message });

export function ProfileForm({ user }: { user: SessionUser }) {
  const form = useForm<z.input<typeof profileUpdateRequestSchema>, unknown, z.output<typeof profileUpdateRequestSchema>>({
    ...VALIDATION,
    resolver: zodResolver(profileUpdateRequestSchema),
    defaultValues: { name: user.name, username: user.username },
  });
  const save = useUpdateProfile({
    onSuccess: () => toast({ title: COPY.profileSaved }),
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, ['name', 'username']);
      failed(error);
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => save.mutateAsync(values).catch(() => {}))}>
      <TextField id="profile-name" label={COPY.name} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField id="profile-username" label={COPY.username} autoComplete="username" error={errors.username?.message} aria-description={COPY.usernameHint} {...form.register('username')} />
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? COPY.saving : COPY.saveProfile}
      </Button>
    </form>
  );
}

export function EmailForm({ user }: { user: SessionUser }) {
  const form = useForm<z.input<typeof emailChangeRequestSchema>, unknown, z.output<typeof emailChangeRequestSchema>>({
    ...VALIDATION,
    resolver: zodResolver(emailChangeRequestSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const change = useChangeEmail({
    onSuccess: ({ pendingEmail }) => {
      form.reset();
      toast({ title: COPY.emailSentTitle, description: COPY.emailSentText(pendingEmail) });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, ['email', 'currentPassword']);
      failed(error);
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => change.mutateAsync(values).catch(() => {}))}>
      <p className="text-sm text-ink-muted">{COPY.emailCurrent(user.email)}</p>
      <TextField id="email-new" label={COPY.newEmail} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <TextField id="email-password" label={COPY.currentPassword} type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register('currentPassword')} />
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? COPY.saving : COPY.changeEmail}
      </Button>
    </form>
  );
}

export function PasswordForm() {
  const form = useForm<z.input<typeof passwordChangeRequestSchema>, unknown, z.output<typeof passwordChangeRequestSchema>>({
    ...VALIDATION,
    resolver: zodResolver(passwordChangeRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePassword({
    onSuccess: ({ signedOut }) => {
      form.reset();
      toast({ title: COPY.passwordChangedTitle, description: COPY.passwordChangedText(signedOut) });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword']);
      failed(error);
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => change.mutateAsync(values).catch(() => {}))}>
      <TextField id="password-current" label={COPY.currentPassword} type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register('currentPassword')} />
      <TextField id="password-new" label={COPY.newPassword} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register('newPassword')} />
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? COPY.saving : COPY.changePassword}
      </Button>
    </form>
  );
}
