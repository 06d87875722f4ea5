import { CAPACITY_COPY, REVENUE_ROADMAP, REVENUE_ROADMAP_HEADING, WORKFLOW_INFOGRAPHIC } from '@/content/landing-copy';
import { MarketingSection } from '../components/marketing-section';
import { formatDollars } from '../lib/format';
import { ComparisonTable } from '../sections/comparison-table';

function WorkflowInfographic() {
  const [need, creates, revenue] = WORKFLOW_INFOGRAPHIC.steps;
  const nodes = [
    { x: 70, label: need, fill: '#ede9fe', text: '#5b21b6' },
    { x: 250, label: creates, fill: '#7c3aed', text: '#ffffff' },
    { x: 430, label: revenue, fill: '#dcfce7', text: '#15803d' },
  ];
  return (
    <svg viewBox="0 0 500 120" width="500" height="120" role="img" aria-label={WORKFLOW_INFOGRAPHIC.title} className="mx-auto h-auto w-full max-w-2xl">
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
          <path d="M0 0 10 5 0 10z" fill="#7c3aed" />
        </marker>
      </defs>
      <line x1="135" y1="60" x2="180" y2="60" stroke="#7c3aed" strokeWidth="3" markerEnd="url(#arrow)" />
      <line x1="315" y1="60" x2="360" y2="60" stroke="#7c3aed" strokeWidth="3" markerEnd="url(#arrow)" />
      {nodes.map((node) => (
        <g key={node.label}>
          <rect x={node.x - 65} y="30" width="130" height="60" rx="14" fill={node.fill} />
          <text x={node.x} y="66" textAnchor="middle" fill={node.text} fontSize="16" fontWeight="700">
            {node.label}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** The six-month revenue roadmap, the manual-versus-AI capacity table and the SVG workflow infographic. */
export default function GrowthPlan() {
  return (
    <MarketingSection id="revenue-roadmap" heading={REVENUE_ROADMAP_HEADING}>
      <div className="grid gap-10">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {REVENUE_ROADMAP.map((step) => (
            <li key={step.day} className="rounded-card border border-border bg-surface p-5 shadow-card">
              <p className="text-sm font-semibold text-primary-strong">
                Day {step.day} · {step.action}
              </p>
              {/* a sample creator's earnings, not a plan figure (the plan line below is) */}
              <p className="mt-1 text-2xl font-extrabold text-ink" data-plan-figures="none">
                {formatDollars(step.revenue)}/mo
              </p>
              <p className="text-sm text-ink-muted">
                {step.clients} clients · {step.plan}
              </p>
              <p className="mt-2 text-sm text-ink">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="grid gap-4">
          <h3 className="text-title font-bold text-ink">{CAPACITY_COPY.heading}</h3>
          <ComparisonTable caption={CAPACITY_COPY.heading} columns={CAPACITY_COPY.columns} rows={CAPACITY_COPY.rows} />
        </div>
        <div className="grid gap-4">
          <h3 className="text-title font-bold text-ink">{WORKFLOW_INFOGRAPHIC.heading}</h3>
          <WorkflowInfographic />
        </div>
      </div>
    </MarketingSection>
  );
}
