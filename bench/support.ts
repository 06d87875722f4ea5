import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';

export type BenchResult = { name: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };

/**
 * Starts a server process and resolves once `url` answers 200. On a machine with taskset the server
 * gets the last core to itself, so the load generator and the server do not trade places mid-run.
 */
export async function startServer(args: string[], env: Record<string, string>, url: string, options: { pin?: boolean } = {}): Promise<ChildProcess> {
  const cores = os.availableParallelism();
  const pin = (options.pin ?? true) && cores > 1 && existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', '-c', String(cores - 1)] : [];
  const [command, ...rest] = [...pin, process.execPath, ...args] as [string, ...string[]];
  const child = spawn(command, rest, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not answer in time`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A short warm-up, then the measured run. */
export async function measure(
  name: string,
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<BenchResult> {
  const { connections, headers } = options;
  await autocannon({ url, connections, headers, duration: 2 });
  const result = await autocannon({ url, connections, headers, duration: options.seconds });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: BenchResult[]): void {
  console.log('| route | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} |`);
}

/** The middle item by `by` (the upper one of the two middles for an even count). */
export function median<T>(items: T[], by: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}
