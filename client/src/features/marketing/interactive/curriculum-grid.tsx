import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { CURRICULUM, CURRICULUM_COPY } from '@/content/curriculum';
import { CURRICULUM_CTA } from '@/content/landing-copy';
import { MarketingSection } from '../components/marketing-section';

const totalHours = CURRICULUM.reduce((sum, module) => sum + module.hours, 0);

/** Seven modules; only module 1 can be started (its Start Learning goes to /cosmic-engine), the rest are coming soon. */
export default function CurriculumGrid() {
  return (
    <MarketingSection id="curriculum" heading={CURRICULUM_COPY.heading} intro={`${CURRICULUM_COPY.intro} ${CURRICULUM_COPY.totalLabel(totalHours)}.`}>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CURRICULUM.map((module) => (
          <li
            key={module.id}
            aria-label={`Module ${module.id}: ${module.title}`}
            className="flex flex-col rounded-card border border-border bg-surface p-5 shadow-card"
          >
            <p className="text-xs font-semibold text-primary-strong">
              Module {module.id} · {module.difficulty} · {CURRICULUM_COPY.hoursLabel(module.hours)}
            </p>
            <h3 className="mt-1 font-bold text-ink">{module.title}</h3>
            <p className="mt-2 flex-1 text-sm text-ink-muted">{module.description}</p>
            <div className="mt-4">
              {module.status === 'available' ? (
                <Link href={module.route} className={buttonClasses({ size: 'sm' })}>
                  {CURRICULUM_COPY.startLearning}
                </Link>
              ) : (
                <Button size="sm" variant="secondary" disabled>
                  {CURRICULUM_COPY.comingSoon}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/cosmic-engine" className={buttonClasses({ variant: 'secondary' })}>
          {CURRICULUM_CTA.exploreModule1}
        </Link>
        <Link href="/register" className={buttonClasses()}>
          {CURRICULUM_CTA.getStartedFree}
        </Link>
      </div>
    </MarketingSection>
  );
}
