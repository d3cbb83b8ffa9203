import type { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import type { QueueEvents } from 'bullmq';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Queues } from '../jobs/queues';
import { RateLimiter } from '../infra/rate-limiter';
import { AuthService } from '../features/auth/auth.service';
import { EmailService } from '../features/email/email.service';
import { AvatarService } from '../features/users/avatar.service';
import { User } from '../features/users/user.entity';
import { UsersService } from '../features/users/users.service';
import { WaitlistService } from '../features/waitlist/waitlist.service';
import { ContentService } from '../features/content/content.service';
import { ActivityService } from '../features/activity/activity.service';
import { DashboardService } from '../features/dashboard/dashboard.service';
import { AnalyticsService } from '../features/analytics/analytics.service';
import { MetricsScheduler } from '../features/analytics/metrics.jobs';
import { ScheduleService } from '../features/scheduling/schedule.service';
import { PublishScheduler } from '../features/publishing/publish-scheduler';
import { PlanScheduler } from '../features/publishing/planner';
import { LinkedInConnectionService } from '../features/linkedin/linkedin-connection.service';
import { LinkedInClient } from '../features/linkedin/linkedin.client';
import { TokenCipher } from '../features/linkedin/token-cipher';

/** How long "Refresh statistics" waits for the worker; a longer sync finishes in the background. */
const METRICS_SYNC_WAIT_MS = 30_000;

/** The outside things the services run on, made once a process. */
export interface Infra {
  config: Config;
  logger: Logger;
  dataSource: DataSource;
  redis: Redis;
  queues: Queues;
  /** Completions of generation jobs, which ContentService waits on. */
  generateEvents: QueueEvents;
  /** Completions of metric syncs, which "Refresh statistics" waits on. */
  metricsEvents: QueueEvents;
  closeEvents: () => Promise<void>;
}

export interface Services {
  auth: AuthService;
  users: UsersService;
  email: EmailService;
  waitlist: WaitlistService;
  content: ContentService;
  schedules: ScheduleService;
  linkedin: LinkedInConnectionService;
  dashboard: DashboardService;
  analytics: AnalyticsService;
}

export function createServices({
  config,
  logger,
  dataSource,
  redis,
  queues,
  generateEvents,
  metricsEvents,
}: Infra): Services {
  const email = new EmailService(queues.email);
  const limiter = new RateLimiter(redis, config.redisPrefix);
  const avatars = new AvatarService(dataSource.getRepository(User), config.uploadDir);
  const activity = new ActivityService(dataSource, (err) =>
    logger.warn({ err }, 'an activity could not be recorded'),
  );
  const publishing = new PublishScheduler(queues.publish, dataSource);
  const planning = new PlanScheduler(queues.plan);
  const schedules = new ScheduleService(dataSource, publishing, planning, activity);
  const linkedin = new LinkedInConnectionService(
    dataSource,
    redis,
    config.redisPrefix,
    new LinkedInClient(config.linkedin),
    new TokenCipher(config.tokenEncryptionKey),
    config.linkedin,
    activity,
    logger.child({ feature: 'linkedin' }),
  );
  const analytics = new AnalyticsService(
    dataSource,
    schedules,
    new MetricsScheduler(queues.metrics, metricsEvents),
    { syncWaitMs: METRICS_SYNC_WAIT_MS },
  );
  return {
    schedules,
    analytics,
    linkedin,
    dashboard: new DashboardService(dataSource, schedules, activity, linkedin),
    email,
    users: new UsersService(dataSource, avatars, activity, {
      forgetUser: async (userId, postIds) => {
        await Promise.all(postIds.map((id) => publishing.cancel(id)));
        await planning.sync(userId, { isActive: false, autoPost: false });
      },
    }),
    waitlist: new WaitlistService(dataSource, limiter, config.launchDate),
    content: new ContentService(
      dataSource,
      queues.generate,
      generateEvents,
      schedules,
      publishing,
      activity,
      limiter,
      {
        generationTimeoutMs: config.generationTimeoutMs,
      },
    ),
    auth: new AuthService(
      dataSource,
      email,
      limiter,
      {
        jwtSecret: config.jwtSecret,
        jwtExpiresIn: config.jwtExpiresIn,
        appUrl: config.appUrl,
        autoVerify: config.smtpUrl === null,
      },
      logger.child({ feature: 'auth' }),
    ),
  };
}
