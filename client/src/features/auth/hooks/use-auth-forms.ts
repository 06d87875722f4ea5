import { useState } from 'react';
import { useZodForm } from '@/components/form/use-zod-form';
import { readStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { loginFormSchema, signupFormSchema, type SignupFormInput } from '../schemas';

export function useLoginForm() {
  return useZodForm(loginFormSchema, { defaultValues: { email: '', password: '' } });
}

/** The e-mail typed at checkout, if any, starts the sign-up form (and survives a reset). */
export function useSignupForm() {
  const [defaultValues] = useState<SignupFormInput>(() => ({
    name: '',
    email: readStorage('localStorage', STORAGE_KEYS.checkoutEmail) ?? '',
    password: '',
    primaryObstacle: '',
  }));
  return useZodForm(signupFormSchema, { defaultValues });
}

export type LoginForm = ReturnType<typeof useLoginForm>;
export type SignupForm = ReturnType<typeof useSignupForm>;
