import pino from 'pino';
import type { ScriptRequest } from '@common/contracts/script';
import { startFakeChatCompletions, type ChatAnswer } from '../../../test/fake-provider-servers';
import { loadConfig } from '../../config';
import { loggerOptions } from '../../logger';
import { createScriptWriter, type NarrationTimer } from './index';

const request: ScriptRequest = {
  description: 'Noise-cancelling earbuds for runners that stay put and last 10 hours',
  visualStyle: 'anime',
  aspectRatio: '9:16',
  durationSeconds: 12,
  tone: 'hilarious',
};
const KEY = 'test-llm-key';

const goodScenes = [
  { narration: 'Your earbuds fell out again? Tragic.', visual: 'Anime runner, speed lines, an earbud flying off in slow motion', durationSeconds: 3 },
  { narration: 'These stay put. Even on the sprint finish.', visual: 'Close-up of the earbud locked in place, bold colour flash', durationSeconds: 3 },
  { narration: 'Ten hours of silence from the city.', visual: 'The city noise fades to a hush, runner smiling', durationSeconds: 3 },
  { narration: 'Run louder. Hear less. Get yours.', visual: 'Product hero shot with the call to action, punchy cut', durationSeconds: 3 },
];

// This file tests the writers' protocol and fallback; fitting to speech is tested with eSpeak NG in
// fitted-scripts.test.ts. A timer under which every line fits leaves each writer's scenes as written.
const everythingFits: NarrationTimer = { seconds: async () => 0.1 };

/** What the template writer answers on its own (fitted like every script): what a fallback must give. */
const templateAnswer = () => createScriptWriter(loadConfig({}), pino({ level: 'silent' }), everythingFits).writeScript(request);

function memoryLogger() {
  const lines: string[] = [];
  return { lines, logger: pino(loggerOptions('info'), { write: (line: string) => void lines.push(line) }) };
}

// only an endpoint that never answers meets the short limit (see openai-generator.test.ts)
async function withFake(answer: ChatAnswer, env: Record<string, string> = {}) {
  const fake = await startFakeChatCompletions(answer);
  const { logger, lines } = memoryLogger();
  const config = loadConfig({
    LLM_BASE_URL: `${fake.origin}/v1`,
    LLM_API_KEY: KEY,
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT_MS: answer.kind === 'hang' ? '400' : '10000',
    ...env,
  });
  return { fake, lines, writing: createScriptWriter(config, logger, everythingFits) };
}

const fenced = (text: string) => `\`\`\`json\n${text}\n\`\`\``;

describe('the OpenAI-compatible script writer against a chat-completions endpoint', () => {
  it('asks once in JSON mode with the key and model, and returns the scenes it gets', async () => {
    const { fake, writing, lines } = await withFake({ kind: 'content', content: JSON.stringify({ scenes: goodScenes }) });
    try {
      const result = await writing.writeScript(request);
      expect(writing.preferred).toBe('llm');
      expect(result.writer).toBe('llm');
      expect(result.scenes.map((s) => s.narration)).toEqual(goodScenes.map((s) => s.narration));
      expect(result.scenes.map((s) => s.visual)).toEqual(goodScenes.map((s) => s.visual));
      expect(result.scenes.map((s) => s.id)).toEqual(['scene-1', 'scene-2', 'scene-3', 'scene-4']);
      expect(result.scenes.map((s) => s.durationSeconds)).toEqual([3, 3, 3, 3]);

      expect(fake.requests).toHaveLength(1);
      const sent = fake.requests[0]!;
      expect(sent.method).toBe('POST');
      expect(sent.url).toBe('/v1/chat/completions');
      expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(sent.headers['content-type']).toMatch(/application\/json/);
      const body = sent.body as { model: string; messages: { role: string; content: string }[]; response_format: unknown; temperature: number };
      expect(body.model).toBe('test-model');
      expect(body.response_format).toEqual({ type: 'json_object' });
      expect(body.temperature).toBeCloseTo(0.8);
      expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
      expect(body.messages[0]!.content).toMatch(/JSON/);
      expect(body.messages[1]!.content).toContain(request.description);
      expect(body.messages[1]!.content).toMatch(/Hilarious/);
      expect(body.messages[1]!.content).toMatch(/Anime/);
      expect(body.messages[1]!.content).toMatch(/9:16/);
      expect(body.messages[1]!.content).toMatch(/12 seconds/);
      expect(lines).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it('reads JSON inside a Markdown fence and stretches the seconds to the requested length', async () => {
    const uneven = goodScenes.map((s, i) => ({ ...s, durationSeconds: [2, 4, 4, 2][i] }));
    const { fake, writing } = await withFake({ kind: 'content', content: fenced(JSON.stringify({ scenes: uneven })) });
    try {
      const result = await writing.writeScript({ ...request, durationSeconds: 15 });
      expect(result.writer).toBe('llm');
      expect(result.scenes.map((s) => s.durationSeconds)).toEqual([3, 5, 5, 2]);
    } finally {
      await fake.close();
    }
  });

  it('sends no Authorization header when no key is set (a local server needs none)', async () => {
    const { fake, writing } = await withFake({ kind: 'content', content: JSON.stringify({ scenes: goodScenes }) }, { LLM_API_KEY: '' });
    try {
      expect((await writing.writeScript(request)).writer).toBe('template');
      expect(fake.requests[0]!.headers.authorization).toBeUndefined();
    } finally {
      await fake.close();
    }
  });

  const tooLong = goodScenes.map((s, i) => (i === 1 ? { ...s, narration: 'word '.repeat(60) } : s));
  const failures: { name: string; answer: ChatAnswer; reason: RegExp }[] = [
    { name: 'malformed JSON content', answer: { kind: 'content', content: '{"scenes": [{"narration": "Hi",' }, reason: /malformed JSON/ },
    { name: 'prose instead of JSON', answer: { kind: 'content', content: 'Sure! Here is your script: Scene 1…' }, reason: /malformed JSON/ },
    { name: 'JSON without scenes', answer: { kind: 'content', content: JSON.stringify({ script: 'one long paragraph' }) }, reason: /no scenes/ },
    {
      name: 'a scene over the narration limit',
      answer: { kind: 'content', content: JSON.stringify({ scenes: tooLong }) },
      reason: /scenes are invalid \(1\.narration: Keep each scene's words under 200/,
    },
    {
      name: 'a scene without a picture',
      answer: { kind: 'content', content: JSON.stringify({ scenes: [{ narration: 'Buy now', durationSeconds: 5 }] }) },
      reason: /scenes are invalid \(0\.visual/,
    },
    {
      name: 'more scenes than seconds',
      answer: { kind: 'content', content: JSON.stringify({ scenes: Array(13).fill(goodScenes[0]) }) },
      reason: /wrote 13 scenes for 12 seconds/,
    },
    {
      name: 'HTTP 429 with Retry-After',
      answer: { kind: 'status', status: 429, headers: { 'retry-after': '20' }, body: { error: { message: 'Rate limit reached', type: 'requests' } } },
      reason: /rate limited \(HTTP 429, retry after 20\)/,
    },
    { name: 'HTTP 500', answer: { kind: 'status', status: 500, body: { error: { message: 'The server had an error' } } }, reason: /failing \(HTTP 500\)/ },
    { name: 'a 200 that is not JSON', answer: { kind: 'status', status: 200, body: 'not json' }, reason: /not a chat completion/ },
  ];

  describe.each(failures)('on $name', ({ answer, reason }) => {
    it('falls back to the template writer after one request and logs why, without the key', async () => {
      const { fake, writing, lines } = await withFake(answer);
      try {
        const result = await writing.writeScript(request);
        expect(result).toEqual(await templateAnswer());
        expect(fake.requests).toHaveLength(1);
        expect(lines).toHaveLength(1);
        const line = JSON.parse(lines[0]!) as { level: number; msg: string; reason: string };
        expect(line.level).toBe(40);
        expect(line.msg).toMatch(/template writer answered instead/);
        expect(line.reason).toMatch(reason);
        expect(lines[0]).not.toContain(KEY);
      } finally {
        await fake.close();
      }
    });
  });

  it('falls back when the endpoint does not answer within LLM_TIMEOUT_MS', async () => {
    const { fake, writing, lines } = await withFake({ kind: 'hang' }, { LLM_TIMEOUT_MS: '300' });
    try {
      const started = performance.now();
      const result = await writing.writeScript(request);
      const elapsed = performance.now() - started;
      expect(result).toEqual(await templateAnswer());
      expect(elapsed).toBeLessThan(5_000); // the endpoint never answers: only the timeout ends the wait
      expect(fake.requests).toHaveLength(1);
      expect(lines[0]).toMatch(/did not answer within 300 ms/);
    } finally {
      await fake.close();
    }
  });

  it('falls back on a wrong key without logging it', async () => {
    const { fake, writing, lines } = await withFake({ kind: 'content', content: JSON.stringify({ scenes: goodScenes }) }, { LLM_API_KEY: 'sk-wrong-secret' });
    try {
      expect((await writing.writeScript(request)).writer).toBe('template');
      expect(lines[0]).toMatch(/refusing \(HTTP 401\)/);
      expect(lines.join('')).not.toContain('sk-wrong-secret');
    } finally {
      await fake.close();
    }
  });

  it('falls back when nothing listens at LLM_BASE_URL', async () => {
    const { fake, writing, lines } = await withFake({ kind: 'hang' });
    await fake.close();
    const result = await writing.writeScript(request);
    expect(result).toEqual(await templateAnswer());
    expect(lines[0]).toMatch(/could not be reached \(ECONNREFUSED\)/);
  });

  it("passes the caller's abort on instead of writing a script nobody waits for", async () => {
    const { fake, writing, lines } = await withFake({ kind: 'hang' }, { LLM_TIMEOUT_MS: '10000' });
    try {
      const controller = new AbortController();
      const pending = writing.writeScript(request, controller.signal);
      await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
      controller.abort(new Error('client went away'));
      await expect(pending).rejects.toThrow('client went away');
      expect(lines).toEqual([]);
    } finally {
      await fake.close();
    }
  });
});

describe('createScriptWriter without LLM_BASE_URL', () => {
  it('writes from templates and says so', async () => {
    const { logger } = memoryLogger();
    const writing = createScriptWriter(loadConfig({ LLM_API_KEY: KEY }), logger, everythingFits);
    expect(writing.preferred).toBe('template');
    expect(await writing.writeScript(request)).toEqual(await templateAnswer());
  });
});
