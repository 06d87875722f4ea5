import type { Config } from '../../config';
import { createLocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';

export type { MediaStorage } from './media-storage';

/** Configuration picks the adapter: the local directory unless S3 is configured. */
export function createMediaStorage(config: Config): MediaStorage {
  return createLocalMediaStorage(config.mediaDir);
}
