import { useEffect, useRef, useState } from 'react';
import { AUTH_SCREEN_COPY as COPY } from '@/content/auth-copy';
import { BRAND } from '@/content/brand';
import { focusByIdLater } from '@/lib/focus-later';
import { EMAIL_FIELD_IDS, EMAIL_FOCUS_TIMING, type AuthMode } from '../auth-mode';
import { useLoginForm, useSignupForm } from '../hooks/use-auth-forms';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

type AuthCardProps = {
  initialMode: AuthMode;
  onAuthenticated: (target: string) => void;
};

const HEADINGS: Record<AuthMode, { heading: string; subheading: string }> = {
  login: { heading: COPY.loginHeading, subheading: COPY.loginSubheading },
  signup: { heading: COPY.signupHeading, subheading: COPY.signupSubheading },
};

/** One card, two forms: toggling clears both so nothing typed for one leaks into the other. */
export function AuthCard({ initialMode, onAuthenticated }: AuthCardProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const loginForm = useLoginForm();
  const signupForm = useSignupForm();
  const cancelFocus = useRef<() => void>(undefined);

  useEffect(() => () => cancelFocus.current?.(), []);

  const switchTo = (next: AuthMode) => {
    loginForm.reset();
    signupForm.reset();
    setMode(next);
    cancelFocus.current?.();
    cancelFocus.current = focusByIdLater(EMAIL_FIELD_IDS[next], EMAIL_FOCUS_TIMING);
  };

  const { heading, subheading } = HEADINGS[mode];

  return (
    <div className="w-full rounded-panel border border-border bg-surface p-6 shadow-elevated sm:p-8">
      <title>{`${mode === 'signup' ? COPY.documentTitleSignup : COPY.documentTitleLogin} · ${BRAND.name}`}</title>
      <h1 className="text-title font-bold text-ink">{heading}</h1>
      <p className="mt-1 text-sm text-ink-muted">{subheading}</p>
      <div className="mt-6">
        {mode === 'login' ? (
          <LoginForm form={loginForm} onAuthenticated={onAuthenticated} onSwitchToSignup={() => switchTo('signup')} />
        ) : (
          <SignupForm form={signupForm} onAuthenticated={onAuthenticated} onSwitchToLogin={() => switchTo('login')} />
        )}
      </div>
    </div>
  );
}
