import type { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { CallBudget } from '../../kernel/call-budget';
import { handleJob } from '../../kernel/jobs';
import type { Logger } from '../../kernel/logger';
import { periodic, type FeatureModule } from '../../kernel/module';
import type { RateLimiter } from '../../kernel/rate-limiter';
import type { LinkedInApi } from '../linkedin/linkedin.client';
import type { ReconnectNotifier } from '../linkedin/reconnect-notifier';
import type { TokenCipher } from '../linkedin/token-cipher';
import type { PostsService } from '../posts/posts.service';
import type { StatisticsClaims } from '../posts/statistics-claims';
import type { ScheduleService } from '../schedule/schedule.service';
import { AnalyticsResolver } from './analytics.resolver';
import { analyticsRoutes } from './analytics.rest';
import { AnalyticsService } from './analytics.service';
import { MetricsSync } from './metrics-sync';
import { MetricsScheduler, SYNC_USER_METRICS_JOB } from './metrics.jobs';

/** How long "Refresh statistics" waits for the worker; a longer sync finishes in the background. */
const METRICS_SYNC_WAIT_MS = 30_000;

/** The Redis key (under the install's prefix) of the LinkedIn statistics call budget. */
export const statisticsBudgetKey = (redisPrefix: string) => `${redisPrefix}:linkedin-calls`;

/** Analytics: the report, and the statistics sync from LinkedIn that feeds it. */
export function analyticsModule(deps: {
  dataSource: DataSource;
  redis: Redis;
  redisPrefix: string;
  queue: Queue;
  events: QueueEvents;
  limiter: RateLimiter;
  metrics: {
    /** How often each worker looks for posts whose statistics are due. */
    syncIntervalMs: number;
    /** Posts older than this are never asked about. */
    maxAgeDays: number;
    /** Calls to the statistics API a day, for every worker together. */
    dailyCallBudget: number;
  };
  schedules: ScheduleService;
  posts: PostsService;
  statistics: StatisticsClaims;
  linkedin: { client: LinkedInApi; cipher: TokenCipher; reconnect: ReconnectNotifier };
  logger: Logger;
}) {
  const metrics = new MetricsScheduler(deps.queue, deps.events);
  const analytics = new AnalyticsService(deps.dataSource, deps.schedules, metrics, deps.limiter, {
    syncWaitMs: METRICS_SYNC_WAIT_MS,
  });
  const logger = deps.logger.child({ component: 'metrics' });
  const budget = new CallBudget(deps.redis, statisticsBudgetKey(deps.redisPrefix), {
    perDay: deps.metrics.dailyCallBudget,
    intervalMs: deps.metrics.syncIntervalMs,
  });
  const sync = new MetricsSync(
    deps.dataSource,
    deps.posts,
    deps.statistics,
    deps.linkedin.client,
    deps.linkedin.cipher,
    deps.linkedin.reconnect,
    budget,
    { maxAgeDays: deps.metrics.maxAgeDays },
    logger,
  );
  const module: FeatureModule = {
    resolvers: [new AnalyticsResolver(analytics)],
    routes: analyticsRoutes({ analytics, posts: deps.posts }),
    jobs: [handleJob(SYNC_USER_METRICS_JOB, ({ userId }) => sync.syncUser(userId))],
    onWorkerStart: () => metrics.removeLegacyScheduler(),
    // Every worker looks each interval; the budget in Redis and the claims in Postgres keep
    // them from spending a call twice.
    runners: [
      periodic(
        deps.metrics.syncIntervalMs,
        () => sync.syncDue(),
        (err) => logger.warn({ err }, 'could not sync the due post statistics'),
      ),
    ],
  };
  return { analytics, metrics, budget, module };
}
