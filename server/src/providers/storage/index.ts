import type { Config } from '../../config';
import { createLocalMediaStorage } from './local-media-storage';
import { createS3MediaStorage } from './s3-media-storage';
import type { MediaStorage } from './media-storage';

export type { MediaStorage } from './media-storage';

/** Configuration picks the adapter: the local directory unless S3 is configured. */
export function createMediaStorage(config: Config): MediaStorage {
  if (config.S3_BUCKET) {
    return createS3MediaStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
    });
  }
  return createLocalMediaStorage(config.mediaDir);
}
