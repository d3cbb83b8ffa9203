import type { Processor } from 'bullmq';
import {
  EMAIL_QUEUE,
  METRICS_QUEUE,
  SYNC_ALL_METRICS_JOB,
  SYNC_USER_METRICS_JOB,
  GENERATE_POST_JOB,
  GENERATE_QUEUE,
  PLAN_QUEUE,
  PLAN_USER_JOB,
  PUBLISH_POST_JOB,
  PUBLISH_QUEUE,
  runGeneratePostJob,
  SEND_EMAIL_JOB,
  type ContentGenerator,
  type EmailMessage,
  type GenerationRequest,
  type Mailer,
  type MetricsScheduler,
  type MetricsSync,
  type SyncUserMetricsData,
  type Planner,
  type Publisher,
  type PublishPostData,
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

/** One processor a queue; each job kind is a string literal from the feature's jobs file. */
export function createProcessors(deps: ProcessorDeps): Record<QueueName, Processor> {
  return {
    [EMAIL_QUEUE]: async (job) => {
      if (job.name !== SEND_EMAIL_JOB) throw new Error(`Unknown email job: ${job.name}`);
      await deps.mailer.send(job.data as EmailMessage);
    },
    [GENERATE_QUEUE]: async (job) => {
      if (job.name !== GENERATE_POST_JOB) throw new Error(`Unknown generate job: ${job.name}`);
      return runGeneratePostJob(deps.generator, job.data as GenerationRequest);
    },
    [PUBLISH_QUEUE]: async (job) => {
      if (job.name !== PUBLISH_POST_JOB) throw new Error(`Unknown publish job: ${job.name}`);
      const data = job.data as PublishPostData & { recover?: boolean };
      const attempts = job.opts.attempts ?? 1;
      return deps.publisher.publish({
        postId: data.postId,
        // A retry, a job restarted after its worker died, or one restored after a crash.
        isRetry: job.attemptsMade > 0 || job.attemptsStarted > 1 || data.recover === true,
        isLastAttempt: job.attemptsMade + 1 >= attempts,
      });
    },
    [PLAN_QUEUE]: async (job) => {
      if (job.name !== PLAN_USER_JOB) throw new Error(`Unknown plan job: ${job.name}`);
      return { planned: await deps.planner.plan((job.data as { userId: string }).userId) };
    },
    [METRICS_QUEUE]: async (job) => {
      if (job.name === SYNC_ALL_METRICS_JOB) {
        const users = await deps.metricsSync.usersToSync();
        for (const userId of users) await deps.metricsScheduler.enqueueUser(userId);
        return { users: users.length };
      }
      if (job.name !== SYNC_USER_METRICS_JOB) throw new Error(`Unknown metrics job: ${job.name}`);
      return deps.metricsSync.syncUser((job.data as SyncUserMetricsData).userId);
    },
  };
}
