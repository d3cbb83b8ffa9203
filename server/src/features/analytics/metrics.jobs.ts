import type { Queue, QueueEvents } from 'bullmq';
import { addJob, addJobs, jobKind, scheduleJob } from '../../kernel/jobs';

/**
 * The `metrics` queue. A job scheduler runs `sync-all` every METRICS_SYNC_INTERVAL; it fans out
 * one `sync-user` job a member whose connection may read post statistics. A user's own
 * "Refresh statistics" adds the same `sync-user` job, so the two never run side by side.
 */
export const METRICS_QUEUE = 'metrics' as const;
export const SYNC_ALL_METRICS_JOB = jobKind<Record<string, never>>(METRICS_QUEUE, 'sync-all');
export const METRICS_SCHEDULER_ID = 'metrics-sync';

/** One job a user at a time: BullMQ ignores a second add while the first is waiting or running. */
export const metricsJobId = (userId: string) => `user-${userId}`;
/** The sync that follows a publish; posts published meanwhile share it. */
export const followUpJobId = (userId: string) => `follow-up-${userId}`;

/** How long after a post goes out its first statistics are fetched. */
export const FOLLOW_UP_DELAY_MS = 3600_000;

export interface SyncUserMetricsData {
  userId: string;
}

export const SYNC_USER_METRICS_JOB = jobKind<SyncUserMetricsData>(METRICS_QUEUE, 'sync-user');

const SYNC_USER_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 30_000 },
  // Gone once done, so the next sync of the user can take the same job id.
  removeOnComplete: true,
  removeOnFail: true,
} as const;

/** Puts metric syncs on the `metrics` queue (API and worker alike). */
export class MetricsScheduler {
  constructor(
    private readonly queue: Queue,
    private readonly events?: QueueEvents,
  ) {}

  /** The periodic sync; an idempotent upsert, made at every worker start. */
  async schedule(everyMs: number): Promise<void> {
    await scheduleJob(
      this.queue,
      METRICS_SCHEDULER_ID,
      { every: everyMs },
      SYNC_ALL_METRICS_JOB,
      {},
      { removeOnComplete: true, removeOnFail: 100 },
    );
  }

  async enqueueUser(userId: string) {
    return addJob(
      this.queue,
      SYNC_USER_METRICS_JOB,
      { userId },
      {
        ...SYNC_USER_JOB_OPTIONS,
        jobId: metricsJobId(userId),
      },
    );
  }

  /** A sync an hour after a post went out, so its first figures do not wait for the schedule. */
  async followUp(userId: string) {
    return addJob(
      this.queue,
      SYNC_USER_METRICS_JOB,
      { userId },
      {
        ...SYNC_USER_JOB_OPTIONS,
        jobId: followUpJobId(userId),
        delay: FOLLOW_UP_DELAY_MS,
      },
    );
  }

  /** The follow-ups of a batch of published posts' owners, in one round trip. */
  async followUpMany(userIds: string[]) {
    await addJobs(
      this.queue,
      SYNC_USER_METRICS_JOB,
      userIds.map((userId) => ({
        data: { userId },
        options: {
          ...SYNC_USER_JOB_OPTIONS,
          jobId: followUpJobId(userId),
          delay: FOLLOW_UP_DELAY_MS,
        },
      })),
    );
  }

  /** Syncs the user now and waits up to `timeoutMs`; answers whether it finished in time. */
  async syncNow(userId: string, timeoutMs: number): Promise<boolean> {
    if (!this.events) throw new Error('MetricsScheduler.syncNow needs the queue events');
    const job = await this.enqueueUser(userId);
    try {
      await job.waitUntilFinished(this.events, timeoutMs);
      return true;
    } catch (error) {
      if (error instanceof Error && /timed out/i.test(error.message)) return false;
      throw error;
    }
  }
}
