import type { ComponentProps } from 'react';
import { FormProvider, type FieldValues, type Path, type SubmitErrorHandler, type UseFormReturn } from 'react-hook-form';
import { serverFieldErrors } from '@/lib/server-field-errors';

type FormProps<TInput extends FieldValues, TOutput> = Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid'> & {
  /** The state from `useZodForm`. */
  form: UseFormReturn<TInput, unknown, TOutput>;
  /**
   * Runs with the parsed values once the schema passes. When it rejects with the server's error,
   * the error's per-field messages land beneath the matching fields; the rest of the error is the
   * caller's to show (its mutation's toast or alert), so the rejection goes no further.
   */
  onSubmit(values: TOutput): unknown;
  /** Runs when the schema refuses the values, after their messages are set. */
  onInvalid?: SubmitErrorHandler<TInput>;
};

/**
 * The one form (ADR 004 as amended by ADR 044): react-hook-form's submit with the schema's
 * messages beneath their fields, the first invalid field focused, and the server's field errors
 * (a taken e-mail, a too-common password) shown the same way. Fields reach the state through
 * `form.register`, a `Controller`, or `useFormContext()` below it.
 */
export function Form<TInput extends FieldValues, TOutput>({ form, onSubmit, onInvalid, children, ...props }: FormProps<TInput, TOutput>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  }, onInvalid);
  return (
    <FormProvider {...form}>
      <form {...props} onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** Only the form's own fields take a server message; the first of them gets the focus. */
function showServerFieldErrors<TInput extends FieldValues, TOutput>(form: UseFormReturn<TInput, unknown, TOutput>, error: unknown) {
  const names = Object.keys(form.getValues()) as Path<TInput>[];
  serverFieldErrors(error, names).forEach(([name, message], index) => form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }));
}
