import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { IDEA_MESSAGES as IM } from '@postpilot/common';
import { createLogger, createRedis, PLAN_QUEUE } from '@postpilot/server';
import { scheduleJob } from '../../../server/src/kernel/jobs';
import { PLAN_USER_JOB } from '../../../server/src/features/publishing/planning-queue';
import { startTestApp, type TestApp } from '../../../server/test/support/app';
import {
  bearer,
  registerUser,
  type RegisteredUser,
  deleteAccount,
} from '../../../server/test/support/factories';
import { startWorkers, type RunningWorker } from '../worker';

/** Auto-post: the planner keeps the next 7 days of slots filled with posts in the user's voice. */
let app: TestApp;
let worker: RunningWorker;
let connection: ReturnType<typeof createRedis>;
let plans: Queue;

beforeAll(async () => {
  app = await startTestApp();
  worker = await startWorkers(app.config, createLogger('worker', 'silent'));
  connection = createRedis(app.config.redisUrl);
  plans = new Queue(PLAN_QUEUE, { connection, prefix: app.config.redisPrefix });
});
afterAll(async () => {
  await plans.close();
  await connection.quit();
  await worker.stop();
  await app.stop();
});

async function onboardedUser(approval: boolean) {
  const user = await registerUser(app);
  await app
    .http()
    .post('/api/user/onboarding')
    .set(bearer(user))
    .send({
      contentNiches: ['Sales', 'Leadership'],
      personalContext: 'Sales Director at Initech. Experience: 6-10 years.',
      targetAudience: 'Professional network and industry peers',
      timezone: 'UTC',
      tone: 'casual',
      // Turned on by each test, once approval is set as it wants.
      autoPostEnabled: false,
    })
    .expect(200);
  await app
    .http()
    .put('/api/user/settings')
    .set(bearer(user))
    .send({ contentApprovalRequired: approval })
    .expect(200);
  // A week of ideas: the built-in writer writes only from what the user gave it.
  for (let day = 1; day <= 7; day++) {
    await app
      .http()
      .post('/api/ideas')
      .set(bearer(user))
      .send({ title: `Lesson ${day} from a year of quarterly planning`, notes: `Point ${day}` })
      .expect(201);
  }
  return user;
}

const autoSchedule = (isActive = true) => ({
  timezone: 'UTC',
  frequency: 'daily',
  customDays: [],
  timeSlots: ['09:00'],
  autoPost: true,
  isActive,
});

async function postsOf(user: RegisteredUser, count: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await app.http().get('/api/content/posts?limit=50').set(bearer(user)).expect(200);
    if (res.body.posts.length >= count || Date.now() > deadline) {
      return res.body.posts as {
        _id: string;
        status: string;
        scheduledTime: string;
        content: string;
      }[];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('writes a week of posts for approval, each holding its slot; approving keeps the slot', async () => {
  const user = await onboardedUser(true);
  await app.http().put('/api/schedule').set(bearer(user)).send(autoSchedule()).expect(200);
  const posts = await postsOf(user, 7);
  expect(posts).toHaveLength(7);
  expect(new Set(posts.map((post) => post.status))).toEqual(new Set(['pending_approval']));
  const days = new Set(posts.map((post) => post.scheduledTime.slice(0, 10)));
  expect(days.size).toBe(7);
  for (const post of posts) expect(post.scheduledTime).toMatch(/T09:00:00\.000Z$/);
  expect(new Set(posts.map((post) => post.content)).size).toBe(7);

  const [first] = posts;
  const approved = await app
    .http()
    .post(`/api/content/posts/${first._id}/approve`)
    .set(bearer(user))
    .expect(200);
  expect(approved.body.post).toMatchObject({
    status: 'scheduled',
    scheduledTime: first.scheduledTime,
  });
  const overview = await app.http().get('/api/dashboard/overview').set(bearer(user)).expect(200);
  expect(overview.body.recentActivity.map((a: { description: string }) => a.description)).toContain(
    'Auto-post wrote 7 posts for your approval',
  );
  // The week is planned: the schedule is due again when its next slot comes into the horizon,
  // a week (and the five minutes' lead) before it.
  const last = Math.max(...posts.map((post) => new Date(post.scheduledTime).getTime()));
  const expected = last + 24 * 3600_000 - 7 * 24 * 3600_000 - 5 * 60_000;
  expect((await nextPlanAt(user, (at) => at?.getTime() === expected))?.getTime()).toBe(expected);
});

/** The schedule's next planning time, once `done` says it is (or after a while). */
async function nextPlanAt(user: RegisteredUser, done: (at: Date | null) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const at = await app.api.services.schedules.nextPlanAt(user.id);
    if (done(at) || Date.now() > deadline) return at;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it("holds the built-in writer's posts for approval even with approval off, and stops when the schedule is paused", async () => {
  const user = await onboardedUser(false);
  await app.http().put('/api/schedule').set(bearer(user)).send(autoSchedule()).expect(200);
  const posts = await postsOf(user, 7);
  expect(posts).toHaveLength(7);
  // No AI is connected: nothing the built-in writer wrote reaches LinkedIn unread.
  expect(posts.every((post) => post.status === 'pending_approval')).toBe(true);
  expect(await app.api.services.schedules.nextPlanAt(user.id)).not.toBeNull();

  await app.http().put('/api/schedule').set(bearer(user)).send(autoSchedule(false)).expect(200);
  // Paused: never due for planning until it is on again.
  expect(await app.api.services.schedules.nextPlanAt(user.id)).toBeNull();
  // Held, not lost: the posts stay where they were.
  const held = await postsOf(user, 7);
  expect(held.every((post) => post.status === 'pending_approval')).toBe(true);
});

it("takes a deleted account's planner and posts with it", async () => {
  const user = await onboardedUser(false);
  await app.http().put('/api/schedule').set(bearer(user)).send(autoSchedule()).expect(200);
  await postsOf(user, 7);
  await deleteAccount(app, user);
  expect(await plans.getJob(`plan-${user.id}`)).toBeUndefined();
  expect(await app.api.services.schedules.nextPlanAt(user.id)).toBeNull();
  const [{ count }] = await app.api.infra.dataSource.query(
    `SELECT count(*)::int AS count FROM posts WHERE user_id = $1`,
    [user.id],
  );
  expect(count).toBe(0);
});

it('starts planning when auto-post was chosen in onboarding, and says the empty idea bank is why nothing is written', async () => {
  const user = await registerUser(app, {}, 'verified');
  await app
    .http()
    .post('/api/user/onboarding')
    .set(bearer(user))
    .send({
      contentNiches: ['Leadership'],
      personalContext: 'Head of Product at Hooli.',
      targetAudience: 'Professional network and industry peers',
      timezone: 'UTC',
      tone: 'professional',
      autoPostEnabled: true,
    })
    .expect(200);
  expect(await app.api.services.schedules.nextPlanAt(user.id)).not.toBeNull();
  const deadline = Date.now() + 20_000;
  let activity: string[] = [];
  while (!activity.includes(IM.bankDryBuiltin) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const overview = await app.http().get('/api/dashboard/overview').set(bearer(user)).expect(200);
    activity = overview.body.recentActivity.map((a: { description: string }) => a.description);
  }
  expect(activity).toContain(IM.bankDryBuiltin);
  // No AI and no idea: the built-in writer has nothing of the user's to write from.
  expect(await postsOf(user, 0)).toEqual([]);
});

it('keeps one job scheduler reading the followed idea feeds, upserted at start, and removes the per-user planners of earlier versions', async () => {
  const schedulers = await plans.getJobSchedulers();
  expect(schedulers.filter((s) => s.key === 'idea-feeds-refresh')).toHaveLength(1);
  // Earlier versions gave each auto-post user a job scheduler of their own.
  const legacy = `plan-${randomUUID()}`;
  await scheduleJob(plans, legacy, { every: 3600_000 }, PLAN_USER_JOB, { userId: randomUUID() });
  // A second start upserts the same one.
  const again = await startWorkers(app.config, createLogger('worker', 'silent'));
  await again.stop();
  const after = await plans.getJobSchedulers();
  expect(after.filter((s) => s.key === 'idea-feeds-refresh')).toHaveLength(1);
  expect(after.map((s) => s.key)).not.toContain(legacy);
});
