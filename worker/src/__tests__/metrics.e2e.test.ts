import { createServer } from 'node:net';
import { Queue } from 'bullmq';
import {
  createLogger,
  createRedis,
  FOLLOW_UP_DELAY_MS,
  followUpJobId,
  METRICS_QUEUE,
  SYNC_ALL_METRICS_JOB,
  SYNC_USER_METRICS_JOB,
} from '@postpilot/server';
import { addJob } from '../../../server/src/kernel/jobs';
import { startTestApp, type TestApp } from '../../../server/test/support/app';
import { bearer, buildSandboxConnection, buildUser } from '../../../server/test/support/factories';
import { startWorkers, type RunningWorker } from '../worker';

/**
 * Post statistics end to end: a post published to the sandbox LinkedIn, read and liked on its
 * feed, then the periodic sync (its job scheduler's `sync-all`, fanned out per member) brings
 * the figures into analytics through the real LinkedIn client.
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
  app = await startTestApp({ PORT: String(port), METRICS_SYNC_INTERVAL: '2h' });
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

it('keeps the periodic sync scheduled at METRICS_SYNC_INTERVAL', async () => {
  const scheduler = await metrics.getJobScheduler('metrics-sync');
  expect(scheduler).toMatchObject({ name: SYNC_ALL_METRICS_JOB.name, every: 2 * 3600_000 });
});

it('syncs a sandbox post’s statistics into analytics and the dashboard', async () => {
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
  // Its first statistics are fetched an hour later without anyone asking. The follow-up is
  // queued once the post is recorded as published, so it may come a moment after.
  const followUp = await until(
    () => metrics.getJob(followUpJobId(user.id)),
    (job) => job !== undefined,
  );
  expect(followUp).toMatchObject({
    name: SYNC_USER_METRICS_JOB.name,
    data: { userId: user.id },
    opts: expect.objectContaining({ delay: FOLLOW_UP_DELAY_MS }),
  });
  expect(await followUp!.isDelayed()).toBe(true);

  // A reader opens the feed (an impression) and likes the post.
  const feed = await app.http().get('/sandbox/linkedin/feed').expect(200);
  const cookie = feed.headers['set-cookie'] as unknown as string[];
  const id = /urn:li:share:(\d+)/.exec(post.url)![1];
  await app.http().post(`/sandbox/linkedin/feed/${id}/like`).set('Cookie', cookie).expect(303);

  await addJob(metrics, SYNC_ALL_METRICS_JOB, {});
  const report = await until(
    async () => (await app.http().get('/api/analytics?timeRange=7').set(bearer(user))).body,
    // The sync stores each post's figures as it reads them and notes its time when done.
    (body) => body.analytics.totalLikes === 1 && body.metrics.lastSyncedAt !== null,
  );
  expect(report.analytics).toMatchObject({ totalPosts: 1, totalViews: 1, totalLikes: 1 });
  expect(report.topPosts[0]).toMatchObject({
    _id: created.post._id,
    metrics: { views: 1, likes: 1, comments: 0, shares: 0 },
  });
  expect(report.metrics.available).toBe(true);
  expect(report.metrics.lastSyncedAt).not.toBeNull();

  const { body: overview } = await app
    .http()
    .get('/api/dashboard/overview')
    .set(bearer(user))
    .expect(200);
  expect(overview.stats.totalEngagement).toBe(1);
});
