import { createPublicKey, randomBytes, verify } from 'node:crypto';
import { createFakeVideoProvider } from '../../../test/fake-video-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { renderVideo } from '../../../test/studio-fixtures';
import { defineSubscriber } from '../../events/subscribers';
import { startQueue, type Queue } from '../../jobs/queue';
import { createLogger } from '../../logger';
import { defaultLearningContent, ensureSigningKey } from './service';

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
  const variant = await browser.post(`/api/studio/videos/${video.id}/variants`, { aspectRatio: '9:16', visualStyle: 'noir', idempotencyKey: crypto.randomUUID() });
  expect(variant.statusCode).toBe(202);
  await expect.poll(() => tasksDone(browser), { timeout: 20_000, interval: 250 }).toBe(5);
  expect((await browser.post(`/api/studio/videos/${video.id}/share`)).statusCode).toBe(200);
  await expect.poll(() => tasksDone(browser), { timeout: 20_000, interval: 250 }).toBe(6);
}

async function readAllLessons(browser: TestBrowser) {
  for (const lesson of content.lessons) expect((await browser.post(`/api/learning/modules/${MODULE}/lessons/${lesson.id}/read`)).statusCode).toBe(200);
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
      row.name, row.kid, row.public_jwk, row.private_jwk, row.created_at,
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

  it('lists the seven modules: module 1 available with its next step, 2–7 coming soon', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const { modules } = (await browser.get('/api/learning/modules')).json();
    expect(modules.map((m: { id: string; status: string; hours: number }) => [m.status, m.hours])).toEqual([
      ['available', 8], ['coming-soon', 10], ['coming-soon', 12], ['coming-soon', 10], ['coming-soon', 9], ['coming-soon', 14], ['coming-soon', 8],
    ]);
    expect(modules[0]).toMatchObject({ lessonCount: 6, taskCount: 6, progressPercent: 0, nextStep: { kind: 'lesson', lessonId: 'angles-and-hooks' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/learning/modules' })).statusCode).toBe(401);
  });

  it('refuses progress for coming-soon modules and unknown lessons, and never sends quiz answers', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const soon = await browser.post('/api/learning/modules/skit-studio/quiz/attempts');
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toBe('Skit Studio is coming soon: its lessons are not published yet, so it cannot be started.');
    expect((await browser.post('/api/learning/modules/skit-studio/lessons/anything/read')).statusCode).toBe(409);
    const unknown = await browser.post(`/api/learning/modules/${MODULE}/lessons/no-such-lesson/read`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'There is no such lesson in this module.' });
    expect((await browser.post('/api/learning/modules/not-a-module/lessons/x/read')).statusCode).toBe(400);

    const response = await browser.post(`/api/learning/modules/${MODULE}/quiz/attempts`);
    expect(response.body).not.toMatch(/"answer/);
    const attempt: Attempt = response.json();
    expect(attempt.questions).toHaveLength(content.quiz.length);
    expect(Object.keys(attempt.questions[0]!).sort()).toEqual(['id', 'options', 'prompt']);

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
    expect(failed.results.filter((r: { correct: boolean }) => !r.correct).map((r: { questionId: string }) => r.questionId)).toEqual(first.questions.slice(0, 3).map((q) => q.id));
    expect((await browser.post(`/api/learning/quiz-attempts/${first.attemptId}/submission`, { answers: answers(first, 0) })).statusCode).toBe(409);

    const retry = await startQuiz(browser);
    expect(retry.questions.map((q) => q.id).sort()).toEqual(first.questions.map((q) => q.id).sort());
    const passed = (await browser.post(`/api/learning/quiz-attempts/${retry.attemptId}/submission`, { answers: answers(retry, 2) })).json();
    expect(passed).toMatchObject({ passed: true, scorePercent: 85 });
    expect(passed.certificateId).toMatch(/^[0-9a-f]{32}$/);
    graduate = { userId: user.id, certificateId: passed.certificateId };

    const detail = await moduleOf(browser);
    expect(detail).toMatchObject({ completed: true, progressPercent: 100, certificateId: passed.certificateId, nextStep: { kind: 'certificate' } });
    const { certificates } = (await browser.get('/api/learning/certificates')).json();
    expect(certificates).toEqual([expect.objectContaining({ id: passed.certificateId, holderName: account.name, moduleTitle: 'Creative Intelligence', hours: 8, issuer: 'Reelwright' })]);
    // a later pass issues nothing more
    const again = await startQuiz(browser);
    await browser.post(`/api/learning/quiz-attempts/${again.attemptId}/submission`, { answers: answers(again, 0) });
    expect((await browser.get('/api/learning/certificates')).json().certificates).toHaveLength(1);

    const { rows } = await t.database.pool.query('select count(*)::int as n from learning_lesson_progress where user_id = $1', [user.id]);
    expect(rows[0].n).toBe(6);
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
  });

  it('published each learning event once for that learner, in the transactions that caused them', async () => {
    const user = { id: graduate!.userId };
    const { rows } = await t.database.pool.query(
      `select substring(name from 'event\\.(.*)\\.test-listener') as event, count(*)::int as n from pgboss.job
        where name like 'event.%.test-listener' and data->'payload'->>'userId' = $1 group by name order by name`,
      [user.id],
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
    expect((await admin.get('/api/admin/learning/certificates')).json().certificates.some((c: { id: string; revokedReason: string }) => c.id === certificateId && c.revokedReason)).toBe(true);

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
