import type { Queue } from 'bullmq';
import { addJob } from '../../kernel/jobs';
import {
  PUBLISH_ATTEMPTS,
  PUBLISH_POST_JOB,
  publishJobId,
  type PublishPostData,
} from './publish.jobs';

/** Options of every publish job: the worker's `publish` backoff honours Retry-After. */
export const PUBLISH_JOB_OPTIONS = {
  attempts: PUBLISH_ATTEMPTS,
  backoff: { type: 'publish' },
  // Gone once done, so the post's job id is free for a later reschedule.
  removeOnComplete: true,
  removeOnFail: true,
} as const;

/**
 * Puts scheduled posts on the clock: one delayed `publish` job a post, its id derived from the
 * post's. Postgres stays the truth: a job only says "look at this post then".
 */
export class PublishScheduler {
  constructor(private readonly queue: Queue) {}

  /** (Re)places the post's job to run at `at` (at once when `at` has passed). */
  async enqueue(postId: string, at: Date): Promise<void> {
    const jobId = publishJobId(postId);
    const existing = await this.queue.getJob(jobId);
    // A running job finds the post's new state when it claims it; any other is replaced.
    if (existing && !(await existing.isActive())) await existing.remove().catch(() => undefined);
    const data: PublishPostData = { postId };
    await addJob(this.queue, PUBLISH_POST_JOB, data, {
      ...PUBLISH_JOB_OPTIONS,
      jobId,
      delay: Math.max(0, at.getTime() - Date.now()),
    });
  }

  /** Takes the post off the clock (a running job will find it no longer scheduled). */
  async cancel(postId: string): Promise<void> {
    const job = await this.queue.getJob(publishJobId(postId));
    if (job) await job.remove().catch(() => undefined);
  }

  /**
   * Puts back the post's job if Redis lost it (a flush, a new Redis); answers whether it had
   * to. `recover`: the post was left publishing by a crashed worker.
   */
  async restore(postId: string, at: Date, { recover }: { recover: boolean }): Promise<boolean> {
    const jobId = publishJobId(postId);
    if (await this.queue.getJob(jobId)) return false;
    await addJob(
      this.queue,
      PUBLISH_POST_JOB,
      { postId, recover },
      { ...PUBLISH_JOB_OPTIONS, jobId, delay: Math.max(0, at.getTime() - Date.now()) },
    );
    return true;
  }
}
