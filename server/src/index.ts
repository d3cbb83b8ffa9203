/** What the worker process uses of the server's code. */
export { loadConfig, ConfigError, type Config } from './config';
export { createLogger, type Logger } from './logger';
export { createRedis } from './infra/redis';
export { QUEUE_NAMES, type QueueName } from './jobs/queues';
export { addJob, handleJob, processorsFor, type JobKind } from './jobs/registry';
export { EMAIL_QUEUE, SEND_EMAIL_JOB, type EmailMessage } from './features/email/email.jobs';
export { createMailer, type Mailer } from './features/email/mailer';
export {
  GENERATE_QUEUE,
  GENERATE_POST_JOB,
  runGeneratePostJob,
} from './features/content/content.jobs';
export type { GenerationRequest, ContentGenerator } from './features/content/generation';
export { createGenerator } from './features/content/generators';
export { openMigratedDatabase } from './db/data-source';
export { createPublisher } from './features/publishing/create-publisher';
export { RetryablePublishError, type Publisher } from './features/publishing/publisher';
export {
  PUBLISH_QUEUE,
  PUBLISH_POST_JOB,
  type PublishPostData,
} from './features/publishing/publish.jobs';
export { Planner, PlanScheduler, PLAN_QUEUE, PLAN_USER_JOB } from './features/publishing/planner';
export { PublishScheduler } from './features/publishing/publish-scheduler';
export { ActivityService } from './features/activity/activity.service';
export { MetricsSync, RetryableMetricsError } from './features/analytics/metrics-sync';
export {
  MetricsScheduler,
  METRICS_QUEUE,
  SYNC_ALL_METRICS_JOB,
  SYNC_USER_METRICS_JOB,
  FOLLOW_UP_DELAY_MS,
  followUpJobId,
  type SyncUserMetricsData,
} from './features/analytics/metrics.jobs';
