import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { AI_WORKFLOW, MANUAL_WORKFLOW, WORKFLOW_RACE_COPY, type WorkflowStep } from '@/content/interactive-sections';
import { cn } from '@/lib/cn';
import { MarketingSection } from '../components/marketing-section';

export type RaceStatus = 'idle' | 'running' | 'ai-complete' | 'manual-complete';

/** Start times of each step and the finish, e.g. [0, 300, 600] and 1000 for the AI lane. */
export function laneSchedule(steps: readonly WorkflowStep[]) {
  const starts: number[] = [];
  let total = 0;
  for (const step of steps) {
    starts.push(total);
    total += step.ms;
  }
  return { starts, finish: total };
}

/** How many steps of a lane are done; counted from timers so both lanes run on the same clock. */
function useLane(steps: readonly WorkflowStep[], running: boolean) {
  const [done, setDone] = useState(0);
  useEffect(() => {
    if (!running) return;
    const { starts, finish } = laneSchedule(steps);
    const ends = [...starts.slice(1), finish];
    const ids = ends.map((end, index) => window.setTimeout(() => setDone(index + 1), end));
    return () => ids.forEach((id) => window.clearTimeout(id));
  }, [steps, running]);
  return [done, setDone] as const;
}

function Lane({ title, steps, done, id }: { title: string; steps: readonly WorkflowStep[]; done: number; id: string }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-bold text-ink">
        {title} <span className="text-sm font-normal text-ink-muted" data-testid={`${id}-progress`}>{`${done}/${steps.length}`}</span>
      </h3>
      <ol className="flex flex-wrap gap-2">
        {steps.map((step, index) => (
          <li
            key={step.label}
            className={cn(
              'rounded-control border px-3 py-1 text-sm',
              index < done ? 'border-success bg-success-soft text-success' : 'border-border bg-surface text-ink-muted',
            )}
          >
            {step.label}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** idle → running → ai-complete (the AI lane is done) → manual-complete (both done); Reset & Replay returns to idle. */
export default function WorkflowRace() {
  const [running, setRunning] = useState(false);
  const [manualDone, setManualDone] = useLane(MANUAL_WORKFLOW, running);
  const [aiDone, setAiDone] = useLane(AI_WORKFLOW, running);
  const status: RaceStatus = !running
    ? 'idle'
    : manualDone === MANUAL_WORKFLOW.length
      ? 'manual-complete'
      : aiDone === AI_WORKFLOW.length
        ? 'ai-complete'
        : 'running';
  const reset = () => {
    setRunning(false);
    setManualDone(0);
    setAiDone(0);
  };
  return (
    <MarketingSection id="workflow-race" heading={WORKFLOW_RACE_COPY.heading}>
      <div className="grid gap-6 rounded-panel border border-border bg-surface p-6 shadow-card" data-status={status} data-testid="workflow-race">
        <Lane title={WORKFLOW_RACE_COPY.manual} steps={MANUAL_WORKFLOW} done={manualDone} id="manual" />
        <Lane title={WORKFLOW_RACE_COPY.ai} steps={AI_WORKFLOW} done={aiDone} id="ai" />
        <p role="status" className="min-h-6 font-semibold text-primary-strong">
          {status === 'ai-complete' ? WORKFLOW_RACE_COPY.aiComplete : status === 'manual-complete' ? WORKFLOW_RACE_COPY.manualComplete : ''}
        </p>
        <div>
          {status === 'idle' ? (
            <Button onClick={() => setRunning(true)}>{WORKFLOW_RACE_COPY.launch}</Button>
          ) : (
            <Button variant="secondary" onClick={reset}>
              {WORKFLOW_RACE_COPY.replay}
            </Button>
          )}
        </div>
      </div>
    </MarketingSection>
  );
}
