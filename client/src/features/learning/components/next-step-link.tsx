import type { ModuleSummary } from '@common/contracts/learning';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { LEARNING_COPY } from '@/content/learning-copy';

/** Where "continue where you left off" leads, as a link. */
export function nextStepHref(module: Pick<ModuleSummary, 'route' | 'nextStep'>): string {
  const step = module.nextStep;
  if (!step) return module.route;
  if (step.kind === 'lesson' || step.kind === 'task') return `${module.route}?lesson=${encodeURIComponent(step.lessonId)}`;
  if (step.kind === 'quiz') return `${module.route}?view=quiz`;
  return '/certificates';
}

export function nextStepText(module: Pick<ModuleSummary, 'nextStep'>): string {
  const step = module.nextStep;
  if (!step) return LEARNING_COPY.viewModule;
  if (step.kind === 'lesson') return LEARNING_COPY.continueStep.lesson(step.title);
  if (step.kind === 'task') return LEARNING_COPY.continueStep.task(step.title);
  if (step.kind === 'quiz') return LEARNING_COPY.continueStep.quiz;
  return LEARNING_COPY.continueStep.certificate;
}

export function NextStepLink({ module, className }: { module: ModuleSummary; className?: string }) {
  return (
    <Link
      href={nextStepHref(module)}
      className={buttonClasses({ size: 'sm', className: `h-auto min-h-9 py-2 text-center whitespace-normal ${className ?? ''}` })}
    >
      {module.progressPercent === 0 ? LEARNING_COPY.start : nextStepText(module)}
    </Link>
  );
}
