import { isCapturableEmail } from '@common/rules/opt-in-email';
import { useState } from 'react';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { EXIT_INTENT_COPY } from '@/content/exit-intent-copy';
import { captureLead, trackLeadBehavior } from '@/features/funnel';
import { getCampaignParams } from '@/lib/attribution';

// Only a non-empty address with an @ is sent (the shared opt-in rule); the rest is the server's to judge.
const exitIntentFormSchema = z.object({
  email: z
    .string()
    .refine(isCapturableEmail)
    .transform((email) => email.trim()),
});

const showInvalidEmail = () => toast({ variant: 'destructive', title: EXIT_INTENT_COPY.invalidTitle, description: EXIT_INTENT_COPY.invalidText });

type ExitIntentModalProps = { open: boolean; onOpenChange(open: boolean): void; source: string };

/**
 * The exit-intent offer (spec sections 4, 5, 8): only a non-empty input with an @ is sent (else
 * the Invalid Email toast); success shows its toast and closes; a failed capture is silent.
 */
export default function ExitIntentModal({ open, onOpenChange, source }: ExitIntentModalProps) {
  const form = useZodForm(exitIntentFormSchema, { defaultValues: { email: '' }, shouldFocusError: false });
  const [sending, setSending] = useState(false);

  const onSubmit = async ({ email }: { email: string }) => {
    const utm = getCampaignParams();
    const lead = {
      email,
      utmSource: utm.utm_source ?? null,
      utmMedium: utm.utm_medium ?? null,
      utmCampaign: utm.utm_campaign ?? null,
    };
    setSending(true);
    const taken = await captureLead({ ...lead, name: null, source, leadMagnet: EXIT_INTENT_COPY.leadMagnet, landingPage: window.location.pathname });
    setSending(false);
    if (!taken) return;
    trackLeadBehavior({ ...lead, eventType: 'exit_intent_capture', eventValue: EXIT_INTENT_COPY.leadMagnet, pagePath: window.location.pathname });
    toast({ title: EXIT_INTENT_COPY.successTitle, description: EXIT_INTENT_COPY.successText });
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{EXIT_INTENT_COPY.title}</DialogTitle>
        <DialogDescription>{EXIT_INTENT_COPY.text}</DialogDescription>
        <Form form={form} noValidate onSubmit={onSubmit} onInvalid={showInvalidEmail} className="grid gap-3">
          <label htmlFor="exit-intent-email" className="text-sm font-medium text-ink">
            {EXIT_INTENT_COPY.emailLabel}
          </label>
          <Input id="exit-intent-email" type="email" autoComplete="email" {...form.register('email')} />
          <Button type="submit" disabled={sending}>
            {EXIT_INTENT_COPY.submit}
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
