import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Connections per instance when none is configured: PostgreSQL's rule of thumb of twice the
 * cores plus one, so a small machine does not run more backends than it can serve at once
 * (docs/decisions/036-pool-sized-to-cores.md); never under 5, which leaves the lead committer's
 * 4 batches in flight one connection for everything else.
 */
export function defaultPoolMax(cores = os.availableParallelism()): number {
  return Math.max(5, 2 * cores + 1);
}

/** The whole environment the server reads, described once. Defaults run the product with no setup. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(defaultPoolMax()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RUN_WORKERS: booleanFlag.default(true),
  TRUST_PROXY: booleanFlag.default(false),
  PUBLIC_URL: z.url().optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  CLIENT_DIST_DIR: z.string().min(1).default('./client/dist'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HEALTH_MAX_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Reelwright <no-reply@reelwright.local>'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  VIDEO_PROVIDER: z.enum(['local', 'fal', 'replicate']).default('local'),
  FFMPEG_PATH: z.string().min(1).optional(),
  RENDER_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  RENDER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  FAL_KEY: z.string().min(1).optional(),
  FAL_MODEL: z.string().min(1).default('fal-ai/ltx-video'),
  FAL_QUEUE_URL: z.url().default('https://queue.fal.run'),
  REPLICATE_API_TOKEN: z.string().min(1).optional(),
  REPLICATE_MODEL: z.string().min(1).default('minimax/video-01'),
  REPLICATE_API_URL: z.url().default('https://api.replicate.com'),
  PROVIDER_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(3000),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  SEED_SHOWCASE: booleanFlag.default(true),
  /** Test-only (the browser tests): adds `POST /api/test/learning/rewind`, which moves the caller's lesson-open times back so the reading gate can be passed without waiting (ADR 045). Never set it in production. */
  LEARNING_TEST_CLOCK: booleanFlag.default(false),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PREFIX: z.string().default(''),
  // Billing: without a key the embedded TEST MODE checkout runs (docs/decisions/018-billing.md).
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_PRO_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_PRO_ANNUAL: z.string().min(1).optional(),
  STRIPE_PRICE_BUSINESS_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_BUSINESS_ANNUAL: z.string().min(1).optional(),
  STRIPE_PRICE_ENTERPRISE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_ENTERPRISE_ANNUAL: z.string().min(1).optional(),
  /** Only for tests: a loopback server that speaks Stripe's API. */
  STRIPE_API_URL: z.url().optional(),
  /** Customers' webhooks may reach this host and its private networks (docs/decisions/035-webhook-private-addresses.md). */
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: booleanFlag.default(false),
  /** Product import may fetch pages and images on this host and its private networks: for tests and local trials only (docs/decisions/060). */
  PRODUCT_IMPORT_ALLOW_PRIVATE: booleanFlag.default(false),
  /** One product page import's whole fetch (redirects and body) and each image's must finish within this. */
  PRODUCT_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** A product page larger than this is refused (images have the upload limit). */
  PRODUCT_IMPORT_MAX_PAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(20 * 1024 * 1024)
    .default(3 * 1024 * 1024),
  /** The ffprobe that checks uploads (docs/decisions/027); else `ffprobe` on PATH, else @ffprobe-installer's. */
  FFPROBE_PATH: z.string().min(1).optional(),
  // Speech and stock media (issue 16, docs/decisions/028-voice-and-stock-adapters.md).
  TTS_PROVIDER: z.enum(['espeak', 'openai', 'elevenlabs']).default('espeak'),
  OPENAI_TTS_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_TTS_API_KEY: z.string().min(1).optional(),
  OPENAI_TTS_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
  ELEVENLABS_API_KEY: z.string().min(1).optional(),
  ELEVENLABS_BASE_URL: z.url().default('https://api.elevenlabs.io'),
  ELEVENLABS_MODEL: z.string().min(1).default('eleven_multilingual_v2'),
  TTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  PEXELS_API_KEY: z.string().min(1).optional(),
  PEXELS_API_URL: z.url().default('https://api.pexels.com'),
  PIXABAY_API_KEY: z.string().min(1).optional(),
  PIXABAY_API_URL: z.url().default('https://pixabay.com'),
  STOCK_MAX_DOWNLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(500 * 1024 * 1024)
    .default(50 * 1024 * 1024),
  /** How often a worker's queue looks for jobs of a dead worker (kill -9) whose expiry has passed. */
  QUEUE_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Forces the local engine's frame rate (the chaos test renders at 2 to stay quick); unset, each video gets its format's rate. */
  LOCAL_RENDER_FPS: z.coerce.number().int().min(1).max(60).optional(),
  /** Turns on Prometheus metrics: GET /metrics answers `Authorization: Bearer <token>` only; unset, metrics are off (docs/decisions/055). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where a worker process (`npm run worker`) serves its own /metrics when METRICS_TOKEN is set; the web serves them on PORT. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** OpenTelemetry traces go to this OTLP/HTTP collector (e.g. http://collector:4318) when set; read by the preload observability/tracing.ts. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
});

const STRIPE_REQUIRED = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO_MONTHLY',
  'STRIPE_PRICE_PRO_ANNUAL',
  'STRIPE_PRICE_BUSINESS_MONTHLY',
  'STRIPE_PRICE_BUSINESS_ANNUAL',
  'STRIPE_PRICE_ENTERPRISE_MONTHLY',
  'STRIPE_PRICE_ENTERPRISE_ANNUAL',
] as const;

/** A chosen remote video provider needs its key. */
const refinedConfigSchema = configSchema.superRefine((config, ctx) => {
  if (config.VIDEO_PROVIDER === 'fal' && !config.FAL_KEY) ctx.addIssue({ code: 'custom', path: ['FAL_KEY'], message: 'is required when VIDEO_PROVIDER=fal' });
  if (config.VIDEO_PROVIDER === 'replicate' && !config.REPLICATE_API_TOKEN) {
    ctx.addIssue({ code: 'custom', path: ['REPLICATE_API_TOKEN'], message: 'is required when VIDEO_PROVIDER=replicate' });
  }
  if (config.STRIPE_SECRET_KEY) {
    for (const key of STRIPE_REQUIRED) if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STRIPE_SECRET_KEY is set' });
  }
  if (config.TTS_PROVIDER === 'elevenlabs' && !config.ELEVENLABS_API_KEY)
    ctx.addIssue({ code: 'custom', path: ['ELEVENLABS_API_KEY'], message: 'is required when TTS_PROVIDER=elevenlabs' });
});

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  clientDistDir: string;
  /** PUBLIC_URL's origin, else the local address: where links in e-mails point. */
  publicOrigin: string;
  /** Cookies get Secure and the __Host- prefix; HSTS is sent. */
  https: boolean;
  /** Where the local media adapter keeps files: DATA_DIR/media. */
  mediaDir: string;
};

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = refinedConfigSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    clientDistDir: path.resolve(parsed.data.CLIENT_DIST_DIR),
    mediaDir: path.resolve(parsed.data.DATA_DIR, 'media'),
    publicOrigin: parsed.data.PUBLIC_URL ? new URL(parsed.data.PUBLIC_URL).origin : `http://localhost:${parsed.data.PORT}`,
    https: parsed.data.PUBLIC_URL?.startsWith('https:') ?? false,
  };
}
