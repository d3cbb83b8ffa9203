import type { Processor } from 'bullmq';
import {
  handleJob,
  processorsFor,
  QUEUE_NAMES,
  SEND_EMAIL_JOB,
  GENERATE_POST_JOB,
  PLAN_USER_JOB,
  PUBLISH_POST_JOB,
  SYNC_ALL_METRICS_JOB,
  SYNC_USER_METRICS_JOB,
  runGeneratePostJob,
  type ContentGenerator,
  type Mailer,
  type MetricsScheduler,
  type MetricsSync,
  type Planner,
  type Publisher,
  type QueueName,
} from '@postpilot/server';

export interface ProcessorDeps {
  mailer: Mailer;
  generator: ContentGenerator;
  publisher: Publisher;
  planner: Planner;
  metricsSync: MetricsSync;
  metricsScheduler: MetricsScheduler;
}

/** One processor a queue, running each kind of job (declared in its feature's jobs file). */
export function createProcessors(deps: ProcessorDeps): Record<QueueName, Processor> {
  return processorsFor(QUEUE_NAMES, [
    handleJob(SEND_EMAIL_JOB, (message) => deps.mailer.send(message)),
    handleJob(GENERATE_POST_JOB, (request) => runGeneratePostJob(deps.generator, request)),
    handleJob(PUBLISH_POST_JOB, ({ postId, recover }, job) =>
      deps.publisher.publish({
        postId,
        // A retry, a job restarted after its worker died, or one restored after a crash.
        isRetry: job.attemptsMade > 0 || job.attemptsStarted > 1 || recover === true,
        isLastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
      }),
    ),
    handleJob(PLAN_USER_JOB, async ({ userId }) => ({ planned: await deps.planner.plan(userId) })),
    handleJob(SYNC_ALL_METRICS_JOB, async () => {
      const users = await deps.metricsSync.usersToSync();
      for (const userId of users) await deps.metricsScheduler.enqueueUser(userId);
      return { users: users.length };
    }),
    handleJob(SYNC_USER_METRICS_JOB, ({ userId }) => deps.metricsSync.syncUser(userId)),
  ]);
}
