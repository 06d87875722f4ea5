import { VISUAL_STYLES } from '@common/catalog/visual-styles';
import { SITE_NAME } from '@common/site';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { clientShellWithPageHead } from '../../http/client-assets';
import { previewTags, type PageHead } from '@common/page-head';
import { frameSize } from '../../providers/video/local/frame-size';
import { posterSize } from '../../providers/video/poster';
import type { RenderJobRow } from '../renders/service';
import { findLiveSharedRender } from './share-repository';
import { shareMediaUrl, sharePosterUrl } from './share-service';

/**
 * The link preview of a live share: Open Graph and Twitter card tags, with the poster as the image
 * (absolute URLs under PUBLIC_URL). `og:video` only over HTTPS: the unfurlers that play a video
 * inline refuse a plain-HTTP one.
 */
export function sharePageHead(config: Pick<Config, 'publicOrigin' | 'https'>, token: string, video: RenderJobRow): PageHead {
  const title = video.title ?? video.prompt;
  const description = `A ${video.durationSeconds}-second ${VISUAL_STYLES[video.visualStyle].name} video made with ${SITE_NAME}.`;
  const url = `${config.publicOrigin}/share/${encodeURIComponent(token)}`;
  const meta = previewTags({ title, description, url, type: 'video.other', card: video.posterKey ? 'summary_large_image' : 'summary' });
  if (video.posterKey) {
    const size = posterSize(video.aspectRatio);
    const image = `${config.publicOrigin}${sharePosterUrl(token)}`;
    meta.push(
      ['property', 'og:image', image],
      ['property', 'og:image:type', 'image/jpeg'],
      ['property', 'og:image:width', String(size.width)],
      ['property', 'og:image:height', String(size.height)],
      ['property', 'og:image:alt', title],
      ['name', 'twitter:image', image],
      ['name', 'twitter:image:alt', title],
    );
  }
  if (config.https) {
    const size = frameSize(video.aspectRatio);
    const videoUrl = `${config.publicOrigin}${shareMediaUrl(token)}`;
    meta.push(
      ['property', 'og:video', videoUrl],
      ['property', 'og:video:secure_url', videoUrl],
      ['property', 'og:video:type', 'video/mp4'],
      ['property', 'og:video:width', String(size.width)],
      ['property', 'og:video:height', String(size.height)],
    );
  }
  return { title: `${title} · ${SITE_NAME}`, description, meta };
}

/**
 * The HTML of `/share/{token}`: the client's shell, with the video's preview tags while the link
 * is live; a revoked, deleted or unknown link gets the plain shell (nothing of the video). Null
 * when the client is not built.
 */
export async function renderSharePage(deps: { db: Executor; config: Config }, token: string): Promise<string | null> {
  const video = await findLiveSharedRender(deps.db, token);
  return clientShellWithPageHead(deps.config.clientDistDir, video?.mediaKey ? sharePageHead(deps.config, token, video) : undefined);
}
