import type { Queue } from 'bullmq';
import { addJobs, jobKind } from '../../kernel/jobs';
import type { ScheduleService } from '../schedule/schedule.service';

/** The `plan` queue: one auto-post run a job, for one user. */
export const PLAN_QUEUE = 'plan' as const;
export const PLAN_USER_JOB = jobKind<{ userId: string }>(PLAN_QUEUE, 'plan-user');
/** One run a user at a time: BullMQ ignores a second add while the first waits or runs. */
export const planJobId = (userId: string) => `plan-${userId}`;

/** How often each worker looks for schedules due for planning. */
export const PLAN_TICK_MS = 5_000;
/** How long a claimed schedule waits for its run before it is due again (its worker died). */
const PLAN_LEASE_MS = 15 * 60_000;
/** Schedules claimed in one look. */
const PLANS_A_TICK = 200;

/** The ids earlier versions gave each user's own job scheduler (one per auto-post schedule). */
const LEGACY_SCHEDULER = /^plan-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Auto-post's runs, as Postgres says they are due: a worker claims the schedules due for
 * planning (schedules.next_plan_at) and puts one run each on the `plan` queue. The work of a
 * look follows how many schedules are due, not how many have auto-post on; a run Redis lost is
 * claimed again when its lease ends.
 */
export class PlanningQueue {
  constructor(
    private readonly queue: Queue,
    private readonly schedules: ScheduleService,
  ) {}

  /** Claims the schedules due for planning and queues their runs; answers how many. */
  async enqueueDue(): Promise<number> {
    let queued = 0;
    for (;;) {
      const users = await this.schedules.claimDuePlans(PLANS_A_TICK, PLAN_LEASE_MS);
      await addJobs(
        this.queue,
        PLAN_USER_JOB,
        users.map((userId) => ({
          data: { userId },
          // Gone once done or failed: the next due run takes the same id. A failed run is
          // due again when its claim's lease ends.
          options: { jobId: planJobId(userId), removeOnComplete: true, removeOnFail: true },
        })),
      );
      queued += users.length;
      if (users.length < PLANS_A_TICK) return queued;
    }
  }

  /** Takes a deleted account's waiting run off the queue (a running one finds no schedule). */
  async forget(userId: string): Promise<void> {
    await this.queue.remove(planJobId(userId));
  }

  /** Removes the per-user job schedulers of earlier versions, which Postgres now replaces. */
  async removeLegacySchedulers(): Promise<number> {
    let removed = 0;
    for (let start = 0; ; start += 1000) {
      const page = await this.queue.getJobSchedulers(start, start + 999);
      const legacy = page.filter((scheduler) => LEGACY_SCHEDULER.test(scheduler.key));
      for (const scheduler of legacy) await this.queue.removeJobScheduler(scheduler.key);
      removed += legacy.length;
      // Removing shifts the pages: look at the same start again.
      if (legacy.length > 0) start -= legacy.length;
      if (page.length < 1000) return removed;
    }
  }
}
