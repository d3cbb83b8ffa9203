import type { Queue, QueueEvents } from 'bullmq';
import type { DataSource } from 'typeorm';
import { handleJob } from '../../kernel/jobs';
import type { Logger } from '../../kernel/logger';
import type { FeatureModule } from '../../kernel/module';
import type { LinkedInApi } from '../linkedin/linkedin.client';
import type { ReconnectNotifier } from '../linkedin/reconnect-notifier';
import type { TokenCipher } from '../linkedin/token-cipher';
import type { PostsService } from '../posts/posts.service';
import type { ScheduleService } from '../schedule/schedule.service';
import { AnalyticsResolver } from './analytics.resolver';
import { analyticsRoutes } from './analytics.rest';
import { AnalyticsService } from './analytics.service';
import { MetricsSync } from './metrics-sync';
import { MetricsScheduler, SYNC_ALL_METRICS_JOB, SYNC_USER_METRICS_JOB } from './metrics.jobs';

/** How long "Refresh statistics" waits for the worker; a longer sync finishes in the background. */
const METRICS_SYNC_WAIT_MS = 30_000;

/** Analytics: the report, and the statistics sync from LinkedIn that feeds it. */
export function analyticsModule(deps: {
  dataSource: DataSource;
  queue: Queue;
  events: QueueEvents;
  syncIntervalMs: number;
  schedules: ScheduleService;
  posts: PostsService;
  linkedin: { client: LinkedInApi; cipher: TokenCipher; reconnect: ReconnectNotifier };
  logger: Logger;
}) {
  const metrics = new MetricsScheduler(deps.queue, deps.events);
  const analytics = new AnalyticsService(deps.dataSource, deps.schedules, metrics, {
    syncWaitMs: METRICS_SYNC_WAIT_MS,
  });
  const sync = new MetricsSync(
    deps.dataSource,
    deps.posts,
    deps.linkedin.client,
    deps.linkedin.cipher,
    deps.linkedin.reconnect,
    deps.logger.child({ component: 'metrics' }),
  );
  const module: FeatureModule = {
    resolvers: [new AnalyticsResolver(analytics)],
    routes: analyticsRoutes({ analytics, posts: deps.posts }),
    jobs: [
      handleJob(SYNC_ALL_METRICS_JOB, async () => {
        const users = await sync.usersToSync();
        for (const userId of users) await metrics.enqueueUser(userId);
        return { users: users.length };
      }),
      handleJob(SYNC_USER_METRICS_JOB, ({ userId }) => sync.syncUser(userId)),
    ],
    onWorkerStart: () => metrics.schedule(deps.syncIntervalMs),
  };
  return { analytics, metrics, module };
}
