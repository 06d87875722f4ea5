import { LEADERBOARD_CATEGORIES, type LeaderboardCategory } from '@common/contracts/gamification';
import { useId, useState } from 'react';
import { panelProps, TabBar } from '@/components/ui/tab-bar';
import { LEADERBOARD_COPY as COPY } from '@/content/gamification-copy';
import { useCategoryLeaderboard } from '../api/get-category-leaderboard';
import { useGlobalLeaderboard } from '../api/get-global-leaderboard';
import { useGamificationStats } from '../api/get-stats';
import { useWeeklyLeaderboard } from '../api/get-weekly-leaderboard';
import { useUpdatePreferences } from '../api/update-preferences';
import { CARD_CLASS } from './card-classes';
import { LeaderboardTable } from './leaderboard-table';

type TabId = (typeof COPY.tabs)[number]['value'];

function GlobalBoard() {
  return <LeaderboardTable data={useGlobalLeaderboard().data} label={COPY.globalLabel} />;
}

function WeeklyBoard() {
  return <LeaderboardTable data={useWeeklyLeaderboard().data} label={COPY.weeklyLabel} />;
}

function CategoryBoard() {
  const [category, setCategory] = useState<LeaderboardCategory>('videos');
  const selectId = useId();
  return (
    <div className="grid gap-3">
      <label htmlFor={selectId} className="text-sm font-semibold text-ink">
        {COPY.category}{' '}
        <select
          id={selectId}
          value={category}
          onChange={(event) => setCategory(event.target.value as LeaderboardCategory)}
          className="ml-2 rounded-control border border-border bg-surface px-2 py-1 text-sm"
        >
          {LEADERBOARD_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {COPY.categories[c]}
            </option>
          ))}
        </select>
      </label>
      <LeaderboardTable data={useCategoryLeaderboard(category).data} label={COPY.categoryLabel(COPY.categories[category])} />
    </div>
  );
}

/** The three leaderboards behind the shared tab bar, and the switch that shows or hides the caller on them. */
export function Leaderboards() {
  const [tab, setTab] = useState<TabId>('global');
  const idPrefix = useId().replace(/:/g, '');
  const stats = useGamificationStats();
  const preferences = useUpdatePreferences();
  const hidden = stats.data ? stats.data.rank === null : false;
  return (
    <section aria-labelledby="leaderboards-heading" className={`${CARD_CLASS} grid gap-4`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leaderboards-heading" className="text-lg font-semibold text-ink">
          {COPY.heading}
        </h2>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={!hidden}
            disabled={!stats.data || preferences.isPending}
            onChange={(event) => preferences.mutate({ leaderboardVisible: event.target.checked })}
          />
          {COPY.showMe}
        </label>
      </div>
      <TabBar<TabId>
        label={COPY.heading}
        idPrefix={`leaderboards${idPrefix}`}
        options={COPY.tabs}
        value={tab}
        onChange={setTab}
        className="justify-self-start"
      />
      <div {...panelProps(`leaderboards${idPrefix}`, tab)}>{tab === 'global' ? <GlobalBoard /> : tab === 'weekly' ? <WeeklyBoard /> : <CategoryBoard />}</div>
    </section>
  );
}
