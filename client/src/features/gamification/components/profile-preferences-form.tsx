import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { PROFILE_COPY as COPY } from '@/content/account-copy';
import { useGamificationPreferences, type GamificationPreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';

/** This browser's IANA zone, or undefined where Intl does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function zoneNames(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
}

function Form({ initial }: { initial: GamificationPreferences }) {
  // the account default is UTC until the user picks a zone: pre-fill the browser's instead
  const [timeZone, setTimeZone] = useState(initial.timeZone === 'UTC' ? (browserTimeZone() ?? 'UTC') : initial.timeZone);
  const [visible, setVisible] = useState(initial.leaderboardVisible);
  const [error, setError] = useState<string>();
  const save = useUpdatePreferences({
    onSuccess: () => toast({ title: COPY.zoneSaved }),
    onError: (e) => setError(e.message),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    save.mutate({ timeZone: timeZone.trim(), leaderboardVisible: visible });
  };
  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormField id="profile-time-zone" label={COPY.timeZone} error={error}>
        <Input {...fieldErrorProps('profile-time-zone', error)} list="profile-time-zones" value={timeZone} aria-description={COPY.timeZoneHint} onChange={(e) => setTimeZone(e.target.value)} />
      </FormField>
      <datalist id="profile-time-zones">
        {zoneNames().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <label className="flex items-center gap-3 text-sm text-ink">
        <input type="checkbox" className="size-4 accent-primary" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        {COPY.leaderboardVisible}
      </label>
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? COPY.saving : COPY.saveZone}
      </Button>
    </form>
  );
}

/** The profile's time zone and leaderboard-visibility fields (issue 18), through gamification's preferences call. */
export function ProfilePreferencesForm() {
  const { data } = useGamificationPreferences();
  return data ? <Form initial={data} /> : null;
}
