import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type FieldErrors, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A form's state over a zod schema: what the fields hold (input) and what a submit hands on (output). */
export type ZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>;

type ZodFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>> = Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'>;

/**
 * The one way a form gets its state (ADR 044): react-hook-form validated by the shared contract's
 * zod schema, first on submit, then on every change (spec section 4). Pair it with {@link Form}.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(schema: TSchema, options: ZodFormOptions<TSchema> = {}): ZodForm<TSchema> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(schema),
    ...options,
  });
}

/**
 * The message at a path of a form's errors ("title", "tags.0"), for a schema whose output is
 * shaped unlike its fields (the contract's names after a transform).
 */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const error: unknown = get(errors, path);
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : undefined;
}
