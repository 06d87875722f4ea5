import { CURRICULUM_MODULE_IDS, CURRICULUM_MODULE_LIST, CURRICULUM_MODULES, CURRICULUM_TOTAL_HOURS } from '@common/catalog/curriculum';
import { READING_WORDS_PER_MINUTE } from '@common/contracts/learning';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { countWords, loadLearningContent, moduleEffort } from './content';
import { engineResultMatches } from './practice';
import { renderMatches } from './service';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-learning-content-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const QUIZ = `questions:\n${Array.from({ length: 20 }, (_, i) => `  - id: q${i}\n    prompt: Which?\n    options: [a, b]\n    answer: 1\n    explanation: Because b is right.\n`).join('')}`;
const lesson = (body: string, front = 'title: A lesson\nsummary: Short.') => `---\n${front}\n---\n${body}\n`;

async function publish(moduleId: string, files: Record<string, string>) {
  await mkdir(path.join(dir, moduleId), { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, moduleId, name), text);
}

describe('learning content files', () => {
  it('renders a script tag, inline HTML and javascript: links in a lesson as text, never as markup', async () => {
    await publish('skit-studio', {
      '01-hello.md': lesson(
        'Hello <script>alert("x")</script> and <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))\n\n<iframe src="https://evil.example"></iframe>',
      ),
      'quiz.yaml': QUIZ,
    });
    const html = loadLearningContent(dir).get('skit-studio')!.lessons[0]!.html;
    expect(html).toContain('<p>Hello &lt;script&gt;alert(');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;iframe');
    expect(html).not.toMatch(/<script|<img|<iframe|href="javascript/i);
  });

  it('publishes a module by its lesson files alone: an empty folder stays coming soon', async () => {
    await publish('skit-studio', { '01-first-skit.md': lesson('Body'), 'quiz.yaml': QUIZ });
    await mkdir(path.join(dir, 'temporal-engine'));
    const content = loadLearningContent(dir);
    expect([...content.keys()]).toEqual(['skit-studio']);
    expect(content.get('skit-studio')!.lessons.map((l) => [l.number, l.id])).toEqual([[1, 'first-skit']]);
  });

  it('stops the start on a broken file, naming it', async () => {
    // a lesson states no reading time (it is counted from its words, ADR 045)
    await publish('skit-studio', { '01-a.md': lesson('Body', 'title: A\nminutes: 10\nsummary: S'), 'quiz.yaml': QUIZ });
    expect(() => loadLearningContent(dir)).toThrow(/01-a\.md: .*minutes/);
    await rm(path.join(dir, 'skit-studio'), { recursive: true });
    await publish('skit-studio', { '01-a.md': lesson('Body'), 'quiz.yaml': QUIZ.split('  - id: q5')[0]! });
    expect(() => loadLearningContent(dir)).toThrow(/at least 20 questions/);
    await rm(path.join(dir, 'skit-studio'), { recursive: true });
    await publish('skit-studio', { '01-a.md': lesson('Body') });
    expect(() => loadLearningContent(dir)).toThrow(/needs its quiz\.yaml/);
    await rm(path.join(dir, 'skit-studio'), { recursive: true });
    await publish('not-a-module', { '01-a.md': lesson('Body'), 'quiz.yaml': QUIZ });
    expect(() => loadLearningContent(dir)).toThrow(/not a module of the curriculum/);
  });

  it('loads all seven modules: 6–8 lessons of 400+ words with worked examples, a practice task per lesson or two, and a bank of 20+ explained questions', () => {
    const published = loadLearningContent();
    expect([...published.keys()].sort()).toEqual([...CURRICULUM_MODULE_IDS].sort());
    for (const module of published.values()) {
      expect(module.lessons.length).toBeGreaterThanOrEqual(6);
      expect(module.lessons.length).toBeLessThanOrEqual(8);
      for (const lesson of module.lessons) {
        expect(lesson.words, `${module.id}/${lesson.id}`).toBeGreaterThanOrEqual(400);
        expect(lesson.html, `${module.id}/${lesson.id}`).toMatch(/Worked example/);
      }
      expect(module.lessons.filter((l) => l.task).length * 2).toBeGreaterThanOrEqual(module.lessons.length);
      expect(module.quiz.length).toBeGreaterThanOrEqual(20);
      expect(module.quiz.every((q) => q.explanation.length >= 10)).toBe(true);
    }
  });

  it("counts each module's hours from its content, and the catalogue (landing, plans, module page, certificate) says the same (ADR 045)", () => {
    const published = loadLearningContent();
    let total = 0;
    for (const entry of CURRICULUM_MODULE_LIST) {
      const module = published.get(entry.id)!;
      const reading = module.lessons.reduce((sum, l) => sum + Math.ceil(countWords(l.html.replace(/<[^>]+>/g, ' ')) / READING_WORDS_PER_MINUTE), 0);
      const practice = module.lessons.reduce((sum, l) => sum + (l.task?.minutes ?? 0), 0);
      expect(Math.abs(reading - moduleEffort(module).readingMinutes), entry.id).toBeLessThanOrEqual(module.lessons.length);
      expect(moduleEffort(module)).toEqual({
        readingMinutes: moduleEffort(module).readingMinutes,
        practiceMinutes: practice,
        hours: Math.max(1, Math.round((moduleEffort(module).readingMinutes + practice) / 60)),
      });
      expect(CURRICULUM_MODULES[entry.id].hours, `${entry.id}: the catalogue's hours follow the content`).toBe(moduleEffort(module).hours);
      total += moduleEffort(module).hours;
    }
    expect(CURRICULUM_TOTAL_HOURS).toBe(total);
  });

  it('never lets the landing call a module available that has no published lessons (ADR 019)', () => {
    const published = loadLearningContent();
    for (const module of CURRICULUM_MODULE_LIST) if (module.status === 'available') expect(published.has(module.id)).toBe(true);
  });

  it('checks a saved engine result against a task: the engine and the length of its main list', () => {
    const skit = { tool: 'skit', output: { title: 'T', cast: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], lines: [] } };
    expect(engineResultMatches({ event: 'engine.saved', tool: 'skit', minItems: 3 }, skit)).toBe(true);
    expect(engineResultMatches({ event: 'engine.saved', tool: 'skit', minItems: 4 }, skit)).toBe(false);
    expect(engineResultMatches({ event: 'engine.saved', tool: 'series' }, skit)).toBe(false);
    expect(engineResultMatches({ event: 'engine.saved', tool: 'council', minItems: 5 }, { tool: 'council', output: { reviews: [1, 2, 3, 4, 5] } })).toBe(true);
    expect(engineResultMatches({ event: 'engine.saved', tool: 'council' }, { tool: 'council', output: { reviews: 'five' } })).toBe(false);
  });

  it("checks a finished render against a task's every condition", () => {
    const render = {
      aspectRatio: '9:16',
      tone: 'curious',
      visualStyle: 'noir',
      scenes: [{ narration: 'Still brewing? ', durationSeconds: 2 }],
      originalStyle: 'cinematic',
    };
    expect(
      renderMatches(
        { event: 'render.completed', aspectRatio: '9:16', tone: 'curious', firstSceneIsQuestion: true, firstSceneMaxSeconds: 3, variantInOtherStyle: true },
        render,
      ),
    ).toBe(true);
    expect(renderMatches({ event: 'render.completed', tone: 'awed' }, render)).toBe(false);
    expect(renderMatches({ event: 'render.completed', minScenes: 3 }, render)).toBe(false);
    expect(renderMatches({ event: 'render.completed', variantInOtherStyle: true }, { ...render, originalStyle: 'noir' })).toBe(false);
    expect(
      renderMatches({ event: 'render.completed', firstSceneIsQuestion: true }, { ...render, scenes: [{ narration: 'A statement.', durationSeconds: 2 }] }),
    ).toBe(false);
  });
});
