// Statistics at scale: `npm run build && node bench/metrics-scale.mjs [members] [history days]
// [posts a week]` (default 10,000 members, 365 days, 3 a week). On a fresh database it makes that
// many members with the statistics scope and a history of published posts (spread evenly over the
// history and over the coming day), each post's statistics due where the schedule puts them after
// the reads it would have had. Then it runs a simulated day of the worker's looks (one a minute,
// METRICS_SYNC_INTERVAL's default) with the real MetricsSync, its Redis budget
// (LINKEDIN_DAILY_CALL_BUDGET's default unless LINKEDIN_DAILY_CALL_BUDGET is set) and Postgres,
// against a counting LinkedIn stand-in in the process, and reports the calls of the day beside
// what the schedule asks for, what the six-hourly sync of every post of the year cost before (the
// floor, counted on the same posts), the lateness of the most overdue post, the time of each look
// (Postgres and Node, measured from the client) and the picker's plan (EXPLAIN ANALYZE).
import { createRequire } from 'node:module';
import { freshEnvironment } from './support.mjs';

const require = createRequire(import.meta.url);
const {
  loadConfig,
  createLogger,
  createInfra,
  closeInfra,
  compose,
} = require('../server/dist/index.js');
const {
  MetricsSync,
  CALLS_PER_POST,
} = require('../server/dist/features/analytics/metrics-sync.js');
const { statisticsAges } = require('../server/dist/features/analytics/metrics-schedule.js');
const { CallBudget } = require('../server/dist/kernel/call-budget.js');
const { TokenCipher } = require('../server/dist/features/linkedin/token-cipher.js');
const { ReconnectNotifier } = require('../server/dist/features/linkedin/reconnect-notifier.js');
const { ActivityService } = require('../server/dist/features/activity/activity.service.js');

const MEMBERS = Number(process.argv[2] ?? 10_000);
const HISTORY_DAYS = Number(process.argv[3] ?? 365);
const POSTS_A_WEEK = Number(process.argv[4] ?? 3);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The old sync: every post of the last year, five calls each, every six hours. */
const OLD_WINDOW_DAYS = 365;
const OLD_RUNS_A_DAY = 4;

const environment = await freshEnvironment();
const config = loadConfig({ ...environment.env, PORT: '0' });
const infra = await createInfra(config, createLogger('bench', 'silent'), { migrate: true });
const app = compose(infra);
const db = infra.dataSource;
const t0 = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
const ages = statisticsAges(config.metricsMaxAgeDays);

try {
  // ── Seeding ────────────────────────────────────────────────────────────────────────────────
  const seeding = performance.now();
  const token = new TokenCipher(config.tokenEncryptionKey).encrypt('bench-token');
  await db.query(
    `WITH u AS (
       INSERT INTO users (email, password_hash, first_name, last_name, is_email_verified,
                          has_completed_onboarding)
       SELECT 'member-' || g || '@bench.example', 'x', 'Bench', 'Member ' || g, true, true
         FROM generate_series(1, $1) g RETURNING id)
     INSERT INTO linkedin_accounts (user_id, member_urn, access_token, expires_at, status, scopes)
     SELECT id, 'urn:li:person:' || id, $2, now() + interval '60 days', 'connected',
            ARRAY['openid', 'profile', 'email', 'w_member_social', 'r_member_postAnalytics']
       FROM u`,
    [MEMBERS, token],
  );
  // Each member's posts, evenly over the history and the day to come, at a random moment each.
  // A past post holds the figures of its last read and is due at its next age; one older than
  // every age is no longer followed; one still to come is due an hour after it goes out.
  const perMember = Math.round((POSTS_A_WEEK / 7) * (HISTORY_DAYS + 1));
  await db.query(
    `INSERT INTO posts (user_id, content, status, published_at, scheduled_time, external_urn,
                        views, likes, comments, shares, metrics_updated_at, metrics_due_at)
     SELECT user_id, 'A benchmark post.', 'published', at, at, 'urn:li:share:' || (n * 10000 + k),
            CASE WHEN last_read IS NULL THEN NULL ELSE 40 END,
            CASE WHEN last_read IS NULL THEN NULL ELSE 4 END,
            CASE WHEN last_read IS NULL THEN NULL ELSE 1 END,
            CASE WHEN last_read IS NULL THEN NULL ELSE 0 END,
            last_read, next_read
       FROM (SELECT user_id, n, k, at,
                    at + (SELECT max(a) FROM unnest($3::float8[]) a
                           WHERE at + a * interval '1 millisecond' <= $1) * interval '1 millisecond'
                      AS last_read,
                    at + (SELECT min(a) FROM unnest($3::float8[]) a
                           WHERE at + a * interval '1 millisecond' > $1) * interval '1 millisecond'
                      AS next_read
               FROM (SELECT a.user_id, row_number() OVER (ORDER BY a.user_id) AS n, k,
                            $1::timestamptz - $2 * interval '1 day'
                              + ((k - random()) / $4) * ($2 + 1) * interval '1 day' AS at
                       FROM linkedin_accounts a, generate_series(1, $4) k) s) p`,
    [t0, HISTORY_DAYS, ages, perMember],
  );
  await db.query('ANALYZE');
  const seededIn = (performance.now() - seeding) / 1000;
  const [counts] = await db.query(
    `SELECT count(*)::int AS posts,
            count(*) FILTER (WHERE published_at <= $1)::int AS published,
            count(*) FILTER (WHERE published_at > $1 - $2 * interval '1 day'
                               AND published_at <= $1)::int AS followed,
            count(*) FILTER (WHERE published_at > $1 - $3 * interval '1 day'
                               AND published_at <= $1)::int AS last_year
       FROM posts`,
    [t0, config.metricsMaxAgeDays, OLD_WINDOW_DAYS],
  );
  // What the schedule asks for in the day: each post's ages that fall in it.
  const [{ reads }] = await db.query(
    `SELECT count(*)::int AS reads FROM posts p, unnest($3::float8[]) a
      WHERE p.published_at + a * interval '1 millisecond' > $1
        AND p.published_at + a * interval '1 millisecond' <= $2`,
    [t0, new Date(t0.getTime() + DAY), ages],
  );

  // ── The picker's plan, on the seeded table ─────────────────────────────────────────────────
  const runner = db.createQueryRunner();
  await runner.startTransaction();
  const plan = await runner.query(
    `EXPLAIN (ANALYZE, BUFFERS)
     WITH due AS (SELECT id FROM posts WHERE metrics_due_at <= $1 ORDER BY metrics_due_at
                   LIMIT 70 FOR UPDATE SKIP LOCKED)
     UPDATE posts p SET metrics_due_at = $1::timestamptz + interval '10 minutes'
       FROM due WHERE p.id = due.id RETURNING p.id`,
    [new Date(t0.getTime() + 6 * 3600_000)],
  );
  await runner.rollbackTransaction();
  await runner.release();
  const planText = plan.map((row) => row['QUERY PLAN']).join('\n');
  const pickerMs = Number(/Execution Time: ([\d.]+)/.exec(planText)?.[1]);

  // ── A simulated day of looks ───────────────────────────────────────────────────────────────
  let clock = t0;
  const asked = [];
  /** Counts calls; a post's figures grow over its first four reads, then hold. */
  const timesRead = new Map();
  const linkedin = {
    async postStatistics(_token, urn) {
      asked.push({ urn, at: clock });
      const n = Math.min(4, (timesRead.get(urn) ?? 0) + 1);
      timesRead.set(urn, n);
      return {
        impressions: 40 + n * 10,
        reactions: 4 + n,
        comments: 1,
        reshares: 0,
        membersReached: null,
      };
    },
  };
  const budget = new CallBudget(
    infra.redis,
    `${config.redisPrefix}:bench-linkedin-calls`,
    { perDay: config.linkedinDailyCallBudget, intervalMs: config.metricsSyncIntervalMs },
    () => clock,
  );
  const activity = new ActivityService(db, () => undefined);
  const sync = new MetricsSync(
    db,
    app.services.posts,
    app.services.statisticsClaims,
    linkedin,
    new TokenCipher(config.tokenEncryptionKey),
    new ReconnectNotifier(db, activity),
    budget,
    { maxAgeDays: config.metricsMaxAgeDays },
    createLogger('metrics', 'silent'),
    () => clock,
  );
  const looks = [];
  let latest = 0;
  let synced = 0;
  for (let t = 0; t < DAY; t += config.metricsSyncIntervalMs) {
    clock = new Date(t0.getTime() + t);
    const started = performance.now();
    synced += (await sync.syncDue()).posts;
    looks.push(performance.now() - started);
    if (t % (10 * MINUTE) === 0) {
      const [{ late }] = await db.query(
        `SELECT extract(epoch FROM $1 - min(metrics_due_at)) AS late FROM posts
          WHERE metrics_due_at IS NOT NULL`,
        [clock],
      );
      latest = Math.max(latest, Number(late ?? 0));
    }
  }
  const calls = asked.length * CALLS_PER_POST;
  // Reads of posts past the maximum age when asked (there must be none).
  const [{ aged }] = await db.query(
    `SELECT count(*)::int AS aged
       FROM unnest($1::text[], $2::timestamptz[]) AS a(urn, at)
       JOIN posts p ON p.external_urn = a.urn
      WHERE a.at - p.published_at > $3 * interval '1 day'`,
    [asked.map((a) => a.urn), asked.map((a) => a.at), config.metricsMaxAgeDays],
  );

  looks.sort((a, b) => a - b);
  const at = (q) => looks[Math.min(looks.length - 1, Math.floor(q * looks.length))];
  const total = looks.reduce((sum, ms) => sum + ms, 0);
  const fmt = (n) => Math.round(n).toLocaleString('en-US');

  console.log(
    `${fmt(MEMBERS)} members, ${POSTS_A_WEEK} posts a week over ${HISTORY_DAYS} days: ` +
      `${fmt(counts.published)} published posts (seeded in ${seededIn.toFixed(0)} s), ` +
      `${fmt(counts.posts - counts.published)} more going out during the day; ` +
      `${fmt(counts.followed)} within ${config.metricsMaxAgeDays} days; budget ` +
      `${fmt(config.linkedinDailyCallBudget)} calls a day, a look every ` +
      `${config.metricsSyncIntervalMs / 1000} s.\n`,
  );
  console.log('| a simulated day | calls | posts read |');
  console.log('|---|---|---|');
  console.log(`| the schedule asks for | ${fmt(reads * CALLS_PER_POST)} | ${fmt(reads)} |`);
  console.log(`| made (within the budget) | ${fmt(calls)} | ${fmt(synced)} |`);
  console.log(
    `| of them for posts older than ${config.metricsMaxAgeDays} days | ${fmt(aged * CALLS_PER_POST)} | ${fmt(aged)} |`,
  );
  console.log(
    `| floor: the former sync (every post of the year, every 6 h) | ` +
      `${fmt(counts.last_year * CALLS_PER_POST * OLD_RUNS_A_DAY)} | ${fmt(counts.last_year * OLD_RUNS_A_DAY)} |`,
  );
  console.log('');
  console.log(
    '| looks | p50 ms | p99 ms | max ms | all looks of the day | most overdue post | picker query (EXPLAIN ANALYZE) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${looks.length} | ${at(0.5).toFixed(1)} | ${at(0.99).toFixed(1)} | ${looks[looks.length - 1].toFixed(1)} | ` +
      `${(total / 1000).toFixed(1)} s | ${(latest / 60).toFixed(1)} min late | ${pickerMs.toFixed(2)} ms |`,
  );
  if (process.env.BENCH_PLAN) console.log(`\n${planText}`);
} finally {
  await app.close();
  const keys = await infra.redis.keys(`${config.redisPrefix}:*`);
  if (keys.length) await infra.redis.del(...keys);
  await closeInfra(infra);
  await environment.drop();
}
