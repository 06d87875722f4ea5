import pg from 'pg';
import { readdirSync } from 'node:fs';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrationsFolder, runMigrations } from './migrate';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: testDb.url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('runMigrations', () => {
  it('applies each committed migration exactly once when several instances start together', async () => {
    // The template is already migrated; wipe that to start from an empty database.
    await query('drop schema drizzle cascade; drop schema public cascade; create schema public');
    await Promise.all(Array.from({ length: 4 }, () => runMigrations(testDb.url)));
    const applied = await query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
    expect(Number(applied[0]?.count)).toBe(files.length);
    const tables = await query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public'");
    expect(tables.map((r) => r.table_name)).toEqual(expect.arrayContaining(['worker_heartbeats', 'users', 'sessions']));
  });

  it('is a no-op the second time', async () => {
    await runMigrations(testDb.url);
    const applied = await query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    expect(Number(applied[0]?.count)).toBe(readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length);
  });
});
