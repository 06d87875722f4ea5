import { emailPreferencesSchema, type EmailPreferences } from '@common/contracts/account';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { PROFILE_COPY as COPY } from '@/content/account-copy';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';

const KEYS = Object.keys(COPY.preferences) as (keyof EmailPreferences)[];

function PreferencesForm({ initial }: { initial: EmailPreferences }) {
  const form = useZodForm(emailPreferencesSchema, { defaultValues: initial });
  const save = useSaveEmailPreferences({ onSuccess: () => toast({ title: COPY.preferencesSaved }) });
  return (
    <Form form={form} className="grid gap-3" onSubmit={(values) => save.mutateAsync(values)}>
      <p className="text-sm text-ink-muted">{COPY.preferencesIntro}</p>
      {KEYS.map((key) => (
        <label key={key} className="flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-primary" {...form.register(key)} />
          {COPY.preferences[key]}
        </label>
      ))}
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? COPY.saving : COPY.savePreferences}
      </Button>
    </Form>
  );
}

export function EmailPreferencesForm() {
  const { data } = useEmailPreferences();
  return data ? <PreferencesForm initial={data} /> : null;
}
