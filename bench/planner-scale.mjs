// Auto-post at scale: `npm run build && node bench/planner-scale.mjs [members] [seconds]`
// (default 10,000 and 120). On a fresh database it makes that many members with auto-post on
// (a daily slot at a random minute of the day, in one of the schedules' time zones), each with
// the week ahead already planned and their schedule due when its next slot comes into the
// horizon, as a planning run leaves it. Then, for `seconds` of real time, it does what the
// workers do: a look every 5 s that claims the schedules due and queues their runs, and the runs
// themselves (the real Planner, with a model stand-in that answers at once). Beside it, on the
// same data, the floor of the former design: every minute, one job scheduler upserted per
// auto-post member, and an hourly run of every member (a sixtieth of them each minute) that
// finds its week full. Reports the work of a minute: runs, CPU of the process, time of the looks
// and of the runs (Postgres and Node, from the client), and the look's plan (EXPLAIN ANALYZE).
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
const { Planner, nextPlanning } = require('../server/dist/features/publishing/planner.js');
const {
  PlanningQueue,
  PLAN_TICK_MS,
  PLAN_USER_JOB,
  planJobId,
} = require('../server/dist/features/publishing/planning-queue.js');
const { upcomingSlots } = require('../server/dist/features/schedule/slots.js');
const { scheduleJob } = require('../server/dist/kernel/jobs.js');
const { ActivityService } = require('../server/dist/features/activity/activity.service.js');
const { SCHEDULE_TIMEZONES } = require('../common/dist/index.js');

const MEMBERS = Number(process.argv[2] ?? 10_000);
const SECONDS = Number(process.argv[3] ?? 120);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const LEAD = 5 * MINUTE;
/** The former design: each member's scheduler upserted every minute, each run hourly. */
const OLD_RESTORE_EVERY_MS = MINUTE;
const OLD_RUN_EVERY_MS = 60 * MINUTE;

const environment = await freshEnvironment();
const config = loadConfig({ ...environment.env, PORT: '0' });
const infra = await createInfra(config, createLogger('bench', 'silent'), { migrate: true });
const app = compose(infra);
const db = infra.dataSource;
const queue = infra.queues.plan;

/** A model that answers at once: the time measured is the planner's, not a model's. */
const model = {
  provider: 'openai',
  writes: () => true,
  generate: async () => 'A post the benchmark model wrote.',
  hooks: async () => [],
  rewrite: async (_request, post) => ({ content: post, changes: [], question: null }),
};
const { services } = app;
const planner = new Planner(
  services.schedules,
  services.users,
  {
    writers: services.writers.withGenerator(model),
    requests: services.content,
    ideas: services.ideas,
  },
  services.posts,
  services.postScheduling,
  new ActivityService(db, () => undefined),
  createLogger('planner', 'silent'),
);
const planning = new PlanningQueue(queue, services.schedules);

try {
  // ── Seeding: members, their schedules, the planned week and when each is due next ──────────
  const seeding = performance.now();
  const users = await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, is_email_verified,
                        has_completed_onboarding, content_approval_required)
     SELECT 'planner-' || g || '@bench.example', 'x', 'Bench', 'Member ' || g, true, true, false
       FROM generate_series(1, $1) g RETURNING id`,
    [MEMBERS],
  );
  const now = Date.now();
  const from = new Date(now + LEAD);
  const horizonEnd = new Date(from.getTime() + 7 * DAY);
  const rows = users.map(({ id }, i) => {
    const minute = Math.floor(Math.random() * 24 * 60);
    const rule = {
      timezone: SCHEDULE_TIMEZONES[i % SCHEDULE_TIMEZONES.length],
      frequency: 'daily',
      customDays: [],
      timeSlots: [
        `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
      ],
    };
    const week = upcomingSlots(rule, from, 8, 7).filter((slot) => slot <= horizonEnd);
    return { id, rule, week, next: nextPlanning(rule, horizonEnd) };
  });
  for (let i = 0; i < rows.length; i += 20_000) {
    const chunk = rows.slice(i, i + 20_000);
    await db.query(
      `INSERT INTO schedules (user_id, timezone, frequency, custom_days, time_slots, auto_post,
                              is_active, next_plan_at)
       SELECT id, tz, 'daily', '{}', ARRAY[slot], true, true, next
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[]) AS s(id, tz, slot, next)`,
      [
        chunk.map((r) => r.id),
        chunk.map((r) => r.rule.timezone),
        chunk.map((r) => r.rule.timeSlots[0]),
        chunk.map((r) => r.next),
      ],
    );
    const posts = chunk.flatMap((r) => r.week.map((at) => ({ id: r.id, at })));
    await db.query(
      `INSERT INTO posts (user_id, content, status, scheduled_time, tone, unreviewed)
       SELECT id, 'A planned post.', 'scheduled', at, 'professional', true
         FROM unnest($1::uuid[], $2::timestamptz[]) AS p(id, at)`,
      [posts.map((p) => p.id), posts.map((p) => p.at)],
    );
  }
  await db.query('ANALYZE');
  const seededIn = (performance.now() - seeding) / 1000;
  const [{ posts: plannedPosts }] = await db.query(`SELECT count(*)::int AS posts FROM posts`);

  // ── The look's plan, on the seeded table ───────────────────────────────────────────────────
  const runner = db.createQueryRunner();
  await runner.startTransaction();
  const plan = await runner.query(
    `EXPLAIN (ANALYZE, BUFFERS)
     WITH due AS (SELECT user_id FROM schedules WHERE next_plan_at <= now()
                   ORDER BY next_plan_at LIMIT 200 FOR UPDATE SKIP LOCKED)
     UPDATE schedules s SET next_plan_at = now() + interval '15 minutes'
       FROM due WHERE s.user_id = due.user_id RETURNING s.user_id`,
  );
  await runner.rollbackTransaction();
  await runner.release();
  const planText = plan.map((row) => row['QUERY PLAN']).join('\n');
  const lookPlanMs = Number(/Execution Time: ([\d.]+)/.exec(planText)?.[1]);

  // ── Now: the looks and the runs they queue, for SECONDS of real time ───────────────────────
  const cpu = process.cpuUsage();
  const started = performance.now();
  let lookMs = 0;
  let runMs = 0;
  let runs = 0;
  let written = 0;
  while (performance.now() - started < SECONDS * 1000) {
    const tick = performance.now();
    const t0 = performance.now();
    await planning.enqueueDue();
    lookMs += performance.now() - t0;
    // What the worker does with the queued runs.
    const jobs = await queue.getJobs(['waiting', 'prioritized'], 0, 999);
    for (const job of jobs.filter((j) => j.name === PLAN_USER_JOB.name)) {
      const t1 = performance.now();
      await queue.remove(job.id);
      written += await planner.plan(job.data.userId);
      runMs += performance.now() - t1;
      runs++;
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, PLAN_TICK_MS - (performance.now() - tick))),
    );
  }
  const minutes = (performance.now() - started) / MINUTE;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;

  // ── The floor: the former design's minute ──────────────────────────────────────────────────
  const oldCpu = process.cpuUsage();
  const schedulers = performance.now();
  for (const { id } of rows) {
    await scheduleJob(
      queue,
      planJobId(id),
      { every: OLD_RUN_EVERY_MS },
      PLAN_USER_JOB,
      { userId: id },
      { removeOnComplete: true, removeOnFail: 100 },
    );
  }
  const upsertMs = performance.now() - schedulers;
  const hourly = rows.slice(0, Math.ceil((rows.length * OLD_RESTORE_EVERY_MS) / OLD_RUN_EVERY_MS));
  const oldRuns = performance.now();
  let oldWritten = 0;
  for (const { id } of hourly) oldWritten += await planner.plan(id);
  const oldRunMs = performance.now() - oldRuns;
  const oldUsed = process.cpuUsage(oldCpu);

  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  console.log(
    `${fmt(MEMBERS)} members with auto-post, each with a daily slot and its week planned ` +
      `(${fmt(plannedPosts)} posts; seeded in ${seededIn.toFixed(0)} s); measured over ` +
      `${minutes.toFixed(1)} minutes.\n`,
  );
  console.log(
    '| a minute of auto-post | runs | posts written | time of the looks | time of the runs | CPU of the process | look query (EXPLAIN ANALYZE) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| due schedules (a look every ${PLAN_TICK_MS / 1000} s) | ${(runs / minutes).toFixed(1)} | ` +
      `${(written / minutes).toFixed(1)} | ${(lookMs / minutes).toFixed(0)} ms | ` +
      `${(runMs / minutes).toFixed(0)} ms | ${(cpuMs / minutes).toFixed(0)} ms | ${lookPlanMs.toFixed(2)} ms |`,
  );
  console.log(
    `| floor: a scheduler per member upserted every minute, each run hourly | ${fmt(hourly.length)} | ` +
      `${oldWritten} | ${fmt(upsertMs)} ms (${fmt(rows.length)} upserts) | ${fmt(oldRunMs)} ms | ` +
      `${fmt((oldUsed.user + oldUsed.system) / 1000)} ms | — |`,
  );
  if (process.env.BENCH_PLAN) console.log(`\n${planText}`);
} finally {
  await app.close();
  const keys = await infra.redis.keys(`${config.redisPrefix}:*`);
  for (let i = 0; i < keys.length; i += 1000) await infra.redis.del(...keys.slice(i, i + 1000));
  await closeInfra(infra);
  await environment.drop();
}
