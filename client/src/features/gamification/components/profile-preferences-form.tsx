import { z } from 'zod';
import { timeZoneSchema } from '@common/contracts/gamification';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
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

// Both fields of the preferences call, always sent; a zone typed with spaces around it still counts.
const preferencesFormSchema = z.object({ timeZone: z.string().trim().pipe(timeZoneSchema), leaderboardVisible: z.boolean() });

function PreferencesForm({ initial }: { initial: GamificationPreferences }) {
  // the account default is UTC until the user picks a zone: pre-fill the browser's instead
  const form = useZodForm(preferencesFormSchema, {
    defaultValues: { timeZone: initial.timeZone === 'UTC' ? (browserTimeZone() ?? 'UTC') : initial.timeZone, leaderboardVisible: initial.leaderboardVisible },
  });
  const save = useUpdatePreferences({ onSuccess: () => toast({ title: COPY.zoneSaved }) });
  const onSubmit = (values: z.output<typeof preferencesFormSchema>) =>
    save.mutateAsync(values).catch((e: Error) => form.setError('timeZone', { type: 'server', message: e.message }, { shouldFocus: true }));
  const error = form.formState.errors.timeZone?.message;
  return (
    <Form form={form} noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormField id="profile-time-zone" label={COPY.timeZone} error={error}>
        <Input {...fieldErrorProps('profile-time-zone', error)} list="profile-time-zones" aria-description={COPY.timeZoneHint} {...form.register('timeZone')} />
      </FormField>
      <datalist id="profile-time-zones">
        {zoneNames().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <label className="flex items-center gap-3 text-sm text-ink">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('leaderboardVisible')} />
        {COPY.leaderboardVisible}
      </label>
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? COPY.saving : COPY.saveZone}
      </Button>
    </Form>
  );
}

/** The profile's time zone and leaderboard-visibility fields (issue 18), through gamification's preferences call. */
export function ProfilePreferencesForm() {
  const { data } = useGamificationPreferences();
  return data ? <PreferencesForm initial={data} /> : null;
}
