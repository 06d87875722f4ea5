import type { Browser, BrowserContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { TEST_CARD } from '../server/test/billing-fixtures';
import { videoRequest } from '../server/test/studio-fixtures';
import { apiPost, signUpThroughApi } from './accounts';
import { expect } from './fixtures';

const octet = () => Math.floor(Math.random() * 254) + 1;

/** CSP violations, hydration mismatches and uncaught errors seen in a context's pages (as e2e/fixtures.ts checks). */
export const problemsOf = new WeakMap<BrowserContext, string[]>();

/** A context of its own visitor (own X-Forwarded-For, so per-IP limits only meet their own tests), intro seen and cookies decided. */
export async function visitorContext(browser: Browser, baseURL: string, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ baseURL, storageState, extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });
  const problems: string[] = [];
  problemsOf.set(context, problems);
  context.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to|^\[hydration\]/i.test(msg.text())) problems.push(msg.text());
  });
  context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
  await context.addInitScript(() => {
    if (!location.protocol.startsWith('http')) return; // about:blank has no storage
    sessionStorage.setItem('intro_seen', 'true');
    if (!localStorage.getItem('cookie-consent')) localStorage.setItem('cookie-consent', 'declined');
  });
  return context;
}

/** Navigates and, on a prerendered page, waits for React to have hydrated it (as e2e/fixtures.ts does). */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => !('prerendered' in document.documentElement.dataset) || 'hydrated' in document.documentElement.dataset);
}

const getJson = async (context: BrowserContext, url: string) => {
  const response = await context.request.get(url);
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return response.json();
};

async function finished(context: BrowserContext, id: string) {
  await expect.poll(async () => (await getJson(context, `/api/studio/videos/${id}`)).status, { timeout: 200_000, intervals: [500] }).toBe('completed');
}

const MODULE = 'creative-intelligence';

/**
 * A creator with everything the studio's screens can show: a Pro subscription, a rendered video and
 * a variant of it, a share link, module 1 finished for real (lessons read, practice tasks ticked by
 * the renders and the share, the quiz passed) and so a certificate; plus a lead from an opt-in.
 * All through the API, the way the client calls it.
 */
export async function createCreatorWithData(context: BrowserContext) {
  const { user } = await signUpThroughApi(context, { name: 'Grace Hopper' }, 'create');
  const checkout = await apiPost(context, context.request, '/api/billing/checkouts', { plan: 'pro', period: 'monthly' });
  await apiPost(context, context.request, `/api/billing/checkouts/${checkout.id}/pay`, TEST_CARD);
  const video = await apiPost(context, context.request, '/api/studio/videos', videoRequest({ durationSeconds: 6 }));
  const lessons = ['angles-and-hooks', 'the-first-three-seconds', 'script-frameworks-aida-and-pas', 'tone', 'visual-style-choice', 'calls-to-action'];
  // a lesson counts as read once it was open long enough (ADR 045): open each, then move the test clock on
  for (const lesson of lessons) await getJson(context, `/api/learning/modules/${MODULE}/lessons/${lesson}`);
  await apiPost(context, context.request, '/api/test/learning/rewind', { minutes: 60 });
  for (const lesson of lessons) await apiPost(context, context.request, `/api/learning/modules/${MODULE}/lessons/${lesson}/read`);
  await finished(context, video.id);
  const variant = await apiPost(context, context.request, `/api/studio/videos/${video.id}/variants`, {
    aspectRatio: '9:16',
    visualStyle: 'noir',
    idempotencyKey: crypto.randomUUID(),
  });
  const { token: shareToken } = await apiPost(context, context.request, `/api/studio/videos/${video.id}/share`);
  await finished(context, variant.id);
  // the practice tasks tick in a worker, from the render and share events
  await expect
    .poll(
      async () =>
        ((await getJson(context, `/api/learning/modules/${MODULE}`)) as { lessons: { task?: { done: boolean } | null }[] }).lessons.every(
          (l) => l.task?.done ?? true,
        ),
      {
        timeout: 30_000,
        intervals: [500],
      },
    )
    .toBe(true);
  const answers = (parse(readFileSync('content/learning/creative-intelligence/quiz.yaml', 'utf8')) as { questions: { id: string; answer: number }[] })
    .questions;
  const attempt = await apiPost(context, context.request, `/api/learning/modules/${MODULE}/quiz/attempts`);
  const result = await apiPost(context, context.request, `/api/learning/quiz-attempts/${attempt.attemptId}/submission`, {
    answers: (attempt.questions as { id: string }[]).map((q) => ({ questionId: q.id, optionIndex: answers.find((a) => a.id === q.id)!.answer })),
  });
  if (!result.certificateId) throw new Error(`no certificate: ${JSON.stringify(result)}`);
  return {
    user,
    videoId: video.id as string,
    shareToken: shareToken as string,
    certificateId: result.certificateId as string,
    checkoutId: checkout.id as string,
  };
}

/** A lead from the opt-in form's call (a signed-out visitor). */
export async function createLead(context: BrowserContext) {
  const email = `lead.${Date.now().toString(36)}.${octet()}@studio.example`;
  await apiPost(context, context.request, '/api/opt-in-handler', { email, source: 'direct', landingPage: '/' });
  return email;
}
