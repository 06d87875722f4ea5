import type { LeaderboardResponse } from '@common/contracts/gamification';
import { formatPoints } from '@common/rules/gamification';
import { Table, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { LEADERBOARD_COPY as COPY } from '@/content/gamification-copy';

const POINT_BOARDS: ReadonlySet<LeaderboardResponse['board']> = new Set(['global', 'weekly', 'points']);

/** One board: its top entries (the caller's row highlighted) and, when outside them, the caller's own rank. */
export function LeaderboardTable({ data, label }: { data: LeaderboardResponse | undefined; label: string }) {
  if (!data) return <p className="text-sm text-ink-muted">{COPY.loading}</p>;
  const meInTop = data.entries.some((e) => e.isMe);
  const format = (value: number) => (POINT_BOARDS.has(data.board) ? formatPoints(value) : String(value));
  return (
    <div className="grid gap-2">
      {data.entries.length === 0 ? (
        <p className="text-sm text-ink-muted">{COPY.empty}</p>
      ) : (
        <Table>
          <caption className="sr-only">{label}</caption>
          <TableHead>
            <tr>
              <TableHeaderCell className="font-bold">{COPY.rank}</TableHeaderCell>
              <TableHeaderCell className="font-bold">{COPY.creator}</TableHeaderCell>
              <TableHeaderCell className="font-bold">{COPY.level}</TableHeaderCell>
              <TableHeaderCell className="pr-0 text-right font-bold">{COPY.value[data.board]}</TableHeaderCell>
            </tr>
          </TableHead>
          <tbody>
            {data.entries.map((e) => (
              <TableRow key={`${e.rank}-${e.displayName}-${e.value}`} className={e.isMe ? 'bg-primary-soft font-semibold' : undefined}>
                <TableCell>#{e.rank}</TableCell>
                <TableCell>{e.isMe ? COPY.you(e.displayName) : e.displayName}</TableCell>
                <TableCell>{e.level}</TableCell>
                <TableCell className="pr-0 text-right">{format(e.value)}</TableCell>
              </TableRow>
            ))}
          </tbody>
        </Table>
      )}
      {!meInTop ? (
        <p className="text-sm text-ink-muted" data-testid="my-rank">
          {data.me.visible ? COPY.yourRank(data.me.rank, format(data.me.value)) : COPY.hidden}
        </p>
      ) : null}
    </div>
  );
}
