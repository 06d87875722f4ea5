import { DEMO_COPY, SHOWCASE_COPY } from '@/content/landing-copy';
import { ShowcasePlayer, useShowcaseSettings } from '@/features/showcase';
import { VideoPlaceholder } from './video-placeholder';

// The showcase videos an admin picked (GET /api/showcase/settings), played by the showcase
// feature's player. Its own chunk: the player and its contracts load only when scrolled near.

/** The demo video beside the recipe card; the fallback while none is chosen. */
export function DemoVideo() {
  const { data } = useShowcaseSettings();
  const id = data?.demoVideoId;
  return id ? <ShowcasePlayer videoId={id} title={DEMO_COPY.heading} className="aspect-[9/16] w-full" /> : <VideoPlaceholder />;
}

/** Up to four showcase videos; blank slots are ignored, and with none chosen the placeholders stay. */
export function GalleryVideos() {
  const { data } = useShowcaseSettings();
  const ids = [data?.video1Id, data?.video2Id, data?.video3Id, data?.video4Id].filter((id): id is string => Boolean(id)).slice(0, 4);
  if (ids.length === 0) {
    return (
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {SHOWCASE_COPY.items.map((item) => (
          <li key={item.title} className="grid gap-2">
            <VideoPlaceholder />
            <p className="text-sm font-semibold text-ink">
              {item.title} <span className="font-normal text-ink-muted">· {item.style}</span>
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {ids.map((id, index) => (
        <li key={id}>
          <ShowcasePlayer videoId={id} title={`${SHOWCASE_COPY.heading} ${index + 1}`} className="aspect-[9/16] w-full" />
        </li>
      ))}
    </ul>
  );
}
