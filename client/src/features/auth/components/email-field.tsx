import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/form-field';
import { AUTH_SCREEN_COPY as COPY } from '@/content/auth-copy';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete' | 'inputMode' | 'placeholder'>;

/** The e-mail field both forms of the auth card share. */
export function EmailField(props: EmailFieldProps) {
  return <TextField label={COPY.email} type="email" autoComplete="email" inputMode="email" placeholder={COPY.emailPlaceholder} {...props} />;
}
