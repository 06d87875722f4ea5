import { sql, type SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Database = NodePgDatabase<typeof schema>;
/** An open transaction: what it writes commits or rolls back as one, and locks it takes are held until then. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository accepts: the database or a transaction on it. */
export type Executor = Database | Transaction;

export type DatabaseHandle = { pool: pg.Pool; db: Database; close(): Promise<void> };

export function createDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // Nor may a checked-out one (a transaction between two statements) when the server shuts down:
  // pg-pool listens only on idle clients, and an 'error' event nobody listens to ends the process
  // (found by the chaos test, docs/decisions/030). Its next query fails and it leaves the pool.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}

/** The pg Pool under a database handle (drizzle keeps it as `$client`): its counts feed the pool metric. */
export function poolOf(db: Database): pg.Pool {
  return (db as Database & { $client: pg.Pool }).$client;
}

/**
 * Lets a library that speaks plain SQL with $1-style parameters (the job queue) run on a Drizzle
 * executor, so its writes join that executor's transaction.
 */
export function sqlExecutorOf(db: Executor): { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } {
  return {
    async executeSql(text, values) {
      const chunks: SQL[] = text.split(/\$(\d+)/).map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const result = await db.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

/**
 * A query built once per database (not per call) as a named prepared statement: each pooled
 * connection parses and plans it once, and no call pays the query builder again. For the reads
 * every signed-in request makes (the session, a leaderboard place); see docs/decisions/031.
 * `key` tells apart variants built from the same function (e.g. one per leaderboard column).
 */
export function preparedOn<Q>(name: string, build: (db: Database, statementName: string) => Q): (db: Database, key?: string) => Q {
  const built = new WeakMap<Database, Map<string, Q>>();
  return (db, key = '') => {
    let variants = built.get(db);
    if (!variants) built.set(db, (variants = new Map()));
    let query = variants.get(key);
    if (!query) variants.set(key, (query = build(db, key ? `${name}_${key}` : name)));
    return query;
  };
}
