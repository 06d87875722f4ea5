import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createDatabase } from './client';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('createDatabase', () => {
  // Regression (chaos test, docs/decisions/030): PostgreSQL's fast shutdown ended both API instances
  // with "Unhandled 'error' event" from a client held between two statements of a transaction.
  it('survives the server ending the connection of a checked-out client', async () => {
    const handle = createDatabase(database.url, { max: 2 });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const client = await handle.pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => client.once('end', resolve));
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]); // FATAL 57P01, as in a fast shutdown
      await ended;
      await expect(client.query('select 1')).rejects.toThrow();
      client.release();
      const after = await handle.pool.query<{ one: number }>('select 1 as one');
      expect(after.rows[0]!.one).toBe(1);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
