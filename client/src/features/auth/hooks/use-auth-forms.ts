import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { readStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  loginFormSchema,
  signupFormSchema,
  type LoginFormInput,
  type LoginFormValues,
  type SignupFormInput,
  type SignupFormValues,
} from '../schemas';

// Spec section 4: validation first runs on submit, then on every change.
const VALIDATION = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

export function useLoginForm() {
  return useForm<LoginFormInput, unknown, LoginFormValues>({
    ...VALIDATION,
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
}

/** The e-mail typed at checkout, if any, starts the sign-up form (and survives a reset). */
export function useSignupForm() {
  const [defaultValues] = useState<SignupFormInput>(() => ({
    name: '',
    email: readStorage('localStorage', STORAGE_KEYS.checkoutEmail) ?? '',
    password: '',
    primaryObstacle: '',
  }));
  return useForm<SignupFormInput, unknown, SignupFormValues>({
    ...VALIDATION,
    resolver: zodResolver(signupFormSchema),
    defaultValues,
  });
}

export type LoginForm = ReturnType<typeof useLoginForm>;
export type SignupForm = ReturnType<typeof useSignupForm>;
