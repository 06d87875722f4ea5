import { buttonClasses } from '@/components/ui/button';
import { CAPTION_DOWNLOADS_COPY as COPY } from '@/content/studio-copy';

type CaptionUrls = { vtt: string; srt: string };

/** A file name from the video's title: letters, digits and dashes, so every system keeps it. */
function captionFileName(title: string, format: keyof CaptionUrls): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return `${slug || 'video'}-captions.${format}`;
}

/** The voiced video's captions as files, WebVTT (web players) and SRT (editors, YouTube, social uploads). */
export function CaptionDownloads({ urls, title, className }: { urls: CaptionUrls; title: string; className?: string }) {
  return (
    <div role="group" aria-label={COPY.groupLabel} className={className ?? 'contents'}>
      <a href={urls.vtt} download={captionFileName(title, 'vtt')} className={buttonClasses({ variant: 'secondary' })}>
        {COPY.vtt}
      </a>
      <a href={urls.srt} download={captionFileName(title, 'srt')} className={buttonClasses({ variant: 'secondary' })}>
        {COPY.srt}
      </a>
    </div>
  );
}
