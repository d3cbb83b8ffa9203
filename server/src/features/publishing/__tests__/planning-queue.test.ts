import { startTestApp, type TestApp } from '../../../../test/support/app';
import {
  bearer,
  buildPost,
  buildSchedule,
  registerUser,
  type RegisteredUser,
} from '../../../../test/support/factories';
import { createLogger } from '../../../kernel/logger';
import { ActivityService } from '../../activity/activity.service';
import type { ContentGenerator } from '../../content/generation';
import { Planner, PLAN_RETRY_MS } from '../planner';
import { planJobId, PlanningQueue } from '../planning-queue';

/**
 * Auto-post plans the schedules Postgres says are due (schedules.next_plan_at): a look queues a
 * run for each and nothing for the others, and each run says when its schedule is due next.
 */
let app: TestApp;
let planning: PlanningQueue;
beforeAll(async () => {
  app = await startTestApp();
  planning = new PlanningQueue(app.api.infra.queues.plan, app.api.services.schedules);
});
afterAll(() => app.stop());

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const LEAD = 5 * 60_000;

/** A model that writes whatever it is asked, at once. */
const model: ContentGenerator = {
  provider: 'openai',
  writes: () => true,
  generate: async (request) => `A post for ${request.tone}.`,
  hooks: async () => [],
  rewrite: async (_request, post) => ({ content: post, changes: [], question: null }),
};

function planner(generator: ContentGenerator | null = model) {
  const { services, infra } = app.api;
  return new Planner(
    services.schedules,
    services.users,
    {
      writers: generator ? services.writers.withGenerator(generator) : services.writers,
      requests: services.content,
      ideas: services.ideas,
    },
    services.posts,
    services.postScheduling,
    new ActivityService(infra.dataSource, (error) => {
      throw error;
    }),
    createLogger('planner', 'silent'),
  );
}

const nextPlanAt = (user: { id: string }) => app.api.services.schedules.nextPlanAt(user.id);
const queued = async (user: { id: string }) =>
  (await app.api.infra.queues.plan.getJob(planJobId(user.id)))?.data ?? null;

/** The user's run, as the worker takes it off the queue. */
async function run(user: { id: string }, generator: ContentGenerator | null = model) {
  await app.api.infra.queues.plan.remove(planJobId(user.id));
  return planner(generator).plan(user.id);
}

async function autoPostUser(schedule: Parameters<typeof buildSchedule>[2] = {}) {
  const user = await registerUser(app);
  await buildSchedule(app, user, { autoPost: true, ...schedule });
  return user;
}

it('queues a run for each schedule due, and none for one without auto-post, paused or planned', async () => {
  const due = await autoPostUser();
  const off = await registerUser(app);
  await buildSchedule(app, off, { autoPost: false });
  const paused = await autoPostUser({ isActive: false });
  expect(await nextPlanAt(off)).toBeNull();
  expect(await nextPlanAt(paused)).toBeNull();
  const saved = await nextPlanAt(due);
  expect(saved!.getTime()).toBeLessThanOrEqual(Date.now());

  expect(await planning.enqueueDue()).toBeGreaterThanOrEqual(1);
  expect(await queued(due)).toEqual({ userId: due.id });
  expect(await queued(off)).toBeNull();
  expect(await queued(paused)).toBeNull();
  // Claimed: the next look passes it by while its run is queued.
  expect((await nextPlanAt(due))!.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
  expect(await planning.enqueueDue()).toBe(0);

  // Its run fills the week; no look queues it again before its next slot comes near.
  expect(await run(due)).toBe(7);
  expect(await planning.enqueueDue()).toBe(0);
  expect(await queued(due)).toBeNull();
});

it('is due again when the next slot comes into the horizon, in the schedule’s own time zone', async () => {
  const user = await autoPostUser({ timezone: 'Asia/Tokyo', timeSlots: ['08:30', '18:00'] });
  await planning.enqueueDue();
  expect(await run(user)).toBe(14);
  const posts = await app.http().get('/api/content/posts?limit=50').set(bearer(user)).expect(200);
  const times = posts.body.posts
    .map((post: { scheduledTime: string }) => new Date(post.scheduledTime).getTime())
    .sort((a: number, b: number) => a - b);
  // The slot after the last planned one: 08:30 or 18:00 Tokyo (UTC+9, no daylight saving).
  const last = times[times.length - 1]!;
  const lastTokyo = new Date(last + 9 * HOUR).toISOString().slice(11, 16);
  const following = lastTokyo === '08:30' ? last + 9.5 * HOUR : last + 14.5 * HOUR;
  expect((await nextPlanAt(user))!.getTime()).toBe(following - 7 * DAY - LEAD);
});

it('looks again within the hour while slots are left empty', async () => {
  // The built-in writer writes only from ideas, and this user has none.
  const user = await autoPostUser();
  await planning.enqueueDue();
  const before = Date.now();
  expect(await run(user, null)).toBe(0);
  const next = (await nextPlanAt(user))!.getTime();
  expect(next).toBeGreaterThanOrEqual(before + PLAN_RETRY_MS);
  expect(next).toBeLessThanOrEqual(Date.now() + PLAN_RETRY_MS);
});

it('is due within the hour when a post leaves a slot ahead, whichever way it leaves', async () => {
  // A daily slot twelve hours from now: the schedule is next due in about twelve hours.
  const slot = new Date(Date.now() + 12 * HOUR).toISOString().slice(11, 16);
  const user = await autoPostUser({ timeSlots: [slot] });
  await app
    .http()
    .put('/api/user/settings')
    .set(bearer(user))
    .send({ contentApprovalRequired: true })
    .expect(200);
  await planning.enqueueDue();
  expect(await run(user)).toBe(7);
  const planned = (await nextPlanAt(user))!.getTime();
  expect(planned).toBeGreaterThan(Date.now() + 11 * HOUR);

  // A post published long ago leaves nothing: its slot is past.
  const old = await buildPost(app, user, {
    status: 'published',
    publishedAt: new Date(Date.now() - 3 * DAY),
    scheduledTime: new Date(Date.now() - 3 * DAY),
  });
  await app.http().delete(`/api/content/posts/${old.id}`).set(bearer(user)).expect(200);
  expect((await nextPlanAt(user))!.getTime()).toBe(planned);

  // Declining a post waiting for approval frees its slot.
  const { body } = await app.http().get('/api/content/posts?limit=50').set(bearer(user));
  const [first] = body.posts as { _id: string }[];
  const declined = Date.now();
  await app.http().post(`/api/content/posts/${first!._id}/reject`).set(bearer(user)).expect(200);
  const next = (await nextPlanAt(user))!.getTime();
  expect(next).toBeGreaterThanOrEqual(declined + HOUR - 1000);
  expect(next).toBeLessThanOrEqual(Date.now() + HOUR);
});

it('never gives one schedule to two workers looking at once', async () => {
  const users: RegisteredUser[] = [];
  for (let i = 0; i < 12; i++) users.push(await autoPostUser());
  const { schedules } = app.api.services;
  const [a, b] = await Promise.all([
    schedules.claimDuePlans(100, 60_000),
    schedules.claimDuePlans(100, 60_000),
  ]);
  const ours = new Set(users.map((user) => user.id));
  const claimed = [...a!, ...b!].filter((id) => ours.has(id));
  expect(claimed.sort()).toEqual([...ours].sort());
});
