import type { ModuleSummary } from '@common/contracts/learning';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { BRAND } from '@/content/brand';
import { CURRICULUM } from '@/content/curriculum';
import { LEARNING_COPY } from '@/content/learning-copy';
import { useModules } from '../api/list-modules';
import { LearnerOnly } from '../components/learner-only';
import { NextStepLink } from '../components/next-step-link';
import { ProgressBar } from '../components/progress-bar';

function ModuleCard({ module }: { module: ModuleSummary }) {
  const description = CURRICULUM.find((m) => m.id === module.number)?.description;
  const available = module.status === 'available';
  const headingId = `module-${module.id}-title`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col rounded-card border border-border bg-surface p-5 shadow-card">
      <p className="text-xs font-semibold text-primary-strong">
        {LEARNING_COPY.moduleLabel(module.number)} · {module.difficulty} · {LEARNING_COPY.hours(module.hours)}
      </p>
      <h2 id={headingId} className="mt-1 text-lg font-bold text-ink">
        {module.title}
      </h2>
      {description ? <p className="mt-2 text-sm text-ink-muted">{description}</p> : null}
      <p className="mt-3 text-sm font-semibold text-ink">
        {module.completed ? LEARNING_COPY.completed : available ? LEARNING_COPY.progress(module.progressPercent) : LEARNING_COPY.comingSoon}
      </p>
      {available ? <ProgressBar className="mt-2" percent={module.progressPercent} label={LEARNING_COPY.progressLabel(module.title)} /> : null}
      <div className="mt-4 flex flex-1 flex-wrap items-end gap-2">
        {available ? (
          <>
            <NextStepLink module={module} />
            <Link
              href={module.route}
              className={buttonClasses({ size: 'sm', variant: 'secondary' })}
              aria-label={`${LEARNING_COPY.viewModule}: ${module.title}`}
            >
              {LEARNING_COPY.viewModule}
            </Link>
          </>
        ) : (
          <Link
            href={module.route}
            className={buttonClasses({ size: 'sm', variant: 'secondary' })}
            aria-label={`${LEARNING_COPY.viewOverview}: ${module.title}`}
          >
            {LEARNING_COPY.viewOverview}
          </Link>
        )}
      </div>
    </li>
  );
}

function ModuleList() {
  const modules = useModules();
  if (modules.isPending) return <LoadingBlocks label={LEARNING_COPY.loading} count={4} className="grid gap-4 sm:grid-cols-2" blockClassName="h-56" />;
  if (modules.isError)
    return (
      <LoadError message={LEARNING_COPY.loadError} detail={modules.error.message} retryLabel={LEARNING_COPY.retry} onRetry={() => void modules.refetch()} />
    );
  const list = modules.data.modules;
  const current = list.find((m) => m.status === 'available' && !m.completed && m.progressPercent > 0);
  return (
    <>
      {current ? (
        <div className="mb-6 flex flex-col gap-3 rounded-card border border-primary/30 bg-primary-soft p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-semibold text-ink">{LEARNING_COPY.continue}</p>
            <p className="text-sm text-ink-muted">
              {current.title} · {LEARNING_COPY.progress(current.progressPercent)}
            </p>
          </div>
          <NextStepLink module={current} />
        </div>
      ) : null}
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((module) => (
          <ModuleCard key={module.id} module={module} />
        ))}
      </ol>
    </>
  );
}

/** /learning: every module with its status, the learner's progress and where to continue. */
export default function LearningPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <title>{`${LEARNING_COPY.title} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{LEARNING_COPY.title}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-ink-muted">{LEARNING_COPY.intro}</p>
      <LearnerOnly signedOutText={LEARNING_COPY.signedOut} signInLabel={LEARNING_COPY.signIn}>
        <ModuleList />
      </LearnerOnly>
    </section>
  );
}
