import { Worker } from 'node:worker_threads';
// the render thread loads Skia: its allocator's setting must be in the process's environment first
import '../../canvas/allocator';
import type { BoxReport } from '@common/rules/safe-zones';
import type { PaintJob } from './paint-and-encode';

export type ToRenderThread = { type: 'render'; id: number; job: PaintJob } | { type: 'abort'; id: number };
export type FromRenderThread = { id: number; progress: number } | { id: number; done: true; boxReport: BoxReport | null } | { id: number; error: unknown };

// The server runs TypeScript through tsx. A worker does not take `--import tsx` from execArgv on
// Node 20, so the thread starts with a few lines that register tsx's loader, then loads its entry.
const BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => {
  tsx.register();
  return import(${JSON.stringify(new URL('./render-thread.ts', import.meta.url).href)});
});`;

type Pending = { onMessage(message: FromRenderThread): void; onThreadLost(error: Error): void };

let thread: { worker: Worker; pending: Map<number, Pending> } | null = null;
let nextId = 1;

/**
 * The process's render thread, started on first use and kept: starting one (loading the engine
 * and its fonts) costs more than half a second, once. Idle, it does not keep the process alive;
 * a thread that dies takes its renders with it and is started again for the next one.
 */
function renderThread(): NonNullable<typeof thread> {
  if (thread) return thread;
  const worker = new Worker(BOOTSTRAP, { eval: true });
  const current = { worker, pending: new Map<number, Pending>() };
  const lose = (error: Error) => {
    if (thread === current) thread = null;
    for (const pending of current.pending.values()) pending.onThreadLost(error);
    current.pending.clear();
  };
  worker.on('message', (message: FromRenderThread) => current.pending.get(message.id)?.onMessage(message));
  worker.on('error', lose);
  worker.on('exit', (code) => lose(new Error(`The render thread stopped (exit code ${code}).`)));
  worker.unref(); // idle; after the listeners, as adding one refs the thread again
  thread = current;
  return current;
}

/**
 * Runs `paintAndEncode` in the render thread, so painting frames never holds up the event loop
 * of the process that serves HTTP (docs/decisions/037-render-thread.md). Progress is reported in
 * order; an abort of `signal` stops the render's drawing and its ffmpeg. Settles once the thread
 * is done with the file and every progress report has been stored.
 */
export function runInRenderThread(job: PaintJob, io: { signal: AbortSignal; reportProgress(percent: number): Promise<void> }): Promise<BoxReport | null> {
  io.signal.throwIfAborted();
  const { worker, pending } = renderThread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    let reports = Promise.resolve();
    // a progress report that cannot be stored fails the render, as it would on this thread
    let failure: unknown;
    const abort = () => worker.postMessage({ type: 'abort', id } satisfies ToRenderThread);
    const settle = (error: unknown, done: boolean, boxReport: BoxReport | null = null) => {
      pending.delete(id);
      if (!pending.size) worker.unref();
      io.signal.removeEventListener('abort', abort);
      void reports.then(() => {
        if (done && failure === undefined) resolve(boxReport);
        else reject(io.signal.aborted ? io.signal.reason : (failure ?? error));
      });
    };
    pending.set(id, {
      onMessage(message) {
        if ('progress' in message) {
          reports = reports
            .then(() => io.reportProgress(message.progress))
            .catch((error: unknown) => {
              failure ??= error;
              abort();
            });
        } else if ('done' in message) settle(undefined, true, message.boxReport);
        else settle(message.error, false);
      },
      onThreadLost: (error) => settle(error, false),
    });
    io.signal.addEventListener('abort', abort, { once: true });
    worker.ref(); // a render under way keeps the process alive until it settles
    worker.postMessage({ type: 'render', id, job } satisfies ToRenderThread);
  });
}
