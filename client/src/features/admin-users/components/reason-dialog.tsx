import { adminReasonSchema } from '@common/contracts/admin-users';
import { useState } from 'react';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { ADMIN_USERS_COPY as C } from '@/content/admin-users-copy';

const reasonSchema = z.object({ reason: adminReasonSchema });

type ReasonDialogProps = {
  /** The button that opens it and the one that confirms. */
  label: string;
  title: string;
  text: string;
  variant: ButtonVariant;
  /** Sends the change; a rejection stays in the dialog as an alert. */
  onConfirm(reason: string): Promise<unknown>;
};

/** A confirmation that asks why: the reason goes to the audit trail with the change. */
export function ReasonDialog({ label, title, text, variant, onConfirm }: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(reasonSchema, { defaultValues: { reason: '' } });
  const submit = async ({ reason }: { reason: string }) => {
    setError(null);
    try {
      await onConfirm(reason);
      setOpen(false);
      form.reset();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        {/* the red button is the confirmation inside; the one that only opens it stays quiet */}
        <Button variant={variant === 'danger' ? 'secondary' : variant}>{label}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{text}</DialogDescription>
        <Form form={form} noValidate onSubmit={submit} className="grid gap-4">
          <TextField
            id="action-reason"
            label={C.reason}
            autoComplete="off"
            required
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">{C.cancel}</Button>
            </DialogClose>
            <Button type="submit" variant={variant} disabled={form.formState.isSubmitting}>
              {label}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
