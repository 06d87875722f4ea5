import { createPublicKey, randomBytes, verify } from 'node:crypto';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { renderVideo } from '../../../test/studio-fixtures';
import { defineSubscriber } from '../../events/subscribers';
import { startQueue, type Queue } from '../../jobs/queue';
import { createLogger } from '../../logger';
import { CURRICULUM_MODULE_LIST, CURRICULUM_MODULES } from '@common/catalog/curriculum';
import { QUIZ_QUESTIONS_PER_ATTEMPT } from '@common/contracts/learning';
import { defaultLearningContent, describeCertificateWork, ensureSigningKey, recordEngineResultForPractice } from './service';

// Listeners for learning's own events (gamification will be the real one): their queues make every
// publish leave a job behind, which the tests count; no worker runs them.
const LEARNING_EVENTS = ['lesson.completed', 'practice_task.completed', 'quiz.passed', 'module.completed', 'certificate.issued'] as const;
const listeners = LEARNING_EVENTS.map((event) => defineSubscriber({ event, name: 'test-listener', handle: async () => undefined }));
let listenerQueue: Queue;

let t: TestApp;
let admin: TestBrowser;
beforeAll(async () => {
  t = await createTestApp();
  // the render worker uses a fake provider; everything else (queue, events, learning's subscribers) is the app's own
  t.jobDeps.videoProviders = [createFakeVideoProvider().provider];
  await t.startWorkers();
  const signedUp = await signedUpBrowser(t.app, { name: 'Grace Admin' });
  await t.database.pool.query("update users set role = 'admin' where id = $1", [signedUp.user.id]);
  admin = signedUp.browser;
  listenerQueue = await startQueue({ url: t.testDatabase.url, logger: createLogger('silent'), definitions: listeners.map((l) => l.job) });
});
afterAll(async () => {
  await listenerQueue.stop();
  await t.close();
});

const MODULE = 'creative-intelligence';
const content = defaultLearningContent().get(MODULE)!;
const answerOf = new Map(content.quiz.map((q) => [q.id, q.answer]));

type Attempt = { attemptId: string; questions: { id: string; prompt: string; options: string[] }[] };

async function startQuiz(browser: TestBrowser): Promise<Attempt> {
  const response = await browser.post(`/api/learning/modules/${MODULE}/quiz/attempts`);
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Answers `wrong` questions wrongly and the rest rightly. */
function answers(attempt: Attempt, wrong: number) {
  return attempt.questions.map((q, i) => ({ questionId: q.id, optionIndex: i < wrong ? (answerOf.get(q.id)! + 1) % q.options.length : answerOf.get(q.id)! }));
}

const moduleOf = async (browser: TestBrowser) => (await browser.get(`/api/learning/modules/${MODULE}`)).json();
const tasksDone = async (browser: TestBrowser) => (await moduleOf(browser)).tasksDone as number;

/** Does every practice task for real: a render that fits four tasks, a variant in another style, a share. */
async function doPracticeTasks(browser: TestBrowser) {
  const video = (await renderVideo(browser)).json();
  await expect.poll(() => tasksDone(browser), { timeout: 20_000, interval: 250 }).toBe(4);
  const variant = await browser.post(`/api/studio/videos/${video.id}/variants`, {
    aspectRatio: '9:16',
    visualStyle: 'noir',
    idempotencyKey: crypto.randomUUID(),
  });
  expect(variant.statusCode).toBe(202);
  await expect.poll(() => tasksDone(browser), { timeout: 20_000, interval: 250 }).toBe(5);
  expect((await browser.post(`/api/studio/videos/${video.id}/share`)).statusCode).toBe(200);
  await expect.poll(() => tasksDone(browser), { timeout: 20_000, interval: 250 }).toBe(6);
}

/** Opens a lesson (its reading clock starts), lets half its reading time pass on the test clock, marks it read. */
async function readLesson(browser: TestBrowser, moduleId: string, lesson: { id: string; minutes: number }) {
  expect((await browser.get(`/api/learning/modules/${moduleId}/lessons/${lesson.id}`)).statusCode).toBe(200);
  t.clock.advance(lesson.minutes * 30_000 + 1_000);
  expect((await browser.post(`/api/learning/modules/${moduleId}/lessons/${lesson.id}/read`)).statusCode).toBe(200);
}

async function readAllLessons(browser: TestBrowser) {
  for (const lesson of content.lessons) await readLesson(browser, MODULE, lesson);
}

/** The learner who completes module 1 in the third test; the later tests check their events and certificate. */
let graduate: { userId: string; certificateId: string } | undefined;

describe('learning', () => {
  it('keeps one signing key however many instances start at once, and publishes only its public half', async () => {
    // made on first use: the public key set is one
    expect((await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).statusCode).toBe(200);
    const { rows: original } = await t.database.pool.query('select * from learning_signing_keys');
    expect(original).toHaveLength(1);
    await t.database.pool.query('delete from learning_signing_keys');
    const keys = await Promise.all(Array.from({ length: 5 }, () => ensureSigningKey(t.database.db, new Date())));
    expect(new Set(keys.map((k) => k.kid)).size).toBe(1);
    expect((await t.database.pool.query('select count(*)::int as n from learning_signing_keys')).rows[0].n).toBe(1);
    // the app keeps the key it read first: put that row back
    await t.database.pool.query('delete from learning_signing_keys');
    const row = original[0];
    await t.database.pool.query('insert into learning_signing_keys (name, kid, public_jwk, private_jwk, created_at) values ($1, $2, $3, $4, $5)', [
      row.name,
      row.kid,
      row.public_jwk,
      row.private_jwk,
      row.created_at,
    ]);
    const jwks = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.headers['content-type']).toContain('application/jwk-set+json');
    const published = jwks.json().keys;
    for (const key of published) expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x']);
  });

  it('answers a credential download for an id that names nothing (any text) with a JSON 404 (regression from the contract fuzzer)', async () => {
    const { browser } = await signedUpBrowser(t.app);
    for (const id of ['%C3%A9t%C3%A9', '%EF%BF%BD', 'OBP)mg%3C9z']) {
      const res = await browser.get(`/api/learning/certificates/${id}/credential`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('lists the seven modules, all available, with the catalogue hours and what they are made of', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { modules } = (await browser.get('/api/learning/modules')).json();
    expect(modules.map((m: { id: string; status: string; hours: number }) => [m.id, m.status, m.hours])).toEqual(
      CURRICULUM_MODULE_LIST.map((m) => [m.id, 'available', m.hours]),
    );
    expect(modules[0]).toMatchObject({ lessonCount: 6, taskCount: 6, progressPercent: 0, nextStep: { kind: 'lesson', lessonId: 'angles-and-hooks' } });
    for (const m of modules) expect(Math.max(1, Math.round((m.readingMinutes + m.practiceMinutes) / 60))).toBe(m.hours);
    expect((await t.app.inject({ method: 'GET', url: '/api/learning/modules' })).statusCode).toBe(401);
  });

  it('refuses unknown lessons, serves a draw of the bank without answers, and refuses an empty or partial submission naming the first unanswered question', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const unknown = await browser.post(`/api/learning/modules/${MODULE}/lessons/no-such-lesson/read`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'There is no such lesson in this module.' });
    expect((await browser.post('/api/learning/modules/not-a-module/lessons/x/read')).statusCode).toBe(400);

    const response = await browser.post(`/api/learning/modules/${MODULE}/quiz/attempts`);
    expect(response.body).not.toMatch(/"answer/);
    const attempt: Attempt = response.json();
    expect(attempt.questions).toHaveLength(QUIZ_QUESTIONS_PER_ATTEMPT);
    expect(content.quiz.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(attempt.questions[0]!).sort()).toEqual(['id', 'options', 'prompt']);

    // nothing answered: refused, naming question 1; the third left out: refused, naming question 3
    const empty = await browser.post(`/api/learning/quiz-attempts/${attempt.attemptId}/submission`, { answers: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'BAD_REQUEST', message: `Answer question 1 before submitting: "${attempt.questions[0]!.prompt}"`, number: 1 });
    const partial = await browser.post(`/api/learning/quiz-attempts/${attempt.attemptId}/submission`, {
      answers: answers(attempt, 0).filter((_, i) => i !== 2),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(`Answer question 3 before submitting: "${attempt.questions[2]!.prompt}"`);
    expect((await moduleOf(browser)).quiz.attempts).toBe(0); // a refused submission grades nothing

    // another user cannot submit (or even find) this attempt
    const other = await signedUpBrowser(t.app);
    const foreign = await other.browser.post(`/api/learning/quiz-attempts/${attempt.attemptId}/submission`, { answers: answers(attempt, 0) });
    expect(foreign.statusCode).toBe(404);
    expect((await moduleOf(other.browser)).quizPassed).toBe(false);
  });

  it('ticks a practice task only after the real render, fails then passes the quiz, and issues one certificate with every event once', async () => {
    const { browser, user, account } = await signedUpBrowser(t.app, { name: 'Katherine Johnson' });
    await readAllLessons(browser);
    await readAllLessons(browser); // reading again changes nothing
    expect(await tasksDone(browser)).toBe(0);
    await doPracticeTasks(browser);
    expect((await moduleOf(browser)).nextStep).toEqual({ kind: 'quiz' });

    const first = await startQuiz(browser);
    const failed = (await browser.post(`/api/learning/quiz-attempts/${first.attemptId}/submission`, { answers: answers(first, 3) })).json();
    expect(failed).toMatchObject({ passed: false, certificateId: null });
    expect(failed.results.filter((r: { correct: boolean }) => !r.correct).map((r: { questionId: string }) => r.questionId)).toEqual(
      first.questions.slice(0, 3).map((q) => q.id),
    );
    expect((await browser.post(`/api/learning/quiz-attempts/${first.attemptId}/submission`, { answers: answers(first, 0) })).statusCode).toBe(409);

    expect(failed.results.every((r: { explanation: string }) => r.explanation.length > 10)).toBe(true);

    const retry = await startQuiz(browser);
    const passed = (await browser.post(`/api/learning/quiz-attempts/${retry.attemptId}/submission`, { answers: answers(retry, 2) })).json();
    expect(passed).toMatchObject({ passed: true, scorePercent: 80, missing: { lessons: [], tasks: [] } });
    expect(passed.certificateId).toMatch(/^[0-9a-f]{32}$/);
    graduate = { userId: user.id, certificateId: passed.certificateId };

    const detail = await moduleOf(browser);
    expect(detail).toMatchObject({ completed: true, progressPercent: 100, certificateId: passed.certificateId, nextStep: { kind: 'certificate' } });
    const { certificates } = (await browser.get('/api/learning/certificates')).json();
    expect(certificates).toEqual([
      expect.objectContaining({
        id: passed.certificateId,
        holderName: account.name,
        moduleTitle: 'Creative Intelligence',
        hours: CURRICULUM_MODULES[MODULE].hours,
        issuer: 'Reelwright',
      }),
    ]);
    // a later pass issues nothing more
    const again = await startQuiz(browser);
    await browser.post(`/api/learning/quiz-attempts/${again.attemptId}/submission`, { answers: answers(again, 0) });
    expect((await browser.get('/api/learning/certificates')).json().certificates).toHaveLength(1);

    const { rows } = await t.database.pool.query('select count(*)::int as n from learning_lesson_progress where user_id = $1', [user.id]);
    expect(rows[0].n).toBe(6);
    // what the certificate names (for its PDF and credential): every lesson, every task, the best quiz score
    const work = await describeCertificateWork(t.database.db, defaultLearningContent(), { userId: user.id, moduleId: MODULE });
    expect(work).toMatchObject({ lessonCount: 6, taskCount: 6, quizScorePercent: 100 }); // the later 100% pass is the best
    expect(work.lessons.map((l) => l.id)).toEqual(content.lessons.map((l) => l.id));
    expect(work.practiceTasks).toHaveLength(6);
    const verification = (await t.app.inject({ method: 'GET', url: `/api/public/certificates/${passed.certificateId}` })).json();
    expect(verification).toMatchObject({ status: 'valid', certificate: { holderName: 'Katherine Johnson', moduleTitle: 'Creative Intelligence' } });

    // PDF: real, with the name, the module and the verification URL in its text
    const pdf = await browser.get(`/api/learning/certificates/${passed.certificateId}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Katherine Johnson');
    expect(text).toContain('Creative Intelligence');
    expect(text).toContain(`${t.config.publicOrigin}/verify/${passed.certificateId}`);
    expect(text).toContain('not an accredited qualification');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/FontFile2|\/FontFile3|\/FontFile/);
    expect((await admin.get(`/api/learning/certificates/${passed.certificateId}/pdf`)).statusCode).toBe(404); // not the admin's own

    // the signed credential verifies with Node's own Ed25519 and only the published JWK; one changed character fails
    const credential = (await browser.get(`/api/learning/certificates/${passed.certificateId}/credential`)).json();
    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    const [header, payload, signature] = credential.jwt.split('.');
    const jwk = jwks.keys.find((k: { kid: string }) => k.kid === JSON.parse(Buffer.from(header, 'base64url').toString()).kid);
    const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' });
    const check = (p: string) => verify(null, Buffer.from(`${header}.${p}`), key, Buffer.from(signature, 'base64url'));
    expect(check(payload)).toBe(true);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(claims.credentialSubject.name).toBe('Katherine Johnson');
    const tampered = Buffer.from(JSON.stringify(claims).replace('Katherine', 'Katharine')).toString('base64url');
    expect(check(tampered)).toBe(false);
    expect(check(payload.slice(0, 10) + (payload[10] === 'A' ? 'B' : 'A') + payload.slice(11))).toBe(false);
  }, 120_000);

  it('published each learning event once for that learner, in the transactions that caused them', async () => {
    const user = { id: graduate!.userId };
    const { rows } = await t.database.pool.query(
      `select substring(name from 'event\\.(.*)\\.test-listener') as event, count(*)::int as n from pgboss.job
        where name like 'event.%.test-listener' and data->'payload'->>'userId' = $1 and data->'payload'->>'moduleId' = $2 group by name order by name`,
      [user.id, MODULE],
    );
    expect(Object.fromEntries(rows.map((r: { event: string; n: number }) => [r.event, r.n]))).toEqual({
      'certificate.issued': 1,
      'lesson.completed': 6,
      'module.completed': 1,
      'practice_task.completed': 6,
      'quiz.passed': 1,
    });
  });

  it('shows that certificate Revoked with date and reason after an admin revokes; ids one character off and 1,000 random ids are not found, never a 500', async () => {
    const { certificateId } = graduate!;
    const { browser } = await signedUpBrowser(t.app);
    expect((await browser.post(`/api/admin/learning/certificates/${certificateId}/revoke`, { reason: 'nope' })).statusCode).toBe(403);
    const revoked = await admin.post(`/api/admin/learning/certificates/${certificateId}/revoke`, { reason: 'Issued by mistake during a test' });
    expect(revoked.statusCode).toBe(200);
    expect((await admin.post(`/api/admin/learning/certificates/${certificateId}/revoke`, { reason: 'twice' })).statusCode).toBe(409);
    const verification = (await t.app.inject({ method: 'GET', url: `/api/public/certificates/${certificateId}` })).json();
    expect(verification).toMatchObject({ status: 'revoked', revokedReason: 'Issued by mistake during a test' });
    expect(verification.revokedAt).toEqual(expect.any(String));
    expect(
      (await admin.get('/api/admin/learning/certificates'))
        .json()
        .certificates.some((c: { id: string; revokedReason: string }) => c.id === certificateId && c.revokedReason),
    ).toBe(true);

    const oneOff = certificateId.slice(0, -1) + (certificateId.endsWith('0') ? '1' : '0');
    expect((await t.app.inject({ method: 'GET', url: `/api/public/certificates/${oneOff}` })).statusCode).toBe(404);
    for (const malformed of ['x', certificateId.toUpperCase(), `${certificateId}0`, '%00', '..%2f..%2fetc', "' or 1=1 --"]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/public/certificates/${encodeURIComponent(malformed)}` })).statusCode).toBe(404);
    }
    const statuses = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const id = i % 2 === 0 ? randomBytes(16).toString('hex') : randomBytes(1 + (i % 40)).toString('base64url');
      statuses.add((await t.app.inject({ method: 'GET', url: `/api/public/certificates/${id}` })).statusCode);
    }
    expect([...statuses]).toEqual([404]);
  });
});

describe('honest effort', () => {
  it('marks a lesson read only after half its reading time since it was first opened, measured on the server', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const lesson = content.lessons[1]!;
    const url = `/api/learning/modules/${MODULE}/lessons/${lesson.id}`;
    const unopened = await browser.post(`${url}/read`);
    expect(unopened.statusCode).toBe(409);
    expect(unopened.json().message).toBe('Open the lesson before marking it read.');

    const opened = (await browser.get(url)).json();
    const readableAt = Date.parse(opened.lesson.readableAt);
    expect(readableAt - t.clock.now().getTime()).toBeGreaterThan(lesson.minutes * 30_000 - 5_000);
    const early = await browser.post(`${url}/read`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CONFLICT', readableAt: opened.lesson.readableAt });
    expect(early.json().message).toMatch(new RegExp(`^This lesson takes about ${lesson.minutes} min to read\\. You can mark it read from \\d\\d:\\d\\d UTC`));
    // opening it again does not restart the clock
    t.clock.advance(lesson.minutes * 30_000 - 10_000);
    expect((await browser.get(url)).json().lesson.readableAt).toBe(opened.lesson.readableAt);
    expect((await browser.post(`${url}/read`)).statusCode).toBe(409);
    t.clock.advance(11_000);
    expect((await browser.post(`${url}/read`)).statusCode).toBe(200);
    expect((await browser.get(url)).json().lesson).toMatchObject({ read: true, readableAt: null });
  });

  it('lists exactly what the certificate still needs after a pass: unread lessons and practice tasks not done', async () => {
    const { browser } = await signedUpBrowser(t.app);
    await readLesson(browser, MODULE, content.lessons[0]!);
    const attempt = await startQuiz(browser);
    const result = (await browser.post(`/api/learning/quiz-attempts/${attempt.attemptId}/submission`, { answers: answers(attempt, 0) })).json();
    expect(result).toMatchObject({ passed: true, certificateId: null });
    expect(result.missing.lessons.map((l: { lessonId: string }) => l.lessonId)).toEqual(content.lessons.slice(1).map((l) => l.id));
    expect(result.missing.tasks).toEqual(
      content.lessons.map((l) => ({ lessonId: l.id, taskId: l.task!.id, title: l.task!.title, where: expect.stringMatching(/^\/video-(maker|library)$/) })),
    );
  });

  it('ticks a module engine task from the saved result the server checks, only for an opened lesson and only when the result fits', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const skit = defaultLearningContent().get('skit-studio')!;
    const castLesson = skit.lessons.find((l) => l.task?.check.event === 'engine.saved')!;
    const skitTasks = async () => (await browser.get('/api/learning/modules/skit-studio')).json().tasksDone as number;
    const generate = async (characters: number) =>
      (await browser.post('/api/creator-tools/generate/skit', { premise: 'Three flatmates argue about the thermostat all winter', characters })).json().output;
    const save = (output: unknown) =>
      browser.post('/api/creator-tools/saved', { kind: 'result', title: 'Thermostat skit', body: 'A skit', tags: ['skit'], meta: { tool: 'skit', output } });

    const tick = async (itemId: string) => recordEngineResultForPractice(t.database.db, defaultLearningContent(), { userId: user.id, itemId }, new Date());

    // before the lesson is opened, a fitting result ticks nothing
    const early = await save(await generate(3));
    expect(early.statusCode).toBe(201);
    expect(await tick(early.json().id)).toEqual([]);
    // a forged result that is not the engine's shape is refused
    expect((await save({ cast: 'nobody' })).statusCode).toBe(400);
    expect((await browser.get(`/api/learning/modules/skit-studio/lessons/${castLesson.id}`)).statusCode).toBe(200);
    // two characters: not the task's three
    const duo = await save(await generate(2));
    expect(await tick(duo.json().id)).toEqual([]);
    expect((await save(await generate(3))).statusCode).toBe(201);
    await expect.poll(skitTasks, { timeout: 20_000, interval: 250 }).toBe(1);
    const { rows } = await t.database.pool.query("select task_id from learning_practice_task_completions where module_id = 'skit-studio'");
    expect(rows.map((r: { task_id: string }) => r.task_id)).toEqual([castLesson.task!.id]);
  });
});

async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const textContent = await page.getTextContent();
    parts.push(textContent.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return parts.join('\n').replace(/\s+/g, ' ');
}
