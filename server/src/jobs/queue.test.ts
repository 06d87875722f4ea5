import pg from 'pg';
import { createLogger } from '../logger';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { absorbLostJobOutcomes, startQueue } from './queue';
import { jobDefinitions } from '../workers/registry';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('startQueue', () => {
  // Regression (chaos test, docs/decisions/030): two instances starting on a fresh database at once
  // deadlocked in pg-boss's createQueue and one of them died.
  it('lets two instances create the queues at the same time', async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const logger = createLogger('silent');
    try {
      for (let round = 0; round < 3; round += 1) {
        await admin.query('drop schema if exists pgboss cascade');
        const queues = await Promise.all([1, 2].map(() => startQueue({ url: database.url, logger, definitions: jobDefinitions })));
        await Promise.all(queues.map((queue) => queue.stop()));
        const { rows } = await admin.query<{ name: string }>('select name from pgboss.queue');
        expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(jobDefinitions.map((d) => d.name)));
      }
    } finally {
      await admin.end();
    }
  });
});

describe('absorbLostJobOutcomes', () => {
  // Regression (chaos test, docs/decisions/030): pg-boss's unawaited complete/fail rejected while
  // PostgreSQL was down and both worker processes died.
  it('absorbs a rejection that says the database is unreachable, and only that', () => {
    const listener = absorbLostJobOutcomes(createLogger('silent'));
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(() => listener(refused)).not.toThrow();
    expect(() => listener(new Error('Failed query', { cause: shutdown }))).not.toThrow();
    expect(() => listener(new TypeError('a real bug'))).toThrow('a real bug');
  });
});
