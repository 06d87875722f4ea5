import { Link } from 'wouter';
import { Form } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { AUTH_SCREEN_COPY as COPY, AUTH_TOAST_COPY } from '@/content/auth-copy';
import { useLogin } from '../api/login';
import { EMAIL_FIELD_IDS } from '../auth-mode';
import { takePostAuthTarget } from '../post-auth-target';
import type { LoginForm as LoginFormState } from '../hooks/use-auth-forms';
import { showAuthFailure } from './auth-toasts';
import { EmailField } from './email-field';
import { TextButton } from './text-button';

type LoginFormProps = {
  form: LoginFormState;
  /** Called once signed in, with where to go; the screen leaves when the session shows the user. */
  onAuthenticated: (target: string) => void;
  onSwitchToSignup: () => void;
};

function showPasswordResetHelp() {
  // The spec's toast stays as it is (no call); the reset by e-mail link sits beside it.
  toast({ title: AUTH_TOAST_COPY.passwordResetTitle, description: AUTH_TOAST_COPY.passwordResetText });
}

export function LoginForm({ form, onAuthenticated, onSwitchToSignup }: LoginFormProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const login = useLogin({
    onSuccess: () => {
      toast({ title: AUTH_TOAST_COPY.loginSuccessTitle, description: AUTH_TOAST_COPY.loginSuccessText });
      // back to where the visitor was going (a checkout, an invitation, a deep link), as sign-up does
      onAuthenticated(takePostAuthTarget());
    },
    onError: (error) => showAuthFailure(AUTH_TOAST_COPY.loginFailedTitle, error, AUTH_TOAST_COPY.loginFailedText),
  });
  const isSubmitting = form.formState.isSubmitting;

  return (
    <Form form={form} noValidate onSubmit={(values) => login.mutateAsync(values)} className="grid gap-5">
      <EmailField id={EMAIL_FIELD_IDS.login} error={errors.email?.message} {...register('email')} />
      <div className="grid gap-2">
        <TextField
          id="login-password"
          label={COPY.password}
          error={errors.password?.message}
          type="password"
          autoComplete="current-password"
          placeholder={COPY.loginPasswordPlaceholder}
          {...register('password')}
        />
        <span className="flex justify-end gap-3 text-sm">
          <TextButton onClick={showPasswordResetHelp}>{COPY.forgotPassword}</TextButton>
          <Link
            href="/reset-password"
            className="rounded-control text-sm font-semibold text-primary underline-offset-2 hover:text-primary-hover hover:underline"
          >
            {COPY.resetByEmail}
          </Link>
        </span>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? COPY.signingIn : COPY.signIn}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        {COPY.noAccount} <TextButton onClick={onSwitchToSignup}>{COPY.createAccount}</TextButton>
      </p>
    </Form>
  );
}
