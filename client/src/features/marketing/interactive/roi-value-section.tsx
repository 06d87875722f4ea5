import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { COST_COMPARISON, ROI_VALUE_COPY } from '@/content/landing-copy';
import { MarketingSection } from '../components/marketing-section';
import { ComparisonTable } from '../sections/comparison-table';
import { RoiCalculator } from '../sections/roi-calculator';
import { StatGrid } from '../sections/stat-grid';

/** ROI value: four stat cards, the calculator with three scenarios, a cost table, Simple Math and Start Free Trial (/auth). */
export default function RoiValueSection() {
  return (
    <MarketingSection id="roi-value" heading={ROI_VALUE_COPY.heading}>
      <div className="grid gap-8">
        <StatGrid stats={ROI_VALUE_COPY.stats} />
        <RoiCalculator />
        <ComparisonTable caption={COST_COMPARISON.heading} columns={COST_COMPARISON.columns} rows={COST_COMPARISON.rows} />
        <div className="flex flex-col items-start gap-4 rounded-panel border border-primary/30 bg-primary-soft p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="text-title font-bold text-primary-strong">{ROI_VALUE_COPY.simpleMathTitle}</h3>
            <p className="mt-1 text-ink">{ROI_VALUE_COPY.simpleMath}</p>
          </div>
          <Link href="/auth" className={buttonClasses({ size: 'lg' })}>
            {ROI_VALUE_COPY.startTrial}
          </Link>
        </div>
      </div>
    </MarketingSection>
  );
}
