import { randomUUID } from 'node:crypto';
import { renderVideo } from '../../../test/studio-fixtures';
import type { Transaction } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser } from '../../../test/test-browser';
import { getBalance, grantCredits, grantSignupCredits, listLedger, refundRender, spendCredits, sumLedger } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) => t.database.db.transaction(work);
const kinds = async (userId: string) => (await listLedger({ db: t.database.db, userId, limit: 100 })).entries.map((e) => `${e.kind} ${e.amount}`);

describe('credits service', () => {
  it('refuses a spend the balance cannot cover before anything is written, and does not run its preparation', async () => {
    const { user } = await signedUpBrowser(t.app);
    let prepared = 0;
    const spend = () =>
      inTransaction((tx) =>
        spendCredits({ tx, userId: user.id, amount: 141, reason: 'too much', idempotencyKey: randomUUID(), prepare: async () => (prepared++, null) }),
      );
    await expect(spend()).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS', details: { cost: 141, balance: 140 } });
    expect(prepared).toBe(0);
    expect(await getBalance({ db: t.database.db, userId: user.id })).toBe(140);
    expect(await kinds(user.id)).toEqual(['grant 100', 'grant 40']);
  });

  it('returns the first row for a replayed key without preparing or writing again', async () => {
    const { user } = await signedUpBrowser(t.app);
    const idempotencyKey = randomUUID();
    let prepared = 0;
    const spend = () =>
      inTransaction((tx) => spendCredits({ tx, userId: user.id, amount: 7, reason: 'once', idempotencyKey, prepare: async () => (prepared++, null) }));
    const first = await spend();
    const again = await spend();
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ entry: first.entry, replayed: true });
    expect(prepared).toBe(1);
    expect(await getBalance({ db: t.database.db, userId: user.id })).toBe(133);
  });

  it('grants the sign-up credits once per account, however often it is asked', async () => {
    const { user } = await signedUpBrowser(t.app);
    await inTransaction((tx) => grantSignupCredits({ tx, userId: user.id }));
    expect(await kinds(user.id)).toEqual(['grant 100', 'grant 40']);
    await expect(
      inTransaction((tx) => grantCredits({ tx, userId: user.id, amount: -5, reason: 'not a grant', idempotencyKey: randomUUID() })),
    ).rejects.toThrow();
  });

  it('refunds a render once, keyed by its spend', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const { id } = (await renderVideo(browser)).json();
    expect(await inTransaction((tx) => refundRender({ tx, renderJobId: id }))).toBe(5);
    expect(await inTransaction((tx) => refundRender({ tx, renderJobId: id }))).toBe(0);
    expect(await kinds(user.id)).toEqual(['refund 5', 'spend -5', 'grant 100', 'grant 40']);
    expect(await sumLedger({ db: t.database.db, userId: user.id })).toBe(140);
  });
});
