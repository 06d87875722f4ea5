import { seriesToIcs } from '@common/ics';
import type { GeneratorId, GeneratorOutput } from '@common/contracts/creator-tools';
import type { DraftInput } from '@common/contracts/studio';
import type { ReactNode } from 'react';
import { ENGINE_COPY } from '@/content/creator-tools-copy';
import { randomUuid } from '@/lib/random-uuid';

export type EngineField = { name: string; label: string; kind: 'textarea' | 'text' | 'number' | 'date'; min?: number; max?: number; initial: string | number };

type EngineOf<G extends GeneratorId> = {
  tool: G;
  heading: string;
  intro: string;
  submit: string;
  fields: EngineField[];
  title(output: GeneratorOutput<G>): string;
  toText(output: GeneratorOutput<G>): string;
  toDraft(output: GeneratorOutput<G>, input: Record<string, unknown>): Partial<DraftInput>;
  render(output: GeneratorOutput<G>): ReactNode;
  /** An extra download (the Temporal Engine's calendar). */
  download?: { label: string; fileName: string; type: string; content(output: GeneratorOutput<G>): string };
};
export type Engine = { [G in GeneratorId]: EngineOf<G> }[GeneratorId];

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Scenes for the video maker from a list of lines, at most 8, over 15 seconds. */
function scenes(items: { narration: string; visual: string }[]): Partial<DraftInput> {
  const list = items.slice(0, 5);
  const base = Math.floor(15 / list.length);
  return {
    durationSeconds: 15,
    scenes: list.map((item, i) => ({
      id: `scene-${i + 1}`,
      narration: clip(item.narration, 200),
      visual: clip(item.visual, 300),
      durationSeconds: base + (i < 15 % list.length ? 1 : 0),
    })),
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The module engines, by the module's route. */
export const ENGINES: Record<string, Engine> = {
  '/cosmic-entertainment': {
    tool: 'story',
    heading: 'Story engine',
    intro: 'Turn a premise into a story-driven short: beats and scenes, with your product at the turn.',
    submit: 'Plan the story',
    fields: [
      { name: 'premise', label: 'Premise', kind: 'textarea', initial: '' },
      { name: 'product', label: 'Product or message', kind: 'text', initial: '' },
    ],
    title: (o) => o.title,
    toText: (o) => [o.title, ...o.beats.map((b) => `${b.beat}: ${b.scene} [${b.visual}]`)].join('\n'),
    toDraft: (o, input) => ({
      description: clip(`${o.title}. ${String(input.premise)}`, 500),
      ...scenes(o.beats.map((b) => ({ narration: b.scene, visual: b.visual }))),
    }),
    render: (o) => (
      <>
        <h3 className="text-lg font-bold text-ink">{o.title}</h3>
        <ol className="grid gap-2">
          {o.beats.map((b) => (
            <li key={b.beat} className="rounded-control bg-surface-muted p-3">
              <p className="text-xs font-semibold tracking-wide text-primary-strong uppercase">{b.beat}</p>
              <p className="text-ink">{b.scene}</p>
              <p className="text-sm text-ink-muted">{b.visual}</p>
            </li>
          ))}
        </ol>
      </>
    ),
  },
  '/skit-studio': {
    tool: 'skit',
    heading: 'Skit engine',
    intro: 'A multi-character comedy skit from your premise: the cast, their lines and the stage directions.',
    submit: 'Write the skit',
    fields: [
      { name: 'premise', label: 'Premise', kind: 'textarea', initial: '' },
      { name: 'characters', label: 'Characters (2 to 4)', kind: 'number', min: 2, max: 4, initial: 3 },
    ],
    title: (o) => o.title,
    toText: (o) =>
      [o.title, '', ...o.cast.map((c) => `${c.name}: ${c.role}`), '', ...o.lines.map((l) => `${l.speaker}: ${l.line} (${l.direction})`)].join('\n'),
    toDraft: (o) => ({ description: clip(o.title, 500), ...scenes(o.lines.map((l) => ({ narration: `${l.speaker}: ${l.line}`, visual: l.direction }))) }),
    render: (o) => (
      <>
        <h3 className="text-lg font-bold text-ink">{o.title}</h3>
        <h4 className="text-sm font-semibold text-ink">Cast</h4>
        <ul className="grid gap-1 text-sm">
          {o.cast.map((c) => (
            <li key={c.name}>
              <span className="font-semibold">{c.name}</span>: {c.role}
            </li>
          ))}
        </ul>
        <h4 className="text-sm font-semibold text-ink">Lines</h4>
        <ol className="grid gap-2">
          {o.lines.map((l, i) => (
            <li key={i} className="text-ink">
              <span className="font-semibold">{l.speaker}:</span> {l.line} <em className="text-sm text-ink-muted">({l.direction})</em>
            </li>
          ))}
        </ol>
      </>
    ),
  },
  '/temporal-engine': {
    tool: 'series',
    heading: 'Series and calendar engine',
    intro: 'Plan a series of episodes over the coming weeks and add the calendar to your own.',
    submit: 'Plan the series',
    fields: [
      { name: 'theme', label: 'Series theme', kind: 'textarea', initial: '' },
      { name: 'episodes', label: 'Episodes (2 to 12)', kind: 'number', min: 2, max: 12, initial: 6 },
      { name: 'perWeek', label: 'Episodes per week (1 to 3)', kind: 'number', min: 1, max: 3, initial: 2 },
      { name: 'startDate', label: 'First day', kind: 'date', initial: today() },
    ],
    title: (o) => o.title,
    toText: (o) => [o.title, ...o.episodes.map((e) => `${e.date} · Episode ${e.number}: ${e.title}. ${e.hook}`)].join('\n'),
    toDraft: (o) => ({ description: clip(`${o.title}. Episode 1: ${o.episodes[0]!.title}. ${o.episodes[0]!.hook}`, 500) }),
    render: (o) => (
      <>
        <h3 className="text-lg font-bold text-ink">{o.title}</h3>
        <ol className="grid gap-2">
          {o.episodes.map((e) => (
            <li key={e.number} className="rounded-control bg-surface-muted p-3">
              <p className="text-xs font-semibold text-primary-strong">
                <time dateTime={e.date}>{e.date}</time> · Episode {e.number}
              </p>
              <p className="font-semibold text-ink">{e.title}</p>
              <p className="text-sm text-ink-muted">{e.hook}</p>
            </li>
          ))}
        </ol>
      </>
    ),
    download: {
      label: ENGINE_COPY.download,
      fileName: 'series.ics',
      type: 'text/calendar',
      content: (o) => seriesToIcs(o, { stamp: new Date(), uidSeed: randomUuid() }),
    },
  },
  '/omni-topical': {
    tool: 'topics',
    heading: 'Topic angles engine',
    intro: 'Trend and topic angles for your niche, each with why it works and an opening line.',
    submit: 'Find angles',
    fields: [{ name: 'niche', label: 'Your niche', kind: 'textarea', initial: '' }],
    title: (o) => o.angles[0]!.angle,
    toText: (o) => o.angles.map((a) => `${a.angle}\nWhy: ${a.why}\nHook: ${a.hook}`).join('\n\n'),
    toDraft: (o) => ({ description: clip(`${o.angles[0]!.angle}. ${o.angles[0]!.hook}`, 500) }),
    render: (o) => (
      <ol className="grid gap-2">
        {o.angles.map((a) => (
          <li key={a.angle} className="rounded-control bg-surface-muted p-3">
            <p className="font-semibold text-ink">{a.angle}</p>
            <p className="text-sm text-ink-muted">Why it works: {a.why}</p>
            <p className="text-sm text-ink">Hook: {a.hook}</p>
          </li>
        ))}
      </ol>
    ),
  },
  '/neuro-motivation': {
    tool: 'persuasion',
    heading: 'Persuasion rewrite engine',
    intro: 'Rewrite your script with named persuasion principles; every change is explained.',
    submit: 'Rewrite my script',
    fields: [{ name: 'script', label: 'Your script', kind: 'textarea', initial: '' }],
    title: (o) => `Rewrite: ${o.changes.map((c) => c.principle).join(', ')}`,
    toText: (o) => [o.rewrite, '', ...o.changes.map((c) => `${c.principle}: ${c.change}. ${c.why}`)].join('\n'),
    toDraft: (o) => ({ description: clip(o.rewrite, 500) }),
    render: (o) => (
      <>
        <p className="rounded-control bg-surface-muted p-3 text-ink">{o.rewrite}</p>
        <h3 className="text-sm font-semibold text-ink">What changed and why</h3>
        <ul className="grid gap-2">
          {o.changes.map((c) => (
            <li key={c.principle}>
              <p className="font-semibold text-ink">{c.principle}</p>
              <p className="text-sm text-ink">{c.change}</p>
              <p className="text-sm text-ink-muted">{c.why}</p>
            </li>
          ))}
        </ul>
      </>
    ),
  },
  '/creative-council': {
    tool: 'council',
    heading: 'Creative council',
    intro: 'A panel of AI personas critiques your concept: a score and one improvement each.',
    submit: 'Ask the council',
    fields: [
      { name: 'concept', label: 'Your concept', kind: 'textarea', initial: '' },
      { name: 'personas', label: 'Personas (3 to 5)', kind: 'number', min: 3, max: 5, initial: 4 },
    ],
    title: (o) => `Council: ${o.reviews.length} reviews`,
    toText: (o) => o.reviews.map((r) => `${r.persona} (${r.score}/10, ${r.lens}): ${r.critique} Improvement: ${r.improvement}`).join('\n\n'),
    toDraft: (o, input) => ({ description: clip(`${String(input.concept)} ${o.reviews.map((r) => r.improvement).join(' ')}`, 500) }),
    render: (o) => (
      <ul className="grid gap-2">
        {o.reviews.map((r) => (
          <li key={r.persona} className="rounded-control bg-surface-muted p-3">
            <p className="font-semibold text-ink">
              {r.persona} · <span aria-label={`score ${r.score} out of 10`}>{r.score}/10</span>
            </p>
            <p className="text-xs text-ink-muted">{r.lens}</p>
            <p className="text-sm text-ink">{r.critique}</p>
            <p className="text-sm text-ink">
              <span className="font-semibold">Improvement:</span> {r.improvement}
            </p>
          </li>
        ))}
      </ul>
    ),
  },
};
