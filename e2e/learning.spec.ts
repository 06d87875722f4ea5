import { readdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { CERTIFIED_CREATOR_PROGRAM, CURRICULUM_MODULES, CURRICULUM_MODULE_LIST } from '../common/catalog/curriculum';
import { QUIZ_QUESTIONS_PER_ATTEMPT } from '../common/contracts/learning';
import { parse as parseYaml } from 'yaml';
import { apiPost, signUpThroughApi } from './accounts';
import { horizontalOverflow, severeAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { keepScenes } from './scenes';

// What the walk needs to know of each module is read from the module's own files: the lessons'
// titles and practice tasks, and the quizzes' right answers (the browser never receives them).
const contentFile = (moduleId: string, file = '') => new URL(`../content/learning/${moduleId}/${file}`, import.meta.url);
const quizOf = (moduleId: string) =>
  parseYaml(readFileSync(contentFile(moduleId, 'quiz.yaml'), 'utf8')) as { questions: { prompt: string; options: string[]; answer: number }[] };
type Lesson = { id: string; title: string; task?: { id: string; check: { event: string } } };
const lessonsOf = (moduleId: string): Lesson[] =>
  readdirSync(contentFile(moduleId))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => ({
      id: f.replace(/^\d\d-|\.md$/g, ''),
      ...(parseYaml(readFileSync(contentFile(moduleId, f), 'utf8').split(/^---$/m)[1]!) as Omit<Lesson, 'id'>),
    }));
/** Each module's right answers, by prompt (a prompt is looked up in its own module's bank). */
const rightOptions = (moduleId: string) => new Map(quizOf(moduleId).questions.map((q) => [q.prompt, q.options[q.answer]!] as const));

/** The reading gate's test-only time source (LEARNING_TEST_CLOCK): as if the learner had opened their lessons an hour ago. */
const rewindReadingClock = (context: BrowserContext) => apiPost(context, context.request, '/api/test/learning/rewind', { minutes: 60 });

async function answerQuiz(page: Page, pick: (prompt: string, options: string[]) => string) {
  const questions = page.getByTestId('quiz-question');
  // a retry replaces the graded (disabled) attempt: wait until only the new one's questions are there
  await expect(page.locator('[data-testid="quiz-question"][disabled]')).toHaveCount(0);
  await expect(questions).toHaveCount(QUIZ_QUESTIONS_PER_ATTEMPT);
  // the prompts and options read in one go; then each pick checked as a learner would
  const asked = await questions.evaluateAll((fieldsets) =>
    fieldsets.map((f) => ({ prompt: f.querySelector('p')?.textContent ?? '', options: [...f.querySelectorAll('label')].map((l) => l.textContent ?? '') })),
  );
  for (const [i, { prompt, options }] of asked.entries()) await questions.nth(i).getByLabel(pick(prompt, options), { exact: true }).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

/** Presses Tab until the named control has focus, then Enter: the keyboard alone. */
async function tabTo(page: Page, name: string | RegExp) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (typeof name === 'string' ? focused.trim() === name : name.test(focused)) return page.keyboard.press('Enter');
  }
  throw new Error(`No focusable control named ${String(name)}`);
}

const taskState = (page: Page) => page.getByTestId('task-state');

/** The lesson page, reloaded until the server has confirmed its practice task (the render's event is handled by a worker). */
async function expectTaskDone(page: Page, lessonId: string, route = '/cosmic-engine') {
  await expect(async () => {
    await page.goto(`${route}?lesson=${lessonId}`);
    // a cold lesson page takes seconds to load on a busy machine: 1 s never saw it
    await expect(taskState(page)).toContainText('Done', { timeout: 10_000 });
  }).toPass({ timeout: 120_000, intervals: [1_000, 2_000] });
}

/** Reads a module's lessons in order through the lesson pages' own "next" buttons (the gate's clock rewound for each). */
async function readLessons(page: Page, context: BrowserContext, route: string, lessons: Lesson[]) {
  await page.goto(`${route}?lesson=${lessons[0]!.id}`);
  for (const [i, lesson] of lessons.entries()) {
    // the heading is there once the lesson's page has loaded, which is when the server notes it opened
    await expect(page.getByRole('heading', { level: 2, name: lesson.title, exact: true })).toBeVisible();
    await rewindReadingClock(context);
    await page.getByRole('button', { name: i < lessons.length - 1 ? 'Mark as read and go to the next lesson' : 'Mark as read', exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${route}$`));
}

/** A module engine's form filled and submitted, and its result saved to the library (what the engine tasks check). */
async function saveEngineResult(page: Page, route: string, fields: Record<string, string>, submit: string) {
  await page.goto(route);
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: submit }).click();
  const result = page.getByTestId('engine-result');
  await result.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(result.getByRole('button', { name: 'Saved to your library' })).toBeVisible();
}

async function passQuiz(page: Page, route: string, moduleId: string) {
  const right = rightOptions(moduleId);
  await page.goto(`${route}?view=quiz`);
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await answerQuiz(page, (prompt) => right.get(prompt)!);
  await expect(page.getByText('Passed with 100%.')).toBeVisible();
}

/** A seven-second, four-scene video from the video maker with the given settings (the choices' labels); returns its studio page once the render has started. */
async function startRender(page: Page, description: string, settings: string[]) {
  await page.goto('/video-maker');
  await page.getByLabel('What are you selling?').fill(description);
  for (const setting of settings) {
    await page.getByText(setting, { exact: true }).click();
    await expect(page.getByRole('radio', { name: setting })).toBeChecked();
  }
  await page.getByRole('slider', { name: 'Length' }).fill('7');
  await page.getByRole('button', { name: /^(Write my script|Rewrite the script)$/ }).click();
  await keepScenes(page, 4); // the tasks ask for four scenes
  await page.getByRole('button', { name: /Render video/ }).click();
  await expect(page).toHaveURL(/\/animation\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

// One learner walks the whole curriculum: module 1 in full detail first, then the other six on the
// same account (one sign-up, and the seven certificates bring the program certificate).
test('one learner completes all seven modules through the screens; each certificate, and the program certificate they bring, verifies signed out (acceptance 1, 3, 5, 8)', async ({
  page,
  context,
  browser,
}) => {
  // about 5.5 min alone on a 2-core machine; 15.5 min when eight other test runs shared it
  test.setTimeout(1_500_000);
  await signUpThroughApi(context, { name: 'Dorothy Vaughan' }, 'create');

  // /learning: seven modules, every one available (its card opens the module, not only an overview); keyboard alone starts module 1
  await page.goto('/learning');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Open module: / })).toHaveCount(7);
  await expect(page.getByRole('link', { name: /^View overview: / })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Coming soon' })).toHaveCount(0);
  expect(await severeAxeViolations(page)).toEqual([]);
  await tabTo(page, 'Start module');
  await expect(page).toHaveURL(/\/cosmic-engine\?lesson=angles-and-hooks$/);

  // the first lesson: safe HTML, its task not done before any real action
  await expect(page.getByRole('heading', { level: 2, name: 'Angles and hooks', exact: true })).toBeVisible();
  await expect(taskState(page)).toContainText('Not done yet');
  expect(await severeAxeViolations(page)).toEqual([]);
  await rewindReadingClock(context);
  await tabTo(page, 'Mark as read and go to the next lesson');
  for (const title of ['The first three seconds', 'Script frameworks: AIDA and PAS', 'Tone', 'Visual style choice']) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    await rewindReadingClock(context);
    await page.getByRole('button', { name: 'Mark as read and go to the next lesson' }).click();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Calls to action', exact: true })).toBeVisible();
  await rewindReadingClock(context);
  await page.getByRole('button', { name: 'Mark as read', exact: true }).click();
  await expect(page).toHaveURL(/\/cosmic-engine$/);
  await expect(page.getByText('Practice task not done yet', { exact: false })).toHaveCount(6);

  // the practice tasks, in the studio: a vertical, curious video opening on a 2-second question, in three scenes
  await page.goto('/video-maker');
  await page.getByLabel('What are you selling?').fill('A cold brew coffee subscription for busy founders, delivered every Monday');
  await page.getByText('Curious', { exact: true }).click();
  await page.getByRole('slider', { name: 'Length' }).fill('5');
  await page.getByRole('button', { name: 'Write my script' }).click();
  const scenes = await keepScenes(page, 3); // the task asks for three scenes
  await scenes.nth(0).getByLabel('What it says').fill('Still brewing coffee at midnight?');
  await scenes.nth(0).getByLabel('Seconds').fill('2');
  await page.getByRole('button', { name: /Render video/ }).click();
  await expect(page).toHaveURL(/\/animation\/[0-9a-f-]{36}$/);
  const videoPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('studio-video')).toBeVisible({ timeout: 150_000 });
  await expectTaskDone(page, 'angles-and-hooks');
  for (const lesson of ['the-first-three-seconds', 'script-frameworks-aida-and-pas', 'tone']) {
    await page.goto(`/cosmic-engine?lesson=${lesson}`);
    await expect(taskState(page)).toContainText('Done');
  }
  await page.goto('/cosmic-engine?lesson=visual-style-choice');
  await expect(taskState(page)).toContainText('Not done yet');

  // a variant in another style, then a share link
  await page.goto(videoPath);
  await page.getByRole('button', { name: 'Make a variant' }).click();
  await page.getByRole('dialog').getByText('Noir').click();
  await page.getByRole('button', { name: /Render variant/ }).click();
  await expect(page.getByTestId('studio-video')).toBeVisible({ timeout: 150_000 });
  await expectTaskDone(page, 'visual-style-choice');
  await page.goto(videoPath);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('button', { name: 'Create share link' }).click();
  await expect(page.getByLabel('Share link')).toBeVisible();
  await expectTaskDone(page, 'calls-to-action');

  // the quiz: wrong answers are shown only after submitting; the retry passes
  await page.goto('/cosmic-engine?view=quiz');
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(page.getByText('Wrong', { exact: true })).toHaveCount(0);
  await answerQuiz(page, (_prompt, options) => options[3] ?? options[0]!);
  await expect(page.getByText(/not passed yet/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Questions you got wrong' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByText('Wrong', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Try again with reshuffled questions' }).click();
  await answerQuiz(page, (prompt) => rightOptions('creative-intelligence').get(prompt)!);
  await expect(page.getByText('Passed with 100%.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your certificates' }).click();

  // /certificates: the PDF carries the name, the module and the verification URL
  await expect(page.getByRole('heading', { level: 2, name: 'Creative Intelligence' })).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await tabTo(page, 'Download PDF');
  const pdfPath = await (await download).path();
  const verifyHref = (await page.getByRole('link', { name: 'Verification page' }).getAttribute('href'))!;
  expect(verifyHref).toMatch(/^\/verify\/[0-9a-f]{32}$/);
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(pdfPath)), isEvalSupported: false }).promise;
  const text = (await (await pdf.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  expect(text).toContain('Dorothy Vaughan');
  expect(text).toContain('Creative Intelligence');
  expect(text.replace(/\s+/g, '')).toContain(verifyHref);
  await expect(page.getByRole('link', { name: /Add to LinkedIn/ })).toHaveAttribute('href', /linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME/);

  // the verification page, signed out: Valid; an unknown id: not found
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(verifyHref);
  await expect(visitorPage.getByTestId('verification-state')).toHaveText('Valid');
  await expect(visitorPage.getByText('Dorothy Vaughan')).toBeVisible();
  await expect(visitorPage).toHaveTitle('Dorothy Vaughan: Creative Intelligence certificate · Reelwright');
  expect(await severeAxeViolations(visitorPage)).toEqual([]);
  await visitorPage.goto(`/verify/${'0'.repeat(32)}`);
  await expect(visitorPage.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
  await expect(visitorPage).toHaveTitle('Certificate not found · Reelwright');

  // ---- the other six modules, same learner: what module 1 showed in detail is not shown again ----
  const others = CURRICULUM_MODULE_LIST.filter((m) => m.id !== 'creative-intelligence');
  const temporal = CURRICULUM_MODULES['temporal-engine'];

  // a module's own screen (its engine beside the overview), and the reading gate refusing a lesson marked read too early
  await page.goto(temporal.route);
  await expect(page.getByRole('heading', { level: 1, name: temporal.title })).toBeVisible();
  await expect(page.getByTestId('module-effort')).toContainText(/About \d+ min of reading and \d+ min of practice/);
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('module-desktop.png') });
  const firstLesson = lessonsOf(temporal.id)[0]!;
  await page.goto(`${temporal.route}?lesson=${firstLesson.id}`);
  await expect(page.getByTestId('reading-time')).toContainText('You can mark it read from');
  await page.getByRole('button', { name: 'Mark as read and go to the next lesson' }).click();
  await expect(page.getByRole('alert')).toContainText('You can mark it read from');
  await page.screenshot({ path: test.info().outputPath('lesson-desktop.png'), fullPage: true });

  // every lesson of the six read, in order
  for (const m of others) await readLessons(page, context, m.route, lessonsOf(m.id));

  // each module's engine: a result saved to the library is what its engine tasks look for
  const engineWork: Record<string, { fields: Record<string, string>; submit: string }> = {
    'cosmic-entertainment': {
      fields: { Premise: 'A night-shift nurse who never gets a hot meal', 'Product or message': 'A self-heating lunch box' },
      submit: 'Plan the story',
    },
    'skit-studio': { fields: { Premise: 'Three flatmates argue over whose turn it is to buy coffee', 'Characters (2 to 4)': '3' }, submit: 'Write the skit' },
    'temporal-engine': {
      fields: { 'Series theme': 'Price of a Habit: one everyday habit and its real yearly cost', 'Episodes (2 to 12)': '8' },
      submit: 'Plan the series',
    },
    'omni-topical': { fields: { 'Your niche': 'Home espresso for beginners on a small budget' }, submit: 'Find angles' },
    'neuro-motivation': {
      fields: { 'Your script': 'Our cold brew is smooth. It arrives every Monday. Try your first box today.' },
      submit: 'Rewrite my script',
    },
    'creative-council': {
      fields: { 'Your concept': 'A vertical ad where a tired founder finds cold brew waiting at the door on Monday', 'Personas (3 to 5)': '5' },
      submit: 'Ask the council',
    },
  };
  for (const m of others) await saveEngineResult(page, m.route, engineWork[m.id]!.fields, engineWork[m.id]!.submit);
  for (const lesson of lessonsOf(temporal.id).filter((l) => l.task?.check.event === 'engine.saved')) await expectTaskDone(page, lesson.id, temporal.route);

  // module 4's quiz: an empty submission names question 1; a pass lists the one task still missing, with its link
  await page.goto(`${temporal.route}?view=quiz`);
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(page.getByTestId('quiz-question')).toHaveCount(QUIZ_QUESTIONS_PER_ATTEMPT);
  const firstPrompt = (await page.getByTestId('quiz-question').first().locator('p').first().textContent())!;
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Answer question 1 before submitting: "${firstPrompt}"`);
  expect(await severeAxeViolations(page)).toEqual([]);
  await answerQuiz(page, (prompt) => rightOptions(temporal.id).get(prompt)!);
  await expect(page.getByText('Passed with 100%.')).toBeVisible();
  await expect(page.getByText('Why:').first()).toBeVisible();
  const missing = page.getByTestId('quiz-missing');
  await expect(missing.getByRole('listitem')).toHaveCount(1);
  await missing.getByRole('link', { name: 'Practice task: Render an episode from your series' }).click();
  await expect(page).toHaveURL(new RegExp(`${temporal.route}\\?lesson=batch-production$`));

  // the render tasks: three videos started back to back (the render queue works while the other quizzes are taken).
  // Awed, 9:16, cinematic, four scenes: Cosmic Entertainment's three renders, Neuro-Motivation's arc, Temporal's episode.
  // Rational, 9:16, four scenes: Omni-Topical's angle and Neuro-Motivation's proof. Hilarious, four scenes: Skit Studio's.
  const awed = await startRender(page, 'A self-heating lunch box that gives night-shift nurses a hot meal at 3 a.m.', [
    'Awed',
    '9:16 Vertical',
    '🎬 Cinematic',
  ]);
  await startRender(page, 'A cold brew subscription that costs less than two café coffees a week', ['Rational', '9:16 Vertical']);
  const hilarious = await startRender(page, 'A coffee subscription that ends the flatmates’ war over whose turn it is to buy', ['Hilarious']);
  for (const m of others.filter((m) => m.id !== temporal.id)) await passQuiz(page, m.route, m.id);

  // the hilarious video again as a square Noir variant: Skit Studio's variant, Omni-Topical's square recut, both of Creative Council's
  await page.goto(hilarious);
  await expect(page.getByTestId('studio-video')).toBeVisible({ timeout: 180_000 });
  await page.getByRole('button', { name: 'Make a variant' }).click();
  await page.getByRole('dialog').getByText('1:1 Square').click();
  await page.getByRole('dialog').getByText('Noir').click();
  await page.getByRole('button', { name: /Render variant/ }).click();
  await expect(page.getByTestId('studio-video')).toBeVisible({ timeout: 180_000 });
  // and a share link for the awed one: Neuro-Motivation's low-friction share
  await page.goto(awed);
  await expect(page.getByTestId('studio-video')).toBeVisible({ timeout: 180_000 });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('button', { name: 'Create share link' }).click();
  await expect(page.getByLabel('Share link')).toBeVisible();

  // the module's screen says its certificate is earned (the last task's event is handled by a worker)
  await expect(async () => {
    await page.goto(temporal.route);
    await expect(page.getByText('You earned the certificate for this module.')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 180_000, intervals: [1_000, 2_000] });

  // /certificates: the seven module certificates and the program certificate, each valid on its verification page signed out
  const titles = [...CURRICULUM_MODULE_LIST.map((m) => m.title), CERTIFIED_CREATOR_PROGRAM.title];
  // (the program certificate follows the seventh module certificate's event, handled by a worker)
  await expect(async () => {
    await page.goto('/certificates');
    await expect(page.getByRole('heading', { level: 2, name: CERTIFIED_CREATOR_PROGRAM.title })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 180_000, intervals: [1_000, 2_000] });
  await expect(page.getByRole('link', { name: 'Verification page' })).toHaveCount(titles.length);
  for (const title of titles.filter((t) => t !== 'Creative Intelligence')) {
    const card = page.getByRole('listitem', { name: title, exact: true });
    const href = (await card.getByRole('link', { name: 'Verification page' }).getAttribute('href'))!;
    await visitorPage.goto(href);
    await expect(visitorPage.getByTestId('verification-state'), title).toHaveText('Valid');
    await expect(visitorPage.getByText(title).first()).toBeVisible();
    await expect(visitorPage.getByText('Dorothy Vaughan')).toBeVisible();
  }
  await visitor.close();

  // /learning: all seven completed
  await page.goto('/learning');
  for (const m of CURRICULUM_MODULE_LIST) await expect(page.getByRole('listitem', { name: m.title, exact: true })).toContainText('Completed');
  await page.screenshot({ path: test.info().outputPath('learning-desktop.png'), fullPage: true });

  // a phone's width (the mobile project's Pixel 7): nothing scrolls sideways (wide lesson tables scroll inside their own box)
  await page.setViewportSize({ width: 412, height: 915 });
  for (const path of [
    '/learning',
    '/cosmic-engine',
    '/cosmic-engine?lesson=the-first-three-seconds',
    '/cosmic-engine?lesson=tone',
    '/temporal-engine',
    `/temporal-engine?lesson=${lessonsOf('temporal-engine')[0]!.id}`,
    '/certificates',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .map((e) => `${e.tagName}.${e.className}`.slice(0, 80))
        .slice(0, 5),
    );
    expect(await horizontalOverflow(page), `${path}: ${wide.join(' | ')}`).toBeLessThanOrEqual(0);
  }
});
