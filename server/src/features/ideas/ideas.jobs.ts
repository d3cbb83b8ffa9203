import type { Queue } from 'bullmq';
import { jobKind, scheduleJob } from '../../kernel/jobs';

/**
 * Reading followed feeds rides on the `plan` queue, auto-post's, which takes ideas from the bank:
 * one job scheduler (a stable id, upserted at every worker start) runs `refresh-idea-feeds`
 * every FEEDS_CHECK_EVERY_MS; each run reads the feeds due (IdeaFeedsService.refreshDue).
 */
export const REFRESH_IDEA_FEEDS_JOB = jobKind<Record<string, never>>('plan', 'refresh-idea-feeds');
export const IDEA_FEEDS_SCHEDULER_ID = 'idea-feeds-refresh';
/** How often the worker looks for feeds due; each feed is read every few hours. */
export const FEEDS_CHECK_EVERY_MS = 15 * 60_000;

export async function scheduleFeedRefresh(queue: Queue): Promise<void> {
  await scheduleJob(
    queue,
    IDEA_FEEDS_SCHEDULER_ID,
    { every: FEEDS_CHECK_EVERY_MS },
    REFRESH_IDEA_FEEDS_JOB,
    {},
    // A run that failed is the next run's to redo: feeds not read stay due.
    { attempts: 1, removeOnComplete: true, removeOnFail: 100 },
  );
}
