import { CURRICULUM_MODULE_LIST } from '@common/catalog/curriculum';
import { Link, useLocation, useSearchParams } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { BRAND } from '@/content/brand';
import { CURRICULUM } from '@/content/curriculum';
import { LEARNING_COPY, MODULE_COPY } from '@/content/learning-copy';
import { useModule } from '../api/get-module';
import { LearnerOnly } from '../components/learner-only';
import { LessonView } from '../components/lesson-view';
import { ModuleOverview } from '../components/module-overview';
import { QuizView } from '../components/quiz-view';

function ModuleContent({ moduleId }: { moduleId: string }) {
  const module = useModule(moduleId);
  const [params] = useSearchParams();
  if (module.isPending) return <LoadingBlocks label={MODULE_COPY.loading} count={3} className="flex flex-col gap-3" blockClassName="h-28" />;
  if (module.isError)
    return <LoadError message={MODULE_COPY.loadError} detail={module.error.message} retryLabel={LEARNING_COPY.retry} onRetry={() => void module.refetch()} />;
  const detail = module.data;
  if (detail.status === 'coming-soon') {
    return (
      <div className="rounded-card border border-dashed border-border p-6">
        <h2 className="text-xl font-bold text-ink">{MODULE_COPY.comingSoonTitle}</h2>
        <p className="mt-2 text-ink-muted">{MODULE_COPY.comingSoonText}</p>
        <Link href="/cosmic-engine" className={buttonClasses({ size: 'sm', className: 'mt-4' })}>
          {MODULE_COPY.openModule1}
        </Link>
      </div>
    );
  }
  const lessonId = params.get('lesson');
  if (lessonId) return <LessonView moduleId={detail.id} moduleTitle={detail.title} route={detail.route} lessonId={lessonId} lessonCount={detail.lessonCount} />;
  if (params.get('view') === 'quiz') return <QuizView moduleId={detail.id} moduleTitle={detail.title} route={detail.route} />;
  return <ModuleOverview module={detail} />;
}

/**
 * Each module's studio route (`/cosmic-engine` is module 1): its overview (skills, hours,
 * difficulty) and, when published, its lessons (`?lesson=<id>`) and quiz (`?view=quiz`).
 */
export default function ModulePage() {
  const [location] = useLocation();
  const entry = CURRICULUM_MODULE_LIST.find((m) => m.route === location) ?? CURRICULUM_MODULE_LIST[0]!;
  const copy = CURRICULUM.find((m) => m.id === entry.number);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <title>{`${entry.title} · ${BRAND.name}`}</title>
      <Link href="/learning" className="text-sm font-semibold text-primary-strong underline-offset-2 hover:underline">
        ← {MODULE_COPY.back}
      </Link>
      <p className="mt-4 text-sm font-semibold text-primary-strong">
        {LEARNING_COPY.moduleLabel(entry.number)} · {MODULE_COPY.overview(entry.hours, entry.difficulty)}
      </p>
      <h1 className="mt-1 text-headline font-bold text-ink">{entry.title}</h1>
      {copy ? (
        <>
          <p className="mt-2 text-ink-muted">{copy.description}</p>
          <h2 className="mt-4 text-sm font-semibold text-ink">{MODULE_COPY.skills}</h2>
          <ul className="mt-1 flex flex-wrap gap-2">
            {copy.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-strong">
                {skill}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-8">
        <LearnerOnly signedOutText={LEARNING_COPY.signedOut} signInLabel={LEARNING_COPY.signIn}>
          <ModuleContent moduleId={entry.id} />
        </LearnerOnly>
      </div>
    </section>
  );
}
