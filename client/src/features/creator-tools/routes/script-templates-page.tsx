import { SCRIPT_FRAMEWORKS, scenesFromFramework, type ScriptFramework } from '@common/catalog/script-frameworks';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { CREATOR_TOOLS_COPY, TEMPLATES_COPY as COPY } from '@/content/creator-tools-copy';
import { sendToVideoMaker } from '@/features/studio';
import { ToolHeader } from '../components/tool-header';

/** The video maker's longest video: every beat gets time enough to be read. */
const FRAMEWORK_SECONDS = 15;

function FrameworkCard({ framework, onUse, busy }: { framework: ScriptFramework; onUse(): void; busy: boolean }) {
  const example = scenesFromFramework(framework, framework.example.product, framework.example.benefit, FRAMEWORK_SECONDS);
  const headingId = `framework-${framework.id}`;
  return (
    <li className="grid content-start gap-3 rounded-card border border-border bg-surface p-5 shadow-xs" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {framework.name}
      </h2>
      <p className="text-sm text-ink-muted">{framework.summary}</p>
      <h3 className="text-sm font-semibold text-ink">{COPY.structure}</h3>
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-ink">
        {framework.beats.map((beat) => (
          <li key={beat.beat}>
            <span className="font-semibold">{beat.beat}</span>: {beat.purpose}
          </li>
        ))}
      </ol>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-primary-strong">{COPY.example(framework.example.product)}</summary>
        <ol className="mt-2 grid gap-2">
          {example.map((scene) => (
            <li key={scene.id} className="rounded-control bg-surface-muted p-2">
              <p className="text-ink">“{scene.narration}”</p>
              <p className="text-xs text-ink-muted">
                {scene.visual} · {scene.durationSeconds}s
              </p>
            </li>
          ))}
        </ol>
      </details>
      <div>
        <Button size="sm" onClick={onUse} disabled={busy}>
          {COPY.use(framework.name)}
        </Button>
      </div>
    </li>
  );
}

/** /script-templates: ten frameworks with structure and a worked example; "use" fills the video maker's scenes. */
export default function ScriptTemplatesPage() {
  const [product, setProduct] = useState('');
  const [benefit, setBenefit] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();

  const use = async (framework: ScriptFramework) => {
    if (product.trim().length < 2 || benefit.trim().length < 2) {
      setError(COPY.needProduct);
      document.getElementById('template-product')?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const scenes = scenesFromFramework(framework, product, benefit, FRAMEWORK_SECONDS);
      await sendToVideoMaker({ description: `${product.trim()}: ${benefit.trim()}`.slice(0, 500), durationSeconds: FRAMEWORK_SECONDS, scenes });
      navigate('/video-maker');
    } catch (failure) {
      setBusy(false);
      toast({ variant: 'destructive', title: CREATOR_TOOLS_COPY.sendFailed, description: (failure as Error).message });
    }
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <ToolHeader title={COPY.title} intro={COPY.intro} />
      <div className="grid gap-4 rounded-panel border border-border bg-surface p-5 shadow-card sm:grid-cols-2 sm:p-6">
        <FormField id="template-product" label={COPY.productLabel} error={error}>
          <Input
            {...fieldErrorProps('template-product', error)}
            maxLength={60}
            placeholder={COPY.productPlaceholder}
            value={product}
            onChange={(event) => setProduct(event.target.value)}
          />
        </FormField>
        <FormField id="template-benefit" label={COPY.benefitLabel}>
          <Input
            id="template-benefit"
            maxLength={120}
            placeholder={COPY.benefitPlaceholder}
            value={benefit}
            onChange={(event) => setBenefit(event.target.value)}
          />
        </FormField>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {SCRIPT_FRAMEWORKS.map((framework) => (
          <FrameworkCard key={framework.id} framework={framework} busy={busy} onUse={() => void use(framework)} />
        ))}
      </ul>
    </div>
  );
}
