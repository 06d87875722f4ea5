import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { platformsFor } from '@common/catalog/platform-presets';
import { hashtagsOf, postCaption } from '@common/rules/post-caption';
import { showsWatermark } from '@common/rules/watermark';
import { ZipFile } from 'yazl';
import { AppError } from '../../http/app-error';
import type { MediaStorage } from '../../providers/storage/index';
import { captionsOf } from './captions-service';
import { getOwnedVideo } from './library-service';
import type { StudioDeps } from './studio-deps';
import type { OwnedVideo } from './video-repository';

/** A file of the package: text made here, or a stored file streamed from media storage. */
type PackageFile = { name: string; kind: string; platform?: string } & ({ text: string } | { key: string });
/** The manifest's line for a file: what it is, how big, its SHA-256. */
type ManifestFile = { name: string; kind: string; platform?: string; bytes: number; sha256: string };

/** The title as a file-name stem: `glimmerfox` from "GlimmerFox". */
export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return slug || 'reelwright-video';
}

/** What goes into the ZIP, named for what each file is (`glimmerfox-tiktok-1080x1920.mp4`). */
function packageFiles(video: OwnedVideo): PackageFile[] {
  const title = video.title ?? video.prompt;
  const slug = slugOf(title);
  const platforms = platformsFor(video.aspectRatio, video.platformPreset);
  const report = video.qualityReport;
  const size = report?.width && report.height ? `-${report.width}x${report.height}` : '';
  const files: PackageFile[] = [{ name: `${slug}-${platforms[0]?.slug ?? 'video'}${size}.mp4`, kind: 'video', key: video.mediaKey! }];
  if (video.posterKey) files.push({ name: `${slug}-cover.jpg`, kind: 'cover', key: video.posterKey });
  if (video.speechTimeline) {
    files.push({ name: `${slug}-captions.srt`, kind: 'captions', text: captionsOf(video, 'srt') });
    files.push({ name: `${slug}-captions.vtt`, kind: 'captions', text: captionsOf(video, 'vtt') });
  }
  const hashtags = hashtagsOf({ title, productName: video.product?.name, brand: video.product?.brand });
  for (const platform of platforms)
    files.push({
      name: `${slug}-${platform.id}-caption.txt`,
      kind: 'post-caption',
      platform: platform.id,
      text: postCaption(platform, { title, description: video.prompt, hashtags }).full,
    });
  return files;
}

async function sha256Of(storage: MediaStorage, key: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of await storage.read(key)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

function manifestOf(video: OwnedVideo, files: ManifestFile[]) {
  const platforms = platformsFor(video.aspectRatio, video.platformPreset);
  return {
    title: video.title ?? video.prompt,
    durationSeconds: video.qualityReport?.durationSeconds ?? video.durationSeconds,
    width: video.qualityReport?.width ?? null,
    height: video.qualityReport?.height ?? null,
    aspectRatio: video.aspectRatio,
    // honest output: every picture and voice in it was made by software
    aiGenerated: true,
    engine: video.engine,
    watermark: showsWatermark(video.creatorPlan),
    platforms: platforms.map((p) => ({
      id: p.id,
      name: p.name,
      captionFile: files.find((f) => f.platform === p.id)!.name,
      captionMaxChars: p.captionMaxChars,
      hashtagsMax: p.hashtagsMax,
    })),
    files,
    qualityReport: video.qualityReport ?? null,
  };
}

/**
 * The publish-ready package of a finished video, owner only (like the media download): a ZIP
 * streamed as it is written (stored files are read twice, once for their checksum, never held in
 * memory), with `manifest.json` last.
 */
export async function packageVideo(deps: Pick<StudioDeps, 'db' | 'storage'>, userId: string, videoId: string): Promise<{ fileName: string; stream: Readable }> {
  const video = await getOwnedVideo(deps.db, userId, videoId);
  if (video.status !== 'completed' || !video.mediaKey) throw new AppError('NOT_FOUND', 'This video is not ready yet.');
  const files = packageFiles(video);
  const listed: ManifestFile[] = [];
  for (const file of files) {
    const sum =
      'text' in file
        ? { bytes: Buffer.byteLength(file.text), sha256: createHash('sha256').update(file.text).digest('hex') }
        : await sha256Of(deps.storage, file.key);
    listed.push({ name: file.name, kind: file.kind, ...(file.platform ? { platform: file.platform } : {}), ...sum });
  }
  const zip = new ZipFile();
  for (const file of files) {
    if ('text' in file) zip.addBuffer(Buffer.from(file.text), file.name);
    // MP4 and JPEG are compressed already: stored as they are
    else
      zip.addReadStreamLazy(file.name, { compress: false }, (done) => {
        deps.storage.read(file.key).then(
          (stream) => done(null, stream),
          (error: Error) => done(error, null as never),
        );
      });
  }
  zip.addBuffer(Buffer.from(`${JSON.stringify(manifestOf(video, listed), null, 2)}\n`), 'manifest.json');
  zip.end();
  return { fileName: `${slugOf(video.title ?? video.prompt)}-package.zip`, stream: zip.outputStream as Readable };
}
