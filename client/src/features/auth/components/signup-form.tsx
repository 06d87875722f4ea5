import { Controller } from 'react-hook-form';
import { Link } from 'wouter';
import { PRIMARY_OBSTACLES } from '@common/contracts/auth';
import { deriveUsername } from '@common/rules/username';
import { Form } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { FormField, TextField, fieldErrorProps } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { AUTH_SCREEN_COPY as COPY, AUTH_TOAST_COPY } from '@/content/auth-copy';
import { trackEvent } from '@/lib/analytics';
import { removeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useRegister } from '../api/register';
import { EMAIL_FIELD_IDS } from '../auth-mode';
import { takePostAuthTarget } from '../post-auth-target';
import type { SignupForm as SignupFormState } from '../hooks/use-auth-forms';
import type { SignupFormValues } from '../schemas';
import type { SessionUser } from '../types';
import { showAuthFailure } from './auth-toasts';
import { EmailField } from './email-field';
import { TextButton } from './text-button';

type SignupFormProps = {
  form: SignupFormState;
  /** Called once the account exists, with where to go; the screen leaves when the session shows the user. */
  onAuthenticated: (target: string) => void;
  onSwitchToLogin: () => void;
};

const legalLinkClasses = 'font-medium text-primary underline underline-offset-2 hover:text-primary-hover';

export function SignupForm({ form, onAuthenticated, onSwitchToLogin }: SignupFormProps) {
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const registration = useRegister({
    onSuccess: (user: SessionUser) => {
      trackEvent('signup_completed', { userId: user.id });
      removeStorage('localStorage', STORAGE_KEYS.checkoutEmail);
      toast({ title: AUTH_TOAST_COPY.signupSuccessTitle, description: AUTH_TOAST_COPY.signupSuccessText });
      onAuthenticated(takePostAuthTarget());
    },
    onError: (error) => showAuthFailure(AUTH_TOAST_COPY.signupFailedTitle, error, AUTH_TOAST_COPY.signupFailedText),
  });
  const onSubmit = (values: SignupFormValues) => {
    trackEvent('signup_started', { method: 'email' });
    return registration.mutateAsync({ ...values, username: deriveUsername(values.email) });
  };

  return (
    <Form form={form} noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        id="signup-name"
        label={COPY.fullName}
        error={errors.name?.message}
        autoComplete="name"
        placeholder={COPY.fullNamePlaceholder}
        {...register('name')}
      />
      <EmailField id={EMAIL_FIELD_IDS.signup} error={errors.email?.message} {...register('email')} />
      <TextField
        id="signup-password"
        label={COPY.password}
        error={errors.password?.message}
        type="password"
        autoComplete="new-password"
        placeholder={COPY.signupPasswordPlaceholder}
        {...register('password')}
      />
      <FormField id="signup-obstacle" label={COPY.obstacle} error={errors.primaryObstacle?.message}>
        <Controller
          control={control}
          name="primaryObstacle"
          render={({ field }) => (
            <Select name={field.name} value={field.value} onValueChange={field.onChange} disabled={field.disabled}>
              <SelectTrigger {...fieldErrorProps('signup-obstacle', errors.primaryObstacle?.message)} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={COPY.obstaclePlaceholder} />
              </SelectTrigger>
              <SelectContent>
                {PRIMARY_OBSTACLES.map(({ value, label }) => (
                  <SelectItem key={value} value={value}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? COPY.creatingAccount : COPY.createAccount}
      </Button>
      <p className="text-center text-xs text-ink-muted">
        {COPY.legalPrefix}{' '}
        <Link href="/terms" className={legalLinkClasses}>
          {COPY.terms}
        </Link>{' '}
        {COPY.legalJoin}{' '}
        <Link href="/privacy" className={legalLinkClasses}>
          {COPY.privacy}
        </Link>
        .
      </p>
      <p className="text-center text-sm text-ink-muted">
        {COPY.haveAccount} <TextButton onClick={onSwitchToLogin}>{COPY.switchToLogin}</TextButton>
      </p>
    </Form>
  );
}
