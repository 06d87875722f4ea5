import { useState, type FormEvent } from 'react';
import type { EmailPreferences } from '@common/contracts/account';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { PROFILE_COPY as COPY } from '@/content/account-copy';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';

const KEYS = Object.keys(COPY.preferences) as (keyof EmailPreferences)[];

function PreferencesForm({ initial }: { initial: EmailPreferences }) {
  const [values, setValues] = useState(initial);
  const save = useSaveEmailPreferences({ onSuccess: () => toast({ title: COPY.preferencesSaved }) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  return (
    <form className="grid gap-3" onSubmit={onSubmit}>
      <p className="text-sm text-ink-muted">{COPY.preferencesIntro}</p>
      {KEYS.map((key) => (
        <label key={key} className="flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-primary" checked={values[key]} onChange={(e) => setValues({ ...values, [key]: e.target.checked })} />
          {COPY.preferences[key]}
        </label>
      ))}
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? COPY.saving : COPY.savePreferences}
      </Button>
    </form>
  );
}

export function EmailPreferencesForm() {
  const { data } = useEmailPreferences();
  return data ? <PreferencesForm initial={data} /> : null;
}
