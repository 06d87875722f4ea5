import type { StudioVideo } from '@common/contracts/studio';
import { STORYBOARD_COPY as COPY } from '@/content/studio-copy';

/**
 * Which version this is and, once an edit re-render is done, which scenes it encoded again: the
 * proof that an edit paid only for what changed (docs/decisions/065). A first version says nothing.
 */
export function VersionNote({ video }: { video: Pick<StudioVideo, 'version' | 'encodedScenes' | 'status'> }) {
  if (!video.version || video.version < 2) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted" data-testid="version-note">
      <span className="rounded-full bg-surface-muted px-2.5 py-0.5 font-semibold text-ink">{COPY.version(video.version)}</span>
      {video.status === 'completed' && video.encodedScenes ? <span data-testid="encoded-scenes">{COPY.reencoded(video.encodedScenes)}</span> : null}
    </p>
  );
}
