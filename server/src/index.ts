/** What the worker process uses of the server's code: the same composition root as the API. */
export { loadConfig, ConfigError, type Config } from './kernel/config';
export { createLogger, type Logger } from './kernel/logger';
export { createRedis } from './kernel/redis';
export { QUEUE_NAMES, type QueueName } from './kernel/queues';
export { processorsFor } from './kernel/jobs';
export { createInfra, closeInfra, healthOf, type Infra } from './app/infra';
export { serveHealth } from './kernel/health';
export { stopOnSignals } from './kernel/shutdown';
export { compose, type Composition } from './app/compose';
export { PLAN_QUEUE } from './features/publishing/planning-queue';
export {
  METRICS_QUEUE,
  LEGACY_METRICS_SCHEDULER_ID,
  SYNC_USER_METRICS_JOB,
  type SyncUserMetricsData,
} from './features/analytics/metrics.jobs';
