import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser } from '../../../test/test-browser';
import { balanceOf, renderVideo } from '../../../test/studio-fixtures';
import { adjustCredits, getBalance, grantCredits, spendCredits, sumLedger } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Moves a user's balance to `target` with one adjustment row, as an operator would. */
async function setBalance(userId: string, target: number) {
  const db = t.database.db;
  const current = await getBalance({ db, userId });
  if (current === target) return;
  await db.transaction((tx) => adjustCredits({ tx, userId, amount: target - current, reason: 'test', idempotencyKey: randomUUID(), now: t.clock.now() }));
}

describe('credits', () => {
  it('gives a new account 40 base credits and the 100-credit welcome bonus as two rows', async () => {
    const { browser } = await signedUpBrowser(t.app);
    expect(await balanceOf(browser)).toBe(140);
    const ledger = (await browser.get('/api/credits/ledger')).json();
    expect(ledger.entries.map((e: { kind: string; amount: number; balanceAfter: number }) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['grant', 100, 140],
      ['grant', 40, 40],
    ]);
  });

  it('answers 401 to nobody', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/credits' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/credits/ledger' })).statusCode).toBe(401);
  });

  it('spends 5 per render in the same step that creates the job', async () => {
    const { browser } = await signedUpBrowser(t.app);
    const response = await renderVideo(browser);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'queued', costCredits: 5 });
    expect(await balanceOf(browser)).toBe(135);
    const [spend] = (await browser.get('/api/credits/ledger')).json().entries;
    expect(spend).toMatchObject({ kind: 'spend', amount: -5, balanceAfter: 135, renderJobId: response.json().id });
  });

  it('accepts exactly 4 of 50 concurrent renders against 20 credits, and refuses the rest with the cost and the balance', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    await setBalance(user.id, 20);
    const responses = await Promise.all(Array.from({ length: 50 }, () => renderVideo(browser)));
    const accepted = responses.filter((r) => r.statusCode === 202);
    const refused = responses.filter((r) => r.statusCode === 402);
    expect(accepted).toHaveLength(4);
    expect(refused).toHaveLength(46);
    expect(refused[0]!.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS', cost: 5, balance: 0 });
    expect(await balanceOf(browser)).toBe(0);
    expect(await sumLedger({ db: t.database.db, userId: user.id })).toBe(0);
    expect((await browser.get('/api/studio/videos')).json().videos).toHaveLength(4);
  });

  it('makes one ledger row and one video when the same idempotency key is sent 20 times at once', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const idempotencyKey = randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => renderVideo(browser, { idempotencyKey })));
    expect(responses.every((r) => r.statusCode === 202)).toBe(true);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const spends = (await browser.get('/api/credits/ledger')).json().entries.filter((e: { kind: string }) => e.kind === 'spend');
    expect(spends).toHaveLength(1);
    expect(await balanceOf(browser)).toBe(135);
    expect(await sumLedger({ db: t.database.db, userId: user.id })).toBe(135);
  });

  it('keeps the balance equal to the sum of the rows and never below zero, under any mix of concurrent moves', async () => {
    const { user } = await signedUpBrowser(t.app);
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: -40, max: 30 }).filter((n) => n !== 0),
          { minLength: 1, maxLength: 25 },
        ),
        async (amounts) => {
          const before = await getBalance({ db, userId: user.id });
          const results = await Promise.allSettled(
            amounts.map((amount) =>
              db.transaction((tx) => {
                const move = { tx, userId: user.id, amount: Math.abs(amount), reason: 'property', idempotencyKey: randomUUID(), now: t.clock.now() };
                return amount > 0 ? grantCredits(move) : spendCredits(move);
              }),
            ),
          );
          const applied = amounts.filter((_, i) => results[i]!.status === 'fulfilled');
          const after = await getBalance({ db, userId: user.id });
          expect(after).toBeGreaterThanOrEqual(0);
          expect(after).toBe(before + applied.reduce((sum, n) => sum + n, 0));
          expect(await sumLedger({ db, userId: user.id })).toBe(after);
          // every refusal was a spend the balance could not cover at that moment
          for (const [i, result] of results.entries()) if (result.status === 'rejected') expect(amounts[i]).toBeLessThan(0);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('pages the ledger newest first', async () => {
    const { browser } = await signedUpBrowser(t.app);
    for (let i = 0; i < 3; i++) await renderVideo(browser);
    const first = (await browser.get('/api/credits/ledger?limit=2')).json();
    expect(first.entries.map((e: { balanceAfter: number }) => e.balanceAfter)).toEqual([125, 130]);
    const second = (await browser.get(`/api/credits/ledger?limit=2&before=${first.nextBefore}`)).json();
    expect(second.entries.map((e: { balanceAfter: number }) => e.balanceAfter)).toEqual([135, 140]);
    const last = (await browser.get(`/api/credits/ledger?limit=2&before=${second.nextBefore}`)).json();
    expect(last).toMatchObject({ entries: [{ balanceAfter: 40 }], nextBefore: null });
  });
});
