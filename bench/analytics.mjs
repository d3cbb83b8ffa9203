// Analytics benchmark: `npm run build && node bench/analytics.mjs [posts] [snapshots]` (default
// 5,000 posts and 1,000,000 metric snapshots). Makes one user on a fresh database whose posts
// were published over the last year, each with its share of the snapshots spread between its
// publication and now, builds the hourly roll-up the metrics sync keeps (the sum of each
// snapshot's change per hour), then measures the analytics requests of that user over HTTP.
// For comparison it times the same year's totals computed from the raw snapshots instead.
import { createRequire } from 'node:module';
import { apiClient, freshEnvironment, measure, printTable } from './support.mjs';

const require = createRequire(import.meta.url);
const { loadConfig, createLogger } = require('../server/dist/index.js');
const { startApi } = require('../server/dist/api.js');

const POSTS = Number(process.argv[2] ?? 5_000);
const SNAPSHOTS = Number(process.argv[3] ?? 1_000_000);
const PER_POST = Math.max(1, Math.round(SNAPSHOTS / POSTS));
const TONES = ['professional', 'casual', 'inspirational', 'educational', 'humorous'];

const REPORT = `query ($timeRange: Int!) { analytics(timeRange: $timeRange) {
  analytics { totalPosts totalViews totalLikes engagementRate averageViews growth { views likes } }
  topPosts { id content publishedAt metrics { views likes comments shares } }
  timeline { date views engagement posts }
  insights { sampleSize bestTime { startHour endHour } bestDay { day } tones { tone versusAverage } }
  adherence { rate }
  metrics { available lastSyncedAt }
} }`;

const environment = await freshEnvironment();
const config = loadConfig({ ...environment.env, PORT: '0' });
const api = await startApi(config, createLogger('api', 'silent'));
const { get, post } = apiClient(api.url);
const db = api.infra.dataSource;
try {
  const { token, user } = await post('/api/auth/register', {
    firstName: 'Bench',
    lastName: 'Mark',
    email: `bench-${Date.now()}@example.com`,
    password: 'Bench2026pw',
  });
  const seeding = performance.now();
  await db.query(
    `INSERT INTO posts (user_id, content, status, published_at, scheduled_time, external_urn, tone)
     SELECT $1, 'Benchmark post ' || g || ': ' || repeat('words ', 200), 'published', at, at,
            'urn:li:share:' || (7000000000 + g), ($3::text[])[1 + g % 5]
       FROM (SELECT g, now() - random() * interval '365 days' AS at
               FROM generate_series(1, $2) g) s`,
    [user.id, POSTS, TONES],
  );
  // Each post's figures grow through its snapshots, at a rate of its own.
  await db.query(
    `INSERT INTO post_metrics (post_id, user_id, captured_at, views, likes, comments, shares)
     SELECT p.id, p.user_id, p.published_at + (now() - p.published_at) * k / $2::float,
            k * (3 + n % 7), k * (n % 5) / 4, k * (n % 3) / 10, k * (n % 2) / 20
       FROM (SELECT id, user_id, published_at, row_number() OVER (ORDER BY id) AS n
               FROM posts WHERE user_id = $1) p,
            generate_series(1, $2) k`,
    [user.id, PER_POST],
  );
  // What the sync leaves: each post's latest figures, and every change summed per hour.
  await db.query(
    `UPDATE posts p SET views = m.views, likes = m.likes, comments = m.comments,
            shares = m.shares, metrics_updated_at = m.captured_at
       FROM (SELECT DISTINCT ON (post_id) * FROM post_metrics WHERE user_id = $1
              ORDER BY post_id, captured_at DESC) m
      WHERE p.id = m.post_id`,
    [user.id],
  );
  await db.query(
    `INSERT INTO metric_hours (user_id, hour, views, likes, comments, shares)
     SELECT user_id, to_timestamp(floor(extract(epoch FROM captured_at) / 3600) * 3600),
            sum(dv), sum(dl), sum(dc), sum(ds)
       FROM (SELECT user_id, captured_at,
                    views - coalesce(lag(views) OVER w, 0) AS dv,
                    likes - coalesce(lag(likes) OVER w, 0) AS dl,
                    comments - coalesce(lag(comments) OVER w, 0) AS dc,
                    shares - coalesce(lag(shares) OVER w, 0) AS ds
               FROM post_metrics WHERE user_id = $1
             WINDOW w AS (PARTITION BY post_id ORDER BY captured_at)) d
      GROUP BY 1, 2`,
    [user.id],
  );
  await db.query('ANALYZE');
  const [counts] = await db.query(
    `SELECT (SELECT count(*) FROM posts WHERE user_id = $1)::int AS posts,
            (SELECT count(*) FROM post_metrics WHERE user_id = $1)::int AS snapshots,
            (SELECT count(*) FROM metric_hours WHERE user_id = $1)::int AS hours`,
    [user.id],
  );
  const seededIn = (performance.now() - seeding) / 1000;

  const rows = [
    await measure('REST `GET /api/analytics?timeRange=30`', 300, 4, () =>
      get('/api/analytics?timeRange=30', token),
    ),
    await measure('REST `GET /api/analytics?timeRange=365`', 300, 4, () =>
      get('/api/analytics?timeRange=365', token),
    ),
    await measure('GraphQL `analytics(timeRange: 365)`', 300, 4, () =>
      post('/graphql', { query: REPORT, variables: { timeRange: 365 } }, token),
    ),
  ];
  // The year's totals straight from the snapshots (what the roll-up saves).
  const raw = await measure('SQL: a year of gains from raw snapshots', 10, 1, () =>
    db.query(
      `SELECT sum(dv) FROM (
         SELECT views - coalesce(lag(views) OVER (PARTITION BY post_id ORDER BY captured_at), 0)
                AS dv, captured_at
           FROM post_metrics WHERE user_id = $1) d
        WHERE captured_at >= now() - interval '365 days'`,
      [user.id],
    ),
  );
  console.log(
    `${counts.posts} posts, ${counts.snapshots} snapshots, ${counts.hours} roll-up hours (seeded in ${seededIn.toFixed(0)} s)\n`,
  );
  printTable([...rows, raw]);
} finally {
  const keys = await api.infra.redis.keys(`${config.redisPrefix}:*`);
  if (keys.length) await api.infra.redis.del(...keys);
  await api.stop();
  await environment.drop();
}
