import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './logger';
import { insertOutboxMessage } from './modules/mail/service';
import { createStructuredGeneration, type StructuredGeneration } from './providers/generator/index';
import { createMailer, type Mailer } from './providers/mail/index';
import { createMediaTools, type MediaTools } from './providers/media-tools/index';
import { createPaymentsProvider, type PaymentsProvider } from './providers/payments/index';
import { createSafeFetch, type SafeFetch } from './providers/safe-fetch/index';
import { createScriptWriter, type ScriptWriting } from './providers/script-writer/index';
import { createStockProviders, type StockLibrary } from './providers/stock/index';
import { createMediaStorage, type MediaStorage } from './providers/storage/index';
import { createVideoProviders, type VideoProvider } from './providers/video/index';
import { createVoiceProvider, type VoiceProvider } from './providers/voice/index';
import { createWebhookPost, type WebhookPost } from './providers/webhooks/index';

/**
 * Every adapter this process talks to the outside world through, built once from the
 * configuration (DESIGN.md "Ports and their adapters") and handed to the app and the workers, so
 * both share one storage client, one payments client and one speech engine.
 */
export type Adapters = {
  storage: MediaStorage;
  /** ffmpeg and ffprobe (docs/decisions/040), found once for the app and the workers. */
  mediaTools: MediaTools;
  payments: PaymentsProvider;
  /** The speech engine: voice previews in the app, voice-overs in the local video engine. */
  voice: VoiceProvider;
  /** The configured video provider first, the local engine (speaking with `voice`) last. */
  videoProviders: VideoProvider[];
  /** The stock libraries with a key; empty hides the option. */
  stock: StockLibrary[];
  scriptWriting: ScriptWriting;
  generation: StructuredGeneration;
  /** Product pages and their images, fetched past the private-address guard (docs/decisions/060). */
  safeFetch: SafeFetch;
  /** Outgoing customer webhooks (public API). */
  webhookPost: WebhookPost;
  mailer: Mailer;
};

/** The composition root of the adapters; `db` is for the embedded mail outbox. */
export function createAdapters(options: { config: Config; logger: Logger; db: Database }): Adapters {
  const { config, logger, db } = options;
  const mediaTools = createMediaTools(config);
  const voice = createVoiceProvider(config, mediaTools, { logger });
  return {
    storage: createMediaStorage(config),
    mediaTools,
    payments: createPaymentsProvider(config),
    voice,
    videoProviders: createVideoProviders(config, mediaTools, { voice }),
    stock: createStockProviders(config),
    scriptWriting: createScriptWriter(config, logger),
    generation: createStructuredGeneration(config, logger),
    safeFetch: createSafeFetch({ allowPrivateNetworks: config.PRODUCT_IMPORT_ALLOW_PRIVATE, timeoutMs: config.PRODUCT_IMPORT_TIMEOUT_MS }),
    webhookPost: createWebhookPost({ allowPrivateNetworks: config.WEBHOOK_ALLOW_PRIVATE_NETWORKS }),
    mailer: createMailer({ config, logger, writeOutbox: (message) => insertOutboxMessage(db, message) }),
  };
}
