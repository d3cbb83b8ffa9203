// Analytics benchmark: `npm run build && node bench/analytics.mjs [posts] [snapshots]` (default
// 5,000 posts and 1,000,000 metric snapshots). Makes one user on a fresh database whose posts
// were published over the last year, each with its share of the snapshots spread between its
// publication and now, builds the hourly roll-up the metrics sync keeps (the sum of each
// snapshot's change per hour), then measures the analytics requests of that user over HTTP, and
// the first page of their posts.
// For comparison it times the same year's totals computed from the raw snapshots instead.
import { createRequire } from 'node:module';
import { apiClient, freshEnvironment, measure, printTable, seedPublishedYear } from './support.mjs';

const require = createRequire(import.meta.url);
const { loadConfig, createLogger } = require('../server/dist/index.js');
const { startApi } = require('../server/dist/api.js');

const POSTS = Number(process.argv[2] ?? 5_000);
const SNAPSHOTS = Number(process.argv[3] ?? 1_000_000);

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
  // A member who may see analytics: e-mail verified and onboarding done.
  await db.query(
    'UPDATE users SET is_email_verified = true, has_completed_onboarding = true WHERE id = $1',
    [user.id],
  );
  const seeding = performance.now();
  const counts = await seedPublishedYear(db, user.id, POSTS, SNAPSHOTS);
  const seededIn = (performance.now() - seeding) / 1000;

  // One request at a time: the time a user waits for the report. Then four at once, as a
  // few users opening the page together would.
  const rows = [];
  for (const days of [7, 30, 90, 365]) {
    rows.push(
      await measure(`REST \`GET /api/analytics?timeRange=${days}\``, 300, 1, () =>
        get(`/api/analytics?timeRange=${days}`, token),
      ),
    );
  }
  rows.push(
    await measure("GraphQL `analytics(timeRange: 365)` (the page's query)", 300, 1, () =>
      post('/graphql', { query: REPORT, variables: { timeRange: 365 } }, token),
    ),
    await measure('GraphQL `analytics(timeRange: 365)`, 4 at once', 300, 4, () =>
      post('/graphql', { query: REPORT, variables: { timeRange: 365 } }, token),
    ),
  );
  // The same member's list of posts: the newest 20 of the 5,000, with their count.
  rows.push(
    await measure(
      `REST \`GET /api/content/posts\` (20 of the ${POSTS.toLocaleString('en-US')})`,
      300,
      1,
      () => get('/api/content/posts', token),
    ),
  );
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
