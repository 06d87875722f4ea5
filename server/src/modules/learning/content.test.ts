import { CURRICULUM_MODULE_LIST } from '@common/catalog/curriculum';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadLearningContent } from './content';
import { renderMatches } from './service';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-learning-content-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const QUIZ = 'questions:\n  - id: q1\n    prompt: Which?\n    options: [a, b]\n    answer: 1\n';
const lesson = (body: string, front = 'title: A lesson\nminutes: 10\nsummary: Short.') => `---\n${front}\n---\n${body}\n`;

async function publish(moduleId: string, files: Record<string, string>) {
  await mkdir(path.join(dir, moduleId), { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, moduleId, name), text);
}

describe('learning content files', () => {
  it('renders a script tag, inline HTML and javascript: links in a lesson as text, never as markup', async () => {
    await publish('skit-studio', {
      '01-hello.md': lesson('Hello <script>alert("x")</script> and <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))\n\n<iframe src="https://evil.example"></iframe>'),
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
    await publish('skit-studio', { '01-a.md': lesson('Body', 'title: A\nminutes: ten\nsummary: S'), 'quiz.yaml': QUIZ });
    expect(() => loadLearningContent(dir)).toThrow(/01-a\.md: minutes/);
    await rm(path.join(dir, 'skit-studio'), { recursive: true });
    await publish('skit-studio', { '01-a.md': lesson('Body') });
    expect(() => loadLearningContent(dir)).toThrow(/needs its quiz\.yaml/);
    await rm(path.join(dir, 'skit-studio'), { recursive: true });
    await publish('not-a-module', { '01-a.md': lesson('Body'), 'quiz.yaml': QUIZ });
    expect(() => loadLearningContent(dir)).toThrow(/not a module of the curriculum/);
  });

  it('loads the repository\'s module 1: six lessons, each with a server-checked practice task, and a quiz of at least 10 questions', () => {
    const module1 = loadLearningContent().get('creative-intelligence')!;
    expect(module1.lessons).toHaveLength(6);
    expect(module1.lessons.every((l) => l.task !== null && l.html.length > 2500)).toBe(true);
    expect(module1.quiz.length).toBeGreaterThanOrEqual(10);
  });

  it('never lets the landing call a module available that has no published lessons (ADR 019)', () => {
    const published = loadLearningContent();
    for (const module of CURRICULUM_MODULE_LIST) if (module.status === 'available') expect(published.has(module.id)).toBe(true);
  });

  it('checks a finished render against a task\'s every condition', () => {
    const render = { aspectRatio: '9:16', tone: 'curious', visualStyle: 'noir', scenes: [{ narration: 'Still brewing? ', durationSeconds: 2 }], originalStyle: 'cinematic' };
    expect(renderMatches({ event: 'render.completed', aspectRatio: '9:16', tone: 'curious', firstSceneIsQuestion: true, firstSceneMaxSeconds: 3, variantInOtherStyle: true }, render)).toBe(true);
    expect(renderMatches({ event: 'render.completed', tone: 'awed' }, render)).toBe(false);
    expect(renderMatches({ event: 'render.completed', minScenes: 3 }, render)).toBe(false);
    expect(renderMatches({ event: 'render.completed', variantInOtherStyle: true }, { ...render, originalStyle: 'noir' })).toBe(false);
    expect(renderMatches({ event: 'render.completed', firstSceneIsQuestion: true }, { ...render, scenes: [{ narration: 'A statement.', durationSeconds: 2 }] })).toBe(false);
  });
});
