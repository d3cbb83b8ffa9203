import type { Queue, QueueEvents } from 'bullmq';
import { addJob, jobKind } from '../../kernel/jobs';
import type { MetricsSyncResult } from './metrics-sync';

/**
 * The `metrics` queue: a member's own "Refresh statistics". The periodic sync needs no job: each
 * worker looks at the posts Postgres says are due (MetricsSync.syncDue).
 */
export const METRICS_QUEUE = 'metrics' as const;
/** The job scheduler of earlier versions' six-hourly sync of every post; removed at start. */
export const LEGACY_METRICS_SCHEDULER_ID = 'metrics-sync';

/** One job a user at a time: BullMQ ignores a second add while the first is waiting or running. */
export const metricsJobId = (userId: string) => `user-${userId}`;

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

/** Puts members' refreshes on the `metrics` queue (API and worker alike). */
export class MetricsScheduler {
  constructor(
    private readonly queue: Queue,
    private readonly events?: QueueEvents,
  ) {}

  async enqueueUser(userId: string) {
    return addJob(
      this.queue,
      SYNC_USER_METRICS_JOB,
      { userId },
      { ...SYNC_USER_JOB_OPTIONS, jobId: metricsJobId(userId) },
    );
  }

  /**
   * Syncs the user now and waits up to `timeoutMs`: what the sync came to, or null when it did
   * not finish in time (it goes on in the background).
   */
  async syncNow(userId: string, timeoutMs: number): Promise<MetricsSyncResult | null> {
    if (!this.events) throw new Error('MetricsScheduler.syncNow needs the queue events');
    const job = await this.enqueueUser(userId);
    try {
      return (await job.waitUntilFinished(this.events, timeoutMs)) as MetricsSyncResult;
    } catch (error) {
      if (error instanceof Error && /timed out/i.test(error.message)) return null;
      throw error;
    }
  }

  /** Earlier versions synced every post every few hours from a job scheduler: no more. */
  async removeLegacyScheduler(): Promise<void> {
    await this.queue.removeJobScheduler(LEGACY_METRICS_SCHEDULER_ID);
  }
}
