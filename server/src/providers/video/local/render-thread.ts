// The render thread's entry (see run-in-render-thread.ts): one thread per process paints and
// encodes the videos it is sent, reports progress as messages and stops a render on 'abort'.
import { parentPort } from 'node:worker_threads';
import { paintAndEncode } from './paint-and-encode';
import type { FromRenderThread, ToRenderThread } from './run-in-render-thread';

const port = parentPort!;
const send = (message: FromRenderThread) => port.postMessage(message);
const running = new Map<number, AbortController>();

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'abort') return void running.get(message.id)?.abort();
  const { id, job } = message;
  const controller = new AbortController();
  running.set(id, controller);
  paintAndEncode(job, { signal: controller.signal, reportProgress: (percent) => send({ id, progress: percent }) })
    .then(
      (boxReport) => send({ id, done: true, boxReport }),
      (error: unknown) => send({ id, error }),
    )
    .finally(() => running.delete(id));
});
