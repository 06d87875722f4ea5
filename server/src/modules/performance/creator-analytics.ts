import { ANALYTICS_PERIODS, type AnalyticsPeriod, type CreatorAnalytics } from '@common/contracts/performance';
import type { Executor } from '../../db/client';
import { getBalance, getSpentCredits } from '../credits/service';
import { listModules, type LearningContent } from '../learning/service';
import { getPerformance } from './performance-service';
import { countActivity, countVideosMade } from './repository';

const TOP_VIDEOS = 5;

/** The creator's own dashboard: what they made and spent, how their videos are watched over time, their best videos and learning. */
export async function getCreatorAnalytics(
  deps: { db: Executor; content: LearningContent; now: Date },
  userId: string,
  period: AnalyticsPeriod,
): Promise<CreatorAnalytics> {
  const [videosMade, spent, balance, activity, groups, modules] = await Promise.all([
    countVideosMade(deps.db, userId),
    getSpentCredits({ db: deps.db, userId }),
    getBalance({ db: deps.db, userId }),
    countActivity(deps.db, userId, { unit: period, buckets: ANALYTICS_PERIODS[period].buckets, now: deps.now }),
    getPerformance(deps.db, userId),
    listModules(deps, userId),
  ]);
  const videos = groups.flatMap((group) => group.videos);
  const available = modules.filter((module) => module.status === 'available');
  return {
    videosMade,
    credits: { spent, balance },
    totals: { views: videos.reduce((n, v) => n + v.views, 0), plays: videos.reduce((n, v) => n + v.plays, 0) },
    period,
    activity,
    topVideos: videos
      .filter((v) => v.views + v.plays > 0)
      .sort((a, b) => b.views - a.views || b.plays - a.plays)
      .slice(0, TOP_VIDEOS)
      .map(({ id, title, views, plays, completionRate }) => ({ id, title, views, plays, completionRate })),
    learning: {
      modulesAvailable: available.length,
      modulesCompleted: available.filter((module) => module.completed).length,
      lessonsRead: available.reduce((n, module) => n + module.lessonsRead, 0),
      lessonCount: available.reduce((n, module) => n + module.lessonCount, 0),
      progressPercent: available.length ? Math.round(available.reduce((n, module) => n + module.progressPercent, 0) / available.length) : 0,
    },
  };
}

/** The activity as CSV: one line per day or week (only dates and counts, so nothing needs escaping). */
export function activityCsv(analytics: CreatorAnalytics): string {
  const header = `${analytics.period === 'day' ? 'day' : 'week_starting'},views,plays`;
  return [header, ...analytics.activity.map((point) => `${point.start},${point.views},${point.plays}`)].join('\r\n') + '\r\n';
}
