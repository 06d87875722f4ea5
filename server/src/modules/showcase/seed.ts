import type { VisualStyle } from '@common/contracts/video';
import type { Logger } from '../../logger';
import { createRender, type RenderQueueDeps } from '../renders/service';
import { createShowcaseSettingsOnce, saveShowcaseSettings } from './repository';

/** What a fresh install's landing and opt-in pages play until an admin picks real work. */
const SEED_VIDEOS: { prompt: string; visualStyle: VisualStyle }[] = [
  { prompt: 'A cold brew coffee subscription that arrives fresh every Monday, roasted to order and ready in seconds', visualStyle: 'cinematic' },
  { prompt: 'Plush dinosaur slippers that glow in the dark, keep toes warm and make bedtime fun', visualStyle: 'pixar' },
  { prompt: 'Wireless earbuds for runners with 30-hour battery, sweat-proof fit and instant pairing', visualStyle: 'anime' },
  { prompt: 'Hand-poured soy candles that smell like rain, burn for 60 hours and come in recycled glass', visualStyle: 'watercolor' },
  { prompt: 'A budgeting app that finds forgotten subscriptions, saves you money and sends weekly wins', visualStyle: 'neon-cyberpunk' },
];

/**
 * On first start, renders a few showcase videos with the local engine and points the showcase
 * settings at them. The settings row is claimed first, so with several instances starting at
 * once only one of them seeds.
 */
export async function seedShowcaseVideos(deps: RenderQueueDeps & { logger: Logger }): Promise<boolean> {
  const blank = { video1Id: '', video2Id: '', video3Id: '', video4Id: '', demoVideoId: '' };
  if (!(await createShowcaseSettingsOnce(deps.db, blank, deps.now()))) return false;
  const ids: string[] = [];
  for (const video of SEED_VIDEOS) {
    const job = await createRender(deps, { kind: 'showcase', ...video, aspectRatio: '9:16', durationSeconds: 6, creatorPlan: 'pro' });
    ids.push(job.id);
  }
  await saveShowcaseSettings(deps.db, { video1Id: ids[0]!, video2Id: ids[1]!, video3Id: ids[2]!, video4Id: ids[3]!, demoVideoId: ids[4]! }, null, deps.now());
  deps.logger.info({ videos: ids.length }, 'showcase videos queued for a fresh install');
  return true;
}
