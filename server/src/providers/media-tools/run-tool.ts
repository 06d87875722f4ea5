import { execFile, type ChildProcess, type ExecFileException } from 'node:child_process';
import { lastLineOf, MediaToolsError } from './media-tools-error';

export type ToolCall = {
  signal?: AbortSignal;
  /** Killed (SIGKILL) after this long: a hostile file must not hold a worker. */
  timeoutMs?: number;
  /** The most stdout kept; more fails the call. */
  maxBuffer?: number;
};

type Ran<Encoding> = { stdout: Encoding; stderr: string };

function failure(tool: string, binary: string, error: ExecFileException & { stderr?: string | Buffer }, call: ToolCall): unknown {
  if (call.signal?.aborted) return error; // the caller's abort, unchanged
  const stderr = String(error.stderr ?? '');
  if (error.code === 'ENOENT' || error.code === 'EACCES') return new MediaToolsError('not-found', `${tool} could not be started (${binary}: ${error.code})`);
  if (error.killed && call.timeoutMs)
    return new MediaToolsError('timed-out', `${tool} took longer than ${call.timeoutMs} ms and was stopped`, lastLineOf(stderr));
  return new MediaToolsError('failed', `${tool} failed: ${lastLineOf(stderr) || error.message}`, stderr.slice(-4000));
}

function options(call: ToolCall) {
  return {
    signal: call.signal,
    maxBuffer: call.maxBuffer ?? 4 * 1024 * 1024,
    ...(call.timeoutMs ? { timeout: call.timeoutMs, killSignal: 'SIGKILL' as const } : {}),
  };
}

/**
 * Rejects once the tool has ended: an abort calls execFile back at once, while the process is
 * still stopping, and a caller that cleans up after a failure must not find it still writing.
 */
function rejectOnceEnded(child: ChildProcess, reject: (reason: unknown) => void, reason: unknown): void {
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) child.once('exit', () => reject(reason));
  else reject(reason);
}

/** Runs a tool to its end; its stdout as text. Rejects with a MediaToolsError (or the caller's abort). */
export function runForText(tool: string, binary: string, args: string[], call: ToolCall = {}): Promise<Ran<string>> {
  return new Promise((resolve, reject) => {
    const child = execFile(binary, args, { ...options(call), encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) rejectOnceEnded(child, reject, failure(tool, binary, Object.assign(error, { stderr }), call));
      else resolve({ stdout, stderr });
    });
  });
}

/** Runs a tool to its end; its stdout as bytes (raw frames). */
export function runForBytes(tool: string, binary: string, args: string[], call: ToolCall = {}): Promise<Ran<Buffer>> {
  return new Promise((resolve, reject) => {
    const child = execFile(binary, args, { ...options(call), encoding: 'buffer' }, (error, stdout, stderr) => {
      if (error) rejectOnceEnded(child, reject, failure(tool, binary, Object.assign(error, { stderr: stderr.toString() }), call));
      else resolve({ stdout, stderr: stderr.toString() });
    });
  });
}
