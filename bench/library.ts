// npm run bench:library — GET /api/studio/videos for one creator holding 10,000 studio videos, at 20
// concurrent connections: the first page, a page ~9,000 rows deep, the title sort, a title search
// and a style filter, next to GET /api/health measured in the same run. The list is keyset-paged
// over partial indexes, so the deep page should cost what the first page costs.
import os from 'node:os';
import pg from 'pg';
import { measure, signUpOverHttp, startAppOnEmbeddedDatabase, type BenchResult } from './support';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const videoCount = Number(process.env.BENCH_VIDEOS ?? 10_000);
const deepRow = Math.floor(videoCount * 0.9);

const { origin, databaseUrl, close } = await startAppOnEmbeddedDatabase('library');

const signUp = () => signUpOverHttp(origin, { name: 'Bench Library', email: 'library@reelwright.example' });

const STYLES = [
  'pixar',
  'cinematic',
  'photorealistic',
  'anime',
  'watercolor',
  'claymation',
  'comic-book',
  'neon-cyberpunk',
  'vintage-film',
  'minimalist',
  'paper-cutout',
  'retro-synthwave',
  'noir',
];
const WORDS = ['Cold brew', 'Espresso', 'Sneaker', 'Yoga mat', 'Standing desk', 'Skin serum', 'Dog treats', 'Headphones', 'Bike light', 'Tea tin', 'Backpack'];

/** 10,000 studio videos of one creator in one statement: mostly finished, varied in title, style, shape and age. */
async function seed(client: pg.Client, userId: string) {
  await client.query(
    `insert into render_jobs (id, kind, prompt, visual_style, aspect_ratio, duration_seconds, provider, engine, creator_plan, watermark,
       status, progress, error, owner_user_id, media_key, title, tone, cost_credits, created_at, started_at, finished_at, updated_at)
     select 'bench-' || g, 'studio', 'A product for busy people, shown at its best', ($2::text[])[1 + g % 13], (array['9:16','1:1','16:9'])[1 + g % 3], 5,
       'local', 'local', 'free', true,
       case when g % 25 = 0 then 'failed' else 'completed' end,
       case when g % 25 = 0 then 40 else 100 end,
       case when g % 25 = 0 then 'The renderer stopped' end,
       $1, case when g % 25 = 0 then null else 'studio/bench-' || g || '.mp4' end,
       ($3::text[])[1 + (g * 7) % array_length($3::text[], 1)] || ' ad ' || g, 'curious', 5,
       now() - g * interval '7 minutes', now() - g * interval '7 minutes', now() - g * interval '7 minutes' + interval '20 seconds', now()
     from generate_series(1, $4::int) g`,
    [userId, STYLES, WORDS, videoCount],
  );
  await client.query('analyze render_jobs');
}

/** The cursor of the row `offset` rows into the newest-first order, built the way the server builds it. */
async function cursorAt(client: pg.Client, userId: string, offset: number): Promise<string> {
  const { rows } = await client.query<{ created_at: Date; id: string }>(
    `select created_at, id from render_jobs where owner_user_id = $1 and kind = 'studio' and deleted_at is null
     order by created_at desc, id desc offset $2 limit 1`,
    [userId, offset],
  );
  const row = rows[0]!;
  return Buffer.from(JSON.stringify([row.created_at.toISOString(), row.id])).toString('base64url');
}

try {
  const { cookie, userId } = await signUp();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seed(client, userId);
    const deepCursor = await cursorAt(client, userId, deepRow - 1);
    const list = `${origin}/api/studio/videos`;
    const cases: [string, string][] = [
      ['first page, newest', `${list}`],
      [`deep page (after row ${deepRow})`, `${list}?cursor=${deepCursor}`],
      ['first page, title A–Z', `${list}?status=completed&sort=title`],
      ['search "espresso"', `${list}?status=completed&q=espresso`],
      ['style filter noir', `${list}?status=completed&visualStyle=noir`],
      ['first page, newest (again)', `${list}`],
    ];
    // Every case answers a full page: a wrong cursor or filter would measure an empty answer.
    for (const [name, url] of cases) {
      const response = await fetch(url, { headers: { cookie } });
      const body = (await response.json()) as { videos: unknown[] };
      if (response.status !== 200 || body.videos.length === 0) throw new Error(`${name}: ${response.status}, ${body.videos?.length ?? 0} videos`);
    }
    const health = await measure('GET /api/health (baseline)', `${origin}/api/health`, { connections, seconds });
    const rows: BenchResult[] = [];
    for (const [name, url] of cases) rows.push(await measure(`GET /api/studio/videos: ${name}`, url, { connections, seconds, headers: { cookie } }));

    console.log(
      `\n${videoCount} studio videos of one creator; ${connections} connections; ${seconds} s per row; ${os.availableParallelism()} cores; server pinned to one core.\n`,
    );
    console.log('| route | req/s | p50 ms | p99 ms | of health req/s | errors | non-2xx |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of [health, ...rows]) {
      const ratio = `${Math.round((r.requestsPerSecond / health.requestsPerSecond) * 100)}%`;
      console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${ratio} | ${r.errors} | ${r.non2xx} |`);
    }
    const first = rows[0]!;
    const deep = rows[1]!;
    console.log(`\ndeep page / first page req/s: ${(deep.requestsPerSecond / first.requestsPerSecond).toFixed(2)}`);
    if ([health, ...rows].some((r) => r.errors + r.non2xx > 0)) process.exitCode = 1;
  } finally {
    await client.end();
  }
} finally {
  await close();
}
