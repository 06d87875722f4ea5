import { emailChangeRequestSchema, passwordChangeRequestSchema, profileUpdateRequestSchema } from '@common/contracts/account';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { PROFILE_COPY as COPY } from '@/content/account-copy';
import type { SessionUser } from '@/features/auth';
import { useChangeEmail } from '../api/change-email';
import { useChangePassword } from '../api/change-password';
import { useUpdateProfile } from '../api/update-profile';

const failed = (error: Error) => toast({ variant: 'destructive', title: COPY.failedTitle, description: error.message });

export function ProfileForm({ user }: { user: SessionUser }) {
  const form = useZodForm(profileUpdateRequestSchema, { defaultValues: { name: user.name, username: user.username } });
  const save = useUpdateProfile({
    onSuccess: () => toast({ title: COPY.profileSaved }),
    onError: failed,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form form={form} noValidate className="grid gap-4" onSubmit={(values) => save.mutateAsync(values)}>
      <TextField id="profile-name" label={COPY.name} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        id="profile-username"
        label={COPY.username}
        autoComplete="username"
        error={errors.username?.message}
        aria-description={COPY.usernameHint}
        {...form.register('username')}
      />
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? COPY.saving : COPY.saveProfile}
      </Button>
    </Form>
  );
}

export function EmailForm({ user }: { user: SessionUser }) {
  const form = useZodForm(emailChangeRequestSchema, { defaultValues: { email: '', currentPassword: '' } });
  const change = useChangeEmail({
    onSuccess: ({ pendingEmail }) => {
      form.reset();
      toast({ title: COPY.emailSentTitle, description: COPY.emailSentText(pendingEmail) });
    },
    onError: failed,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form form={form} noValidate className="grid gap-4" onSubmit={(values) => change.mutateAsync(values)}>
      <p className="text-sm text-ink-muted">{COPY.emailCurrent(user.email)}</p>
      <TextField id="email-new" label={COPY.newEmail} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <TextField
        id="email-password"
        label={COPY.currentPassword}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? COPY.saving : COPY.changeEmail}
      </Button>
    </Form>
  );
}

export function PasswordForm() {
  const form = useZodForm(passwordChangeRequestSchema, { defaultValues: { currentPassword: '', newPassword: '' } });
  const change = useChangePassword({
    onSuccess: ({ signedOut }) => {
      form.reset();
      toast({ title: COPY.passwordChangedTitle, description: COPY.passwordChangedText(signedOut) });
    },
    onError: failed,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form form={form} noValidate className="grid gap-4" onSubmit={(values) => change.mutateAsync(values)}>
      <TextField
        id="password-current"
        label={COPY.currentPassword}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        id="password-new"
        label={COPY.newPassword}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? COPY.saving : COPY.changePassword}
      </Button>
    </Form>
  );
}
