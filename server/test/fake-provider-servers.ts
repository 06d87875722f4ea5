import { execFile } from 'node:child_process';
import { detached } from './detached';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { testFfmpeg } from './media-tools';

/** A 2-second 360x640 MP4 with a tone, standing in for what a text-to-video model returns. */
export async function makeSampleVideo(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `reelwright-sample-${process.pid}-${Date.now()}.mp4`);
  await promisify(execFile)(testFfmpeg, [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=360x640:rate=24',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    '2',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  return readFile(file);
}

export type Scenario = {
  /** Status answers before the job is done (slow jobs have many). */
  pendingPolls: number;
  outcome: 'success' | 'failure';
  /** The result URL answers 403 as an expired signed URL does. */
  expiredResult?: boolean;
  /** How many status polls answer 503 first. */
  flakyPolls?: number;
};

export type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: unknown };

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? JSON.parse(text) : undefined;
}

export function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A loopback server; `handle` answers one request (or never does); every request is recorded. */
export async function startServer(handle: (req: Recorded, res: ServerResponse, origin: string) => void) {
  const requests: Recorded[] = [];
  let origin = '';
  const server = createServer(
    detached(async (request, response) => {
      const recorded = { method: request.method!, url: request.url!, headers: request.headers, body: await readBody(request) };
      requests.push(recorded);
      handle(recorded, response, origin);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections(); // a request left hanging on purpose ends here
    });
  return { origin, requests, close };
}

function serveVideo(res: ServerResponse, video: Buffer, expired: boolean | undefined) {
  if (expired) return json(res, 403, { message: 'Request has expired' });
  res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(video.length) });
  res.end(video);
}

/** fal.ai's queue API as documented: submit, status (IN_QUEUE → IN_PROGRESS → COMPLETED), result. */
export async function startFakeFal(video: Buffer, scenario: Scenario) {
  let polls = 0;
  let flaky = scenario.flakyPolls ?? 0;
  return startServer((req, res, origin) => {
    // result files sit on a CDN behind a signed URL: no key there
    if (req.method === 'GET' && req.url === '/files/output.mp4') return serveVideo(res, video, scenario.expiredResult);
    if (req.headers.authorization !== 'Key test-fal-key') return json(res, 401, { detail: 'Invalid key' });
    if (req.method === 'POST' && req.url === '/fal-ai/ltx-video/text-to-video') {
      return json(res, 200, {
        request_id: 'req-123',
        status: 'IN_QUEUE',
        queue_position: 2,
        status_url: `${origin}/fal-ai/ltx-video/requests/req-123/status`,
        response_url: `${origin}/fal-ai/ltx-video/requests/req-123`,
      });
    }
    if (req.method === 'GET' && req.url === '/fal-ai/ltx-video/requests/req-123/status') {
      if (flaky-- > 0) return json(res, 503, { detail: 'Service temporarily unavailable' });
      polls += 1;
      if (polls <= scenario.pendingPolls) return json(res, 202, { status: polls === 1 ? 'IN_QUEUE' : 'IN_PROGRESS', queue_position: 0 });
      return json(res, 200, { status: 'COMPLETED', response_url: `${origin}/fal-ai/ltx-video/requests/req-123` });
    }
    if (req.method === 'GET' && req.url === '/fal-ai/ltx-video/requests/req-123') {
      if (scenario.outcome === 'failure')
        return json(res, 422, { detail: [{ loc: ['body', 'prompt'], msg: 'Content policy violation', type: 'value_error' }] });
      return json(res, 200, { video: { url: `${origin}/files/output.mp4`, content_type: 'video/mp4' }, seed: 42 });
    }
    if (req.method === 'GET' && req.url === '/files/output.mp4') return serveVideo(res, video, scenario.expiredResult);
    json(res, 404, { detail: 'Not found' });
  });
}

/** Replicate's predictions API as documented: create (201 starting), get (processing → succeeded | failed). */
export async function startFakeReplicate(video: Buffer, scenario: Scenario & { rateLimitFirstCreate?: boolean }) {
  let polls = 0;
  let flaky = scenario.flakyPolls ?? 0;
  let limited = scenario.rateLimitFirstCreate ?? false;
  const prediction = (origin: string, status: string, extra: object = {}) => ({
    id: 'pred-abc',
    model: 'acme/video-model',
    status,
    input: {},
    output: null,
    error: null,
    urls: { get: `${origin}/v1/predictions/pred-abc`, cancel: `${origin}/v1/predictions/pred-abc/cancel` },
    ...extra,
  });
  return startServer((req, res, origin) => {
    if (req.method === 'GET' && req.url === '/files/output.mp4') return serveVideo(res, video, scenario.expiredResult);
    if (req.headers.authorization !== 'Bearer test-replicate-token')
      return json(res, 401, { title: 'Unauthenticated', detail: 'You did not pass a valid authentication token', status: 401 });
    if (req.method === 'POST' && (req.url === '/v1/models/acme/video-model/predictions' || req.url === '/v1/predictions')) {
      if (limited) {
        limited = false;
        return json(res, 429, { title: 'Request was throttled.', detail: 'Request was throttled. Expected available in 1 second.', status: 429 });
      }
      return json(res, 201, prediction(origin, 'starting'));
    }
    if (req.method === 'GET' && req.url === '/v1/predictions/pred-abc') {
      if (flaky-- > 0) return json(res, 502, { detail: 'Bad gateway' });
      polls += 1;
      if (polls <= scenario.pendingPolls) return json(res, 200, prediction(origin, polls === 1 ? 'starting' : 'processing', { logs: `step ${polls}` }));
      if (scenario.outcome === 'failure') return json(res, 200, prediction(origin, 'failed', { error: 'CUDA out of memory' }));
      return json(res, 200, prediction(origin, 'succeeded', { output: `${origin}/files/output.mp4` }));
    }
    if (req.method === 'GET' && req.url === '/files/output.mp4') return serveVideo(res, video, scenario.expiredResult);
    json(res, 404, { detail: 'Not found' });
  });
}

/** What the fake chat-completions endpoint does with a request. */
export type ChatAnswer =
  { kind: 'content'; content: string } | { kind: 'status'; status: number; headers?: Record<string, string>; body: unknown } | { kind: 'hang' };

/**
 * An OpenAI-compatible `POST /v1/chat/completions` that needs `Authorization: Bearer test-llm-key`
 * and answers each request with `answer` (the assistant message's content, an HTTP error, or
 * never).
 */
export async function startFakeChatCompletions(answer: ChatAnswer) {
  return startServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return json(res, 404, { error: { message: 'Not found' } });
    if (req.headers.authorization !== 'Bearer test-llm-key')
      return json(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    if (answer.kind === 'hang') return;
    if (answer.kind === 'status') {
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      return res.end(JSON.stringify(answer.body));
    }
    const model = (req.body as { model?: string }).model;
    json(res, 200, {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 120, completion_tokens: 180, total_tokens: 300 },
    });
  });
}
