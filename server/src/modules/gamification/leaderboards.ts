// Leaderboards: the ranked tops (memoised for a second) and the caller's own place (docs/decisions/020, 036).
import type { LeaderboardCategory, LeaderboardResponse } from '@common/contracts/gamification';
import { levelOf, publicDisplayName, weekStartOf } from '@common/rules/gamification';
import type { Database } from '../../db/client';
import { listTop, listWeeklyTop, readPlace, readWeeklyPlace, type StatColumn } from './leaderboard-repository';
import { type BOARDS } from './awards';

type BoardName = 'global' | 'weekly' | LeaderboardCategory;

const CATEGORY_COLUMNS: Record<LeaderboardCategory, { column: StatColumn; board: keyof typeof BOARDS }> = {
  points: { column: 'points', board: 'points' },
  videos: { column: 'videos', board: 'videos' },
  learning: { column: 'lessons', board: 'learning' },
  streak: { column: 'longestStreak', board: 'streak' },
};

type TopRow = Awaited<ReturnType<typeof listTop>>[number];
type Entry = LeaderboardResponse['entries'][number];

/** Competition ranks down a list that starts at the top (ties share a rank), with public names only. */
function rankEntries(rows: TopRow[]): { userIds: string[]; entries: Entry[] } {
  let rank = 0;
  const entries = rows.map((row, i) => {
    if (i === 0 || row.value !== rows[i - 1]!.value) rank = i + 1;
    return { rank, displayName: publicDisplayName(row.name), value: row.value, level: levelOf(row.points).level, isMe: false };
  });
  return { userIds: rows.map((row) => row.userId), entries };
}

/** The ranked top with the caller's own entry (if they are in it) marked. */
function markMe(top: { userIds: string[]; entries: Entry[] }, userId: string): Entry[] {
  const mine = top.userIds.indexOf(userId);
  return mine < 0 ? top.entries : top.entries.map((entry, i) => (i === mine ? { ...entry, isMe: true } : entry));
}

/** The caller's own line: no rank when they opted out, value 0 before their first award. */
function myPlace(place: { visible: boolean; value: number; above: number } | undefined): LeaderboardResponse['me'] {
  const visible = place?.visible ?? true;
  return { rank: visible ? (place?.above ?? 0) + 1 : null, value: place?.value ?? 0, visible };
}

/**
 * The top of a board is the same for everyone: each instance reads and ranks it at most once a
 * second per board and size (the client caches it a minute anyway). The caller's own place is
 * always read fresh.
 */
const TOP_MEMO_MS = 1000;
const topMemo = new Map<string, { at: number; top: Promise<ReturnType<typeof rankEntries>> }>();
function memoTop(key: string, now: Date, read: () => Promise<TopRow[]>) {
  const hit = topMemo.get(key);
  if (hit && now.getTime() - hit.at < TOP_MEMO_MS && now.getTime() >= hit.at) return hit.top;
  const top = read().then(rankEntries);
  topMemo.set(key, { at: now.getTime(), top });
  top.catch(() => topMemo.delete(key));
  return top;
}

export async function getLeaderboard(options: { db: Database; userId: string; board: BoardName; limit: number; now: Date }): Promise<LeaderboardResponse> {
  const { db, userId, limit } = options;
  const top = (key: string, read: () => Promise<TopRow[]>) => memoTop(key, options.now, read);
  if (options.board === 'weekly') {
    const weekStart = weekStartOf(options.now);
    const [ranked, place] = await Promise.all([
      top(`weekly:${weekStart}:${limit}`, () => listWeeklyTop(db, weekStart, limit)),
      readWeeklyPlace(db, userId, weekStart),
    ]);
    return { board: 'weekly', weekStart, entries: markMe(ranked, userId), me: myPlace(place) };
  }
  const { column, board } = CATEGORY_COLUMNS[options.board === 'global' ? 'points' : options.board];
  const [ranked, place] = await Promise.all([top(`${board}:${limit}`, () => listTop(db, column, limit)), readPlace(db, userId, column, board)]);
  return { board: options.board, weekStart: null, entries: markMe(ranked, userId), me: myPlace(place) };
}
