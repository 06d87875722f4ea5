import { PageHeader } from '@/components/ui/page-header';
import { GAMIFICATION_COPY as COPY } from '@/content/gamification-copy';
import { AchievementGrid } from '../components/achievement-grid';
import { Leaderboards } from '../components/leaderboards';
import { LevelCard } from '../components/level-card';
import { StreakCard } from '../components/streak-card';

/** /gamification: level and points, the streak with its 30 days and freezes, achievements, and the three leaderboards. */
export default function GamificationPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={COPY.title} />
      <div className="grid gap-6 lg:grid-cols-2">
        <LevelCard />
        <StreakCard />
      </div>
      <AchievementGrid />
      <Leaderboards />
    </div>
  );
}
