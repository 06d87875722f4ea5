import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrl } from './database-url';

export type TestDatabase = { url: string; name: string; drop(): Promise<void> };

/** A fresh database for one test file, cloned from the migrated template in milliseconds. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const name = `reelwright_test_${inject('testRunId')}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(template)}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
      await client.end();
    },
  };
}
