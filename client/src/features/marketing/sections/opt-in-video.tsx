import { OPT_IN_COPY } from '@/content/opt-in-copy';
import { ShowcasePlayer, useShowcaseSettings } from '@/features/showcase';
import { VideoPlaceholder } from '../interactive/video-placeholder';

/** The admin's demo video (the fallback while none is chosen); its own chunk, loaded after the first paint. */
export default function OptInVideo() {
  const { data } = useShowcaseSettings();
  const id = data?.demoVideoId;
  return id ? <ShowcasePlayer videoId={id} title={OPT_IN_COPY.videoLabel} className="aspect-[9/16] w-full" /> : <VideoPlaceholder />;
}
