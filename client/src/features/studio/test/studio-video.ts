import { vi } from 'vitest';
import type { LedgerEntry } from '@common/contracts/credits';
import type { StudioVideo } from '@common/contracts/studio';

let counter = 0;

/** A studio video as GET /api/studio/videos answers it; finished unless told otherwise. */
export function studioVideo(overrides: Partial<StudioVideo> = {}): StudioVideo {
  counter += 1;
  const id = overrides.id ?? `video-${counter}`;
  return {
    id,
    title: `Cold brew ad ${counter}`,
    description: 'A cold brew coffee subscription for busy founders',
    visualStyle: 'cinematic',
    aspectRatio: '9:16',
    durationSeconds: 6,
    tone: 'curious',
    scenes: null,
    product: null,
    status: 'completed',
    progress: 100,
    error: null,
    provider: 'local',
    engine: 'local',
    costCredits: 5,
    creatorPlan: 'free',
    watermark: true,
    videoUrl: `/api/studio/videos/${id}/media`,
    downloadUrl: `/api/studio/videos/${id}/media?download=1`,
    posterUrl: `/api/studio/videos/${id}/poster`,
    variantOfId: null,
    retryOfId: null,
    shareToken: null,
    createdAt: '2026-03-02T10:15:00.000Z',
    startedAt: '2026-03-02T10:15:01.000Z',
    finishedAt: '2026-03-02T10:15:09.000Z',
    voice: null,
    captionStyle: null,
    engines: { video: 'local', voice: null },
    captionsUrls: null,
    qualityReport: null,
    packageUrl: `/api/studio/videos/${id}/package`,
    ...overrides,
  };
}

export function ledgerEntry(overrides: Partial<LedgerEntry> & Pick<LedgerEntry, 'id' | 'amount' | 'balanceAfter' | 'reason'>): LedgerEntry {
  return { kind: overrides.amount > 0 ? 'grant' : 'spend', renderJobId: null, createdAt: '2026-03-02T10:00:00.000Z', ...overrides };
}

/** Pretends the screen is at least `sm` wide (jsdom has no matchMedia, which reads as narrow). */
export function pretendWideScreen() {
  const query = { matches: true, addEventListener: () => {}, removeEventListener: () => {} };
  vi.stubGlobal('matchMedia', () => query);
}
