import { LEADERBOARD_CATEGORIES, type LeaderboardCategory, type LeaderboardResponse, type StreakResponse } from '@common/contracts/gamification';
import { formatPoints } from '@common/rules/gamification';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useBuyFreezeToken } from '../api/buy-freeze-token';
import { useAchievements } from '../api/get-achievements';
import { useCategoryLeaderboard } from '../api/get-category-leaderboard';
import { useGlobalLeaderboard } from '../api/get-global-leaderboard';
import { useGamificationStats } from '../api/get-stats';
import { useStreak } from '../api/get-streak';
import { useWeeklyLeaderboard } from '../api/get-weekly-leaderboard';
import { useUpdatePreferences } from '../api/update-preferences';
import { useUseFreezeToken } from '../api/use-freeze-token';
import { RARITY_STYLES } from '../components/rarity-styles';

const card = 'rounded-panel border border-border bg-surface p-5 shadow-card sm:p-6';

function LevelCard() {
  const { data } = useGamificationStats();
  if (!data) return <section className={card} aria-busy="true" aria-label="Level and points" />;
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  return (
    <section className={`${card} flex items-center gap-6`} aria-labelledby="level-heading" data-testid="level-card">
      <svg viewBox="0 0 120 120" className="size-28 shrink-0 -rotate-90" role="img" aria-label={`Level ${data.level}, ${data.progress.percent}% of the way to level ${data.level + 1}`}>
        <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="10" className="stroke-surface-muted" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          className="stroke-primary"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - data.progress.percent / 100)}
        />
      </svg>
      <div className="grid gap-1">
        <h2 id="level-heading" className="text-title font-bold text-ink" data-testid="level">
          Level {data.level}
        </h2>
        <p className="text-lg font-semibold text-ink" data-testid="points">
          {data.pointsLabel} points
        </p>
        <p className="text-sm text-ink-muted">
          {data.progress.pointsPerLevel - data.progress.pointsIntoLevel} points to level {data.level + 1}
          {data.rank ? ` · rank #${data.rank}` : ''} · {data.achievementsUnlocked} of {data.achievementsTotal} achievements
        </p>
      </div>
    </section>
  );
}

const DAY_LABEL: Record<StreakResponse['days'][number]['state'], string> = { active: 'active', frozen: 'protected by a freeze token', missed: 'missed', none: 'no activity' };
const DAY_STYLE: Record<StreakResponse['days'][number]['state'], string> = {
  active: 'bg-primary text-on-primary',
  frozen: 'bg-rarity-rare/20 text-ink',
  missed: 'bg-danger-soft text-ink',
  none: 'bg-surface-muted text-ink-muted',
};

function StreakCard() {
  const { data } = useStreak();
  const useToken = useUseFreezeToken();
  const buyToken = useBuyFreezeToken();
  if (!data) return <section className={card} aria-busy="true" aria-label="Streak" />;
  return (
    <section className={card} aria-labelledby="streak-heading" data-testid="streak-card">
      <h2 id="streak-heading" className="text-lg font-semibold text-ink">
        <span aria-hidden="true">🔥</span> {data.currentStreak}-day streak
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Longest {data.longestStreak} days · next milestone at {data.nextMilestone} days · today {data.todayState === 'open' ? 'not active yet' : data.todayState === 'frozen' ? 'protected' : 'active'}
      </p>
      <ol className="mt-4 grid grid-cols-10 gap-1.5" aria-label="The last 30 days">
        {data.days.map((day) => (
          <li
            key={day.date}
            aria-label={`${day.date}: ${DAY_LABEL[day.state]}`}
            title={`${day.date}: ${DAY_LABEL[day.state]}`}
            className={`flex aspect-square items-center justify-center rounded-md text-xs ${DAY_STYLE[day.state]}`}
          >
            <span aria-hidden="true">{Number(day.date.slice(8))}</span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-sm text-ink" data-testid="freeze-tokens">
          <span aria-hidden="true">🧊</span> {data.freezeTokens} of {data.maxFreezeTokens} freeze tokens
        </p>
        <button
          type="button"
          className="rounded-control border border-border px-3 py-1.5 text-sm font-semibold text-ink hover:border-primary/40 disabled:opacity-50"
          disabled={data.freezeTokens === 0 || data.todayState !== 'open' || useToken.isPending}
          onClick={() => useToken.mutate()}
        >
          Protect today
        </button>
        <button
          type="button"
          className="rounded-control border border-border px-3 py-1.5 text-sm font-semibold text-ink hover:border-primary/40 disabled:opacity-50"
          disabled={data.freezeTokens >= data.maxFreezeTokens || buyToken.isPending}
          onClick={() => buyToken.mutate()}
        >
          Buy a token ({data.freezeTokenCostCredits} credits)
        </button>
      </div>
    </section>
  );
}

function AchievementGrid() {
  const { data } = useAchievements();
  if (!data) return null;
  return (
    <section aria-labelledby="achievements-heading" className="grid gap-4">
      <h2 id="achievements-heading" className="text-lg font-semibold text-ink">
        Achievements
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.achievements.map((a) => {
          const style = RARITY_STYLES[a.rarity];
          return (
            <li
              key={a.id}
              data-testid={`achievement-card-${a.id}`}
              data-unlocked={a.unlocked}
              className={`grid gap-2 rounded-card border-2 bg-surface p-4 ${a.unlocked ? style.border : 'border-border'}`}
            >
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className={`inline-flex size-10 items-center justify-center rounded-full text-xl ${a.unlocked ? style.soft : 'bg-surface-muted grayscale'}`}>
                  {a.unlocked ? a.icon : '🔒'}
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-ink">{a.name}</h3>
                  <p className={`text-xs font-semibold uppercase ${style.text}`}>
                    {style.label} · {a.unlocked ? 'Unlocked' : 'Locked'}
                  </p>
                </div>
              </div>
              <p className="text-sm text-ink-muted">{a.description}</p>
              <div
                role="progressbar"
                aria-label={`${a.name} progress`}
                aria-valuemin={0}
                aria-valuemax={a.progress.target}
                aria-valuenow={a.progress.current}
                className="h-1.5 overflow-hidden rounded-full bg-surface-muted"
              >
                <div className="h-full bg-primary" style={{ width: `${a.progress.percent}%` }} />
              </div>
              <p className="text-xs text-ink-muted">
                {a.progress.current} / {a.progress.target} · {a.creditsReward} credits · +{a.specialPerks.xp} XP
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const VALUE_LABEL: Record<LeaderboardResponse['board'], string> = { global: 'Points', weekly: 'Points this week', points: 'Points', videos: 'Videos', learning: 'Lessons', streak: 'Best streak' };

function LeaderboardTable({ data, label }: { data: LeaderboardResponse | undefined; label: string }) {
  if (!data) return <p className="text-sm text-ink-muted">Loading…</p>;
  const meInTop = data.entries.some((e) => e.isMe);
  const format = (value: number) => (data.board === 'global' || data.board === 'weekly' || data.board === 'points' ? formatPoints(value) : String(value));
  return (
    <div className="grid gap-2">
      {data.entries.length === 0 ? (
        <p className="text-sm text-ink-muted">Nobody is on this board yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="py-2 pr-3">Rank</th>
              <th scope="col" className="py-2 pr-3">Creator</th>
              <th scope="col" className="py-2 pr-3">Level</th>
              <th scope="col" className="py-2 text-right">{VALUE_LABEL[data.board]}</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((e) => (
              <tr key={`${e.rank}-${e.displayName}-${e.value}`} className={`border-t border-border ${e.isMe ? 'bg-primary-soft font-semibold' : ''}`}>
                <td className="py-2 pr-3">#{e.rank}</td>
                <td className="py-2 pr-3">{e.isMe ? `${e.displayName} (you)` : e.displayName}</td>
                <td className="py-2 pr-3">{e.level}</td>
                <td className="py-2 text-right">{format(e.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!meInTop ? (
        <p className="text-sm text-ink-muted" data-testid="my-rank">
          {data.me.visible ? `Your rank: #${data.me.rank} with ${format(data.me.value)}` : 'You are hidden from leaderboards.'}
        </p>
      ) : null}
    </div>
  );
}

const TABS = [
  { id: 'global', label: 'Global' },
  { id: 'weekly', label: 'This week' },
  { id: 'category', label: 'By category' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const CATEGORY_LABELS: Record<LeaderboardCategory, string> = { videos: 'Videos', learning: 'Learning', streak: 'Streak', points: 'Points' };

function GlobalBoard() {
  return <LeaderboardTable data={useGlobalLeaderboard().data} label="Global leaderboard" />;
}
function WeeklyBoard() {
  return <LeaderboardTable data={useWeeklyLeaderboard().data} label="This week's leaderboard" />;
}
function CategoryBoard() {
  const [category, setCategory] = useState<LeaderboardCategory>('videos');
  const selectId = useId();
  return (
    <div className="grid gap-3">
      <label htmlFor={selectId} className="text-sm font-semibold text-ink">
        Category{' '}
        <select
          id={selectId}
          value={category}
          onChange={(event) => setCategory(event.target.value as LeaderboardCategory)}
          className="ml-2 rounded-control border border-border bg-surface px-2 py-1 text-sm"
        >
          {LEADERBOARD_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </label>
      <LeaderboardTable data={useCategoryLeaderboard(category).data} label={`${CATEGORY_LABELS[category]} leaderboard`} />
    </div>
  );
}

function Leaderboards() {
  const [tab, setTab] = useState<TabId>('global');
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const stats = useGamificationStats();
  const preferences = useUpdatePreferences();
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.findIndex((t) => t.id === tab) + step + TABS.length) % TABS.length]!;
    setTab(next.id);
    refs.current[next.id]?.focus();
  };
  const hidden = stats.data ? stats.data.rank === null : false;
  return (
    <section aria-labelledby="leaderboards-heading" className={`${card} grid gap-4`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leaderboards-heading" className="text-lg font-semibold text-ink">
          Leaderboards
        </h2>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={!hidden} disabled={!stats.data || preferences.isPending} onChange={(event) => preferences.mutate({ leaderboardVisible: event.target.checked })} />
          Show me on leaderboards
        </label>
      </div>
      <div role="tablist" aria-label="Leaderboards" className="flex gap-2" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(node) => {
              refs.current[t.id] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`${base}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${tab === t.id ? 'bg-primary text-on-primary' : 'bg-surface-muted text-ink'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${tab}`}>
        {tab === 'global' ? <GlobalBoard /> : tab === 'weekly' ? <WeeklyBoard /> : <CategoryBoard />}
      </div>
    </section>
  );
}

/** /gamification: level and points, the streak with its 30 days and freezes, achievements, and the three leaderboards. */
export default function GamificationPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-headline font-bold text-ink">Achievements and progress</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <LevelCard />
        <StreakCard />
      </div>
      <AchievementGrid />
      <Leaderboards />
    </div>
  );
}
