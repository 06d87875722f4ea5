import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { dollars } from '@/content/billing-copy';
import { ADMIN_REFUNDS_COPY as C } from '@/content/money-back-copy';
import { type AdminRefund, useDecideRefund } from '../api/admin-refunds';

/**
 * Approve or decline one waiting credit-back request, each behind a confirmation that says what it
 * does (a refund cannot be taken back). The answer replaces the list, so the row shows its new status.
 */
export function RefundDecision({ refund, onDecided }: { refund: AdminRefund; onDecided(message: string): void }) {
  const decide = useDecideRefund();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [note, setNote] = useState('');
  const email = refund.ownerEmail;
  const send = () => {
    if (!open) return;
    const decision = open;
    decide.mutate(
      { id: refund.id, decision, ...(decision === 'reject' && note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setOpen(null);
          onDecided(decision === 'approve' ? C.approved(email) : C.declined(email));
        },
      },
    );
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setOpen('approve')} aria-label={`${C.approve}: ${email}`}>
        {C.approve}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('reject')} aria-label={`${C.decline}: ${email}`}>
        {C.decline}
      </Button>
      <Dialog open={open !== null} onOpenChange={(next) => (next ? null : setOpen(null))}>
        <DialogContent>
          <DialogTitle>{open === 'approve' ? C.approveTitle : C.declineTitle}</DialogTitle>
          <DialogDescription>{open === 'approve' ? C.approveText(dollars(refund.amountCents), email) : C.declineText(email)}</DialogDescription>
          {open === 'reject' ? (
            <FormField id={`note-${refund.id}`} label={C.noteLabel}>
              <textarea
                id={`note-${refund.id}`}
                rows={3}
                maxLength={500}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                className="rounded-md border border-border bg-surface p-2 text-sm text-ink"
              />
            </FormField>
          ) : null}
          {decide.error ? (
            <p role="alert" className="text-sm text-danger">
              {decide.error.message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button variant={open === 'approve' ? 'primary' : 'danger'} disabled={decide.isPending} onClick={send}>
              {open === 'approve' ? C.approveConfirm : C.declineConfirm}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(null)}>
              {C.cancel}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
