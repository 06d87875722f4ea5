import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { assertSafeKey, contentTypeOf, type MediaInfo, type MediaStorage } from './media-storage';

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** MinIO, Ceph and most S3-compatible servers want path-style URLs. */
  forcePathStyle: boolean;
  /** Prefix inside the bucket, so one bucket can hold several installs. */
  prefix: string;
};

/**
 * S3-compatible object storage (AWS S3, R2, MinIO, …). The app still streams files itself (with
 * Range), so a CDN in front of `/api/public/*-video-proxy` caches them like any other response.
 */
export function createS3MediaStorage(options: S3Options): MediaStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // checksums only where S3 demands them: many S3-compatible servers reject aws-chunked uploads
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
  });
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${options.prefix}${key}`;
  };

  const head = async (key: string): Promise<MediaInfo | null> => {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
      return {
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? contentTypeOf(key),
        etag: out.ETag ?? `"${out.LastModified?.getTime() ?? 0}"`,
        modifiedAt: out.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return null;
      throw error;
    }
  };

  return {
    async putFile(key, sourcePath, contentType) {
      const { size } = await stat(sourcePath);
      // one PUT: object stores replace a key atomically, readers see the old or the new file
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      return (await head(key))!;
    },
    stat: head,
    async read(key, range) {
      const out = await client.send(
        new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return out.Body as Readable;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
