import { navigationPathRequestSchema, type NavigationPath } from '@common/contracts/auth';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { NAVIGATION_COPY as COPY, PATH_EFFECTS } from '@/content/account-copy';
import { BRAND } from '@/content/brand';
import { useAuth, useUpdateNavigationPath } from '@/features/auth';
import { PathChoices } from '@/features/navigation-path';

function PathForm({ initial }: { initial: NavigationPath | null }) {
  const form = useZodForm(navigationPathRequestSchema, { defaultValues: { navigationPath: initial ?? undefined } });
  const choice = form.watch('navigationPath') ?? null;
  const save = useUpdateNavigationPath({
    onSuccess: () => toast({ title: COPY.savedTitle, description: COPY.savedText }),
    onError: (error) => toast({ variant: 'destructive', title: COPY.failedTitle, description: error.message }),
  });
  return (
    <Form form={form} onSubmit={(values) => save.mutateAsync(values.navigationPath)} className="grid gap-5">
      <PathChoices
        legend={COPY.heading}
        choice={choice}
        onChoose={(path) => form.setValue('navigationPath', path)}
        badge={(path) => (initial === path ? <span className="ml-2 text-sm font-normal text-primary-strong">({COPY.current})</span> : null)}
        note={(path) => (
          <>
            {' '}
            <span className="sr-only">{COPY.changes}:</span>
            {PATH_EFFECTS[path].join(' ')}
          </>
        )}
      />
      <Button type="submit" className="justify-self-start" disabled={!choice || save.isPending}>
        {save.isPending ? COPY.saving : COPY.save}
      </Button>
    </Form>
  );
}

/** /navigation: the path chooser as its own page; saving refreshes the session here and in other tabs. */
export default function NavigationPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-6">
      <title>{`${COPY.documentTitle} · ${BRAND.name}`}</title>
      <header className="grid gap-1">
        <h1 className="text-title font-bold text-ink">{COPY.heading}</h1>
        <p className="text-ink-muted">{COPY.intro}</p>
      </header>
      {user ? <PathForm initial={user.navigationPath} /> : <CenteredSpinner />}
    </div>
  );
}
