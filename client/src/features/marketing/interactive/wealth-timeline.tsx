import { MILESTONES, TIMELINE_COPY } from '@/content/interactive-sections';
import { MarketingSection } from '../components/marketing-section';

/** Four milestones: a horizontal timeline on desktop, a vertical one on mobile. */
export default function WealthTimeline() {
  return (
    <MarketingSection id="wealth-timeline" heading={TIMELINE_COPY.heading} intro={TIMELINE_COPY.total}>
      <ol className="relative grid gap-6 border-l-2 border-primary/30 pl-6 md:grid-cols-4 md:border-t-2 md:border-l-0 md:pt-8 md:pl-0">
        {MILESTONES.map((milestone) => (
          <li key={milestone.months} className="relative">
            <span aria-hidden="true" className="absolute top-1 -left-[33px] size-4 rounded-full bg-primary md:-top-[41px] md:left-0" />
            <p className="text-sm font-semibold text-primary-strong">{milestone.months}</p>
            <h3 className="mt-1 text-lg font-bold text-ink">{milestone.title}</h3>
            <p className="text-sm font-semibold text-success">{milestone.revenue}</p>
            <ul className="mt-2 grid gap-1 text-sm text-ink-muted">
              {milestone.tasks.map((task) => (
                <li key={task}>{task}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}
