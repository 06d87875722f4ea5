// npm run bench:leaderboard — the gamification leaderboards over 1,000,000 users with realistic
// activity, at 20 concurrent connections over real HTTP: the global top 50, the weekly top 50, a
// category top 50, and the caller's own rank (GET /api/gamification/stats) for a user ranked near
// 900,000, next to GET /api/health in the same run. Boards read the per-user aggregates and the
// per-score counts (docs/decisions/020-gamification.md), never the raw awards.
import os from 'node:os';
import pg from 'pg';
import { weekStartOf } from '../common/rules/gamification';
import { measure, signUpOverHttp, startAppOnEmbeddedDatabase, type BenchResult } from './support';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const userCount = Number(process.env.BENCH_USERS ?? 1_000_000);

const { origin, databaseUrl, close } = await startAppOnEmbeddedDatabase('leaderboard');

const signUp = () => signUpOverHttp(origin, { name: 'Bench Leader', email: 'leaderboard@reelwright.example' });

/**
 * 1,000,000 users in a few statements: points skewed like real activity (most have a little, a few
 * a lot; always multiples of 5), videos, lessons and streaks to match, 3 % opted out, a fifth active
 * this week; then the per-score counts the write path keeps, built once from the rows.
 */
async function seed(client: pg.Client, weekStart: string) {
  await client.query(
    `insert into users (id, email, name, username, password_hash, created_at)
     select gen_random_uuid(), 'bench' || g || '@bench.example', (array['Ada','Grace','Alan','Linus','Mira','Kofi','Yuki','Ines'])[1 + g % 8] || ' Bench' || g,
       'bench' || g, 'x', now()
     from generate_series(1, $1::int) g`,
    [userCount],
  );
  await client.query(
    `insert into gamification_stats (user_id, visible, points, videos, shares, lessons, current_streak, longest_streak, updated_at)
     select id, random() > 0.03, p, p / 300, p / 1000, p / 400, s, s + (random() * 10)::int, now()
     from (select id, 5 * floor(power(random(), 4) * 20000)::int as p, floor(power(random(), 3) * 60)::int as s from users where email like 'bench%') u`,
  );
  await client.query(
    `insert into gamification_weekly (week_start, user_id, points)
     select $1::date, user_id, 5 * (1 + floor(random() * 200)::int) from gamification_stats where random() < 0.2`,
    [weekStart],
  );
  await client.query(`
    insert into gamification_score_counts (board, score, users)
    select b.board, b.score, count(*) from gamification_stats s
    cross join lateral (values ('points', s.points), ('videos', s.videos), ('learning', s.lessons), ('streak', s.longest_streak)) b(board, score)
    where s.visible and b.score > 0 group by 1, 2`);
  await client.query(`
    insert into gamification_score_counts (board, score, users)
    select board || '#bucket', score / 1000 * 1000, sum(users) from gamification_score_counts group by 1, 2`);
  await client.query(
    `insert into gamification_score_counts (board, score, users)
     select 'weekly:' || $1, w.points, count(*) from gamification_weekly w join gamification_stats s using (user_id)
     where s.visible and w.week_start = $1::date group by w.points`,
    [weekStart],
  );
  await client.query(
    `insert into gamification_score_counts (board, score, users)
     select board || '#bucket', score / 1000 * 1000, sum(users) from gamification_score_counts where board = 'weekly:' || $1 group by 1, 2`,
    [weekStart],
  );
  await client.query('vacuum analyze users, gamification_stats, gamification_weekly, gamification_score_counts');
  // write the seed's dirty pages out now, or the checkpoint that follows it lands on the first rows measured
  await client.query('checkpoint');
}

try {
  const { cookie, userId } = await signUp();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const weekStart = weekStartOf(new Date());
    await seed(client, weekStart);
    const seededIn = ((Date.now() - started) / 1000).toFixed(0);
    // the caller: 10 points (after the perk-less seed), which puts them deep in the board
    await client.query(
      `insert into gamification_stats (user_id, points, videos, updated_at) values ($1, 10, 0, now())
      on conflict (user_id) do update set points = 10`,
      [userId],
    );
    await client.query(`insert into gamification_score_counts (board, score, users) values ('points', 10, 1), ('points#bucket', 0, 1)
      on conflict (board, score) do update set users = gamification_score_counts.users + 1`);
    const stats = (await (await fetch(`${origin}/api/gamification/stats`, { headers: { cookie } })).json()) as { rank: number };
    const top = (await (await fetch(`${origin}/api/gamification/leaderboard/global`, { headers: { cookie } })).json()) as { entries: unknown[] };
    if (top.entries.length !== 50 || !(stats.rank > userCount / 2)) throw new Error(`unexpected: ${top.entries.length} entries, rank ${stats.rank}`);

    if (process.env.BENCH_EXPLAIN) {
      const plans = [
        `select s.user_id, u.name, s.points from gamification_stats s join users u on u.id = s.user_id where s.visible = true and s.points > 0 order by s.points desc nulls last, s.user_id asc limit 50`,
        `select coalesce(s.points, 0), coalesce((select sum(c.users) from gamification_score_counts c where c.board = 'points#bucket' and c.score > (coalesce(s.points, 0)) / 1000 * 1000), 0)
           + coalesce((select sum(c.users) from gamification_score_counts c where c.board = 'points' and c.score > (coalesce(s.points, 0)) and c.score < (coalesce(s.points, 0)) / 1000 * 1000 + 1000), 0)
           from users u left join gamification_stats s on s.user_id = u.id where u.id = '${userId}'`,
      ];
      for (const q of plans) console.log((await client.query(`explain analyze ${q}`)).rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }
    const base = `${origin}/api/gamification`;
    const cases: [string, string][] = [
      ['/api/credits (baseline: session + one row)', `${origin}/api/credits`],
      ['global top 50 (+ own rank)', `${base}/leaderboard/global`],
      ['weekly top 50 (+ own rank)', `${base}/leaderboard/weekly`],
      ['category videos top 50 (+ own rank)', `${base}/leaderboard/category?category=videos`],
      [`own rank (stats, rank ${stats.rank.toLocaleString('en-US')})`, `${base}/stats`],
    ];
    const health = await measure('GET /api/health (baseline)', `${origin}/api/health`, { connections, seconds });
    const rows: BenchResult[] = [];
    for (const [name, url] of cases) rows.push(await measure(`GET ${name}`, url, { connections, seconds, headers: { cookie } }));

    console.log(
      `\n${userCount.toLocaleString('en-US')} users seeded in ${seededIn} s; ${connections} connections; ${seconds} s per row; ${os.availableParallelism()} cores; server pinned to one core.\n`,
    );
    console.log('| route | req/s | p50 ms | p99 ms | of health req/s | errors | non-2xx |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of [health, ...rows]) {
      const ratio = `${Math.round((r.requestsPerSecond / health.requestsPerSecond) * 100)}%`;
      console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${ratio} | ${r.errors} | ${r.non2xx} |`);
    }
    if ([health, ...rows].some((r) => r.errors + r.non2xx > 0)) process.exitCode = 1;
  } finally {
    await client.end();
  }
} finally {
  await close();
}
