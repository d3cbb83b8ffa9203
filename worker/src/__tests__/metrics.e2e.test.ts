import { createServer } from 'node:net';
import { Queue } from 'bullmq';
import {
  createLogger,
  createRedis,
  LEGACY_METRICS_SCHEDULER_ID,
  METRICS_QUEUE,
  SYNC_USER_METRICS_JOB,
} from '@postpilot/server';
import { scheduleJob } from '../../../server/src/kernel/jobs';
import { startTestApp, type TestApp } from '../../../server/test/support/app';
import { bearer, buildSandboxConnection, buildUser } from '../../../server/test/support/factories';
import { startWorkers, type RunningWorker } from '../worker';

/**
 * Post statistics end to end: a post published to the sandbox LinkedIn, read and liked on its
 * feed, then the worker's look at the due posts, and the member's own "Refresh statistics",
 * bring the figures into analytics through the real LinkedIn client.
 */
let app: TestApp;
let worker: RunningWorker;
let connection: ReturnType<typeof createRedis>;
let metrics: Queue;

/** The sandbox lives in the API: the worker must reach it at the API's real port. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  // The worker looks for due statistics every second.
  app = await startTestApp({ PORT: String(port), METRICS_SYNC_INTERVAL: '1s' });
  worker = await startWorkers(app.config, createLogger('worker', 'silent'));
  connection = createRedis(app.config.redisUrl);
  metrics = new Queue(METRICS_QUEUE, { connection, prefix: app.config.redisPrefix });
});
afterAll(async () => {
  await metrics.close();
  await connection.quit();
  await worker.stop();
  await app.stop();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

/** A reader of the sandbox feed (a browser of its own): opening it counts an impression. */
async function reader() {
  const feed = await app.http().get('/sandbox/linkedin/feed').expect(200);
  return feed.headers['set-cookie'] as unknown as string[];
}

it('removes the job scheduler that synced every post every few hours', async () => {
  await scheduleJob(
    metrics,
    LEGACY_METRICS_SCHEDULER_ID,
    { every: 6 * 3600_000 },
    SYNC_USER_METRICS_JOB,
    { userId: 'legacy' },
  );
  const again = await startWorkers(app.config, createLogger('worker', 'silent'));
  await again.stop();
  expect(await metrics.getJobScheduler(LEGACY_METRICS_SCHEDULER_ID)).toBeUndefined();
});

it('syncs a sandbox post’s statistics when they are due, and when the member asks', async () => {
  const user = await buildUser(app);
  await buildSandboxConnection(app, user, `Metrics Member ${user.id.slice(0, 8)}`);
  const { body: created } = await app
    .http()
    .post('/api/content/posts')
    .set(bearer(user))
    .send({ content: 'Statistics from the sandbox, end to end.', status: 'draft' })
    .expect(201);
  await app
    .http()
    .post(`/api/content/posts/${created.post._id}/schedule`)
    .set(bearer(user))
    .send({ scheduledTime: new Date(Date.now() + 1_000).toISOString() })
    .expect(200);
  const post = await until(
    async () =>
      (await app.http().get(`/api/content/posts/${created.post._id}`).set(bearer(user))).body.post,
    (p) => p.status === 'published',
  );
  expect(post.status).toBe('published');
  // Its first statistics are due an hour after it went out, without anyone asking.
  const [row] = (await app.api.infra.dataSource.query(
    `SELECT published_at, metrics_due_at FROM posts WHERE id = $1`,
    [created.post._id],
  )) as { published_at: Date; metrics_due_at: Date }[];
  expect(row!.metrics_due_at.getTime() - row!.published_at.getTime()).toBe(3600_000);

  // A reader opens the feed (an impression) and likes the post.
  const id = /urn:li:share:(\d+)/.exec(post.url)![1];
  await app
    .http()
    .post(`/sandbox/linkedin/feed/${id}/like`)
    .set('Cookie', await reader())
    .expect(303);

  // The hour passes: the worker's next look fetches it.
  await app.api.services.statisticsClaims.reschedule([{ id: created.post._id, dueAt: new Date() }]);
  const report = await until(
    async () => (await app.http().get('/api/analytics?timeRange=7').set(bearer(user))).body,
    (body) => body.analytics.totalLikes === 1 && body.metrics.lastSyncedAt !== null,
  );
  expect(report.analytics).toMatchObject({ totalPosts: 1, totalViews: 1, totalLikes: 1 });
  expect(report.topPosts[0]).toMatchObject({
    _id: created.post._id,
    metrics: { views: 1, likes: 1, comments: 0, shares: 0 },
  });
  expect(report.metrics.available).toBe(true);
  // Read seconds after it went out, it is due next at the first age of the schedule still ahead.
  const [next] = (await app.api.infra.dataSource.query(
    `SELECT metrics_due_at FROM posts WHERE id = $1`,
    [created.post._id],
  )) as { metrics_due_at: Date }[];
  expect(next!.metrics_due_at.getTime() - row!.published_at.getTime()).toBe(3600_000);

  const { body: overview } = await app
    .http()
    .get('/api/dashboard/overview')
    .set(bearer(user))
    .expect(200);
  expect(overview.stats.totalEngagement).toBe(1);

  // "Refresh statistics" passes by figures read a moment ago, and is limited to six an hour.
  await app
    .http()
    .post(`/sandbox/linkedin/feed/${id}/like`)
    .set('Cookie', await reader())
    .expect(303);
  for (let i = 0; i < 6; i++) {
    await app.http().post('/api/analytics/sync').set(bearer(user)).expect(200);
  }
  const refused = await app.http().post('/api/analytics/sync').set(bearer(user)).expect(429);
  expect(refused.body.success).toBe(false);
  const unchanged = await app.http().get('/api/analytics?timeRange=7').set(bearer(user));
  expect(unchanged.body.analytics.totalLikes).toBe(1);
});
