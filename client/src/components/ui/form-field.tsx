import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

const errorIdOf = (id: string) => `${id}-error`;

/** What a control needs so assistive technology reads its error: spread it on the input. */
export function fieldErrorProps(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
  } as const;
}

type FormFieldProps = {
  /** The control's id: the label points at it and its error message is named after it. */
  id: string;
  label: ReactNode;
  error?: string;
  /** Extra content on the label's line, e.g. a "Forgot password" link. */
  labelEnd?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** Label, control and the error beneath it; pair the control with {@link fieldErrorProps}. */
export function FormField({ id, label, error, labelEnd, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {labelEnd}
      </div>
      {children}
      {error && (
        <p id={errorIdOf(id)} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<typeof Input>, 'id'> & { id: string; label: ReactNode; error?: string };

/** A labelled text input with its error beneath it, wired for screen readers. */
export function TextField({ id, label, error, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input {...fieldErrorProps(id, error)} {...inputProps} />
    </FormField>
  );
}
