import type { FeatureModule } from '../kernel/module';
import { RateLimiter } from '../kernel/rate-limiter';
import { activityModule } from '../features/activity/activity.module';
import { emailModule } from '../features/email/email.module';
import { usersModule } from '../features/users/users.module';
import { authModule } from '../features/auth/auth.module';
import { waitlistModule } from '../features/waitlist/waitlist.module';
import { linkedInModule } from '../features/linkedin/linkedin.module';
import { createGenerator } from '../features/content/generators';
import { publishingModule } from '../features/publishing/publishing.module';
import { scheduleModule } from '../features/scheduling/schedule.module';
import { contentModule } from '../features/content/content.module';
import { analyticsModule } from '../features/analytics/analytics.module';
import { dashboardModule } from '../features/dashboard/dashboard.module';
import type { Infra } from './infra';

/**
 * The composition root: every feature built once, bottom to top, each given what it uses. The
 * API mounts the modules' resolvers and routes; the worker runs their job handlers. Nothing else
 * builds a service.
 */
export function compose(infra: Infra) {
  const { config, logger, dataSource, redis, queues } = infra;
  const limiter = new RateLimiter(redis, config.redisPrefix);

  const { activity } = activityModule({ dataSource, logger });
  const email = emailModule({ queue: queues.email, config, logger });
  const linkedin = linkedInModule({
    dataSource,
    redis,
    config,
    email: email.email,
    activity,
    logger,
  });
  const generator = createGenerator(config);
  // A published post's first statistics are fetched an hour later (the analytics follow-up);
  // analytics is built after publishing, so the hook reaches it when a post goes out.
  let followUp: (userId: string) => Promise<unknown> = async () => undefined;
  const publishing = publishingModule({
    dataSource,
    queues,
    config,
    generator,
    linkedin,
    activity,
    logger,
    onPublished: (userId) => followUp(userId),
  });
  const schedule = scheduleModule({
    dataSource,
    publishing: publishing.publishing,
    planning: publishing.planning,
    activity,
  });
  const users = usersModule({
    dataSource,
    uploadDir: config.uploadDir,
    activity,
    jobs: {
      forgetUser: async (userId, postIds) => {
        await Promise.all(postIds.map((id) => publishing.publishing.cancel(id)));
        await publishing.planning.sync(userId, { isActive: false, autoPost: false });
      },
    },
  });
  const auth = authModule({
    dataSource,
    email: email.email,
    limiter,
    users: users.users,
    settings: {
      jwtSecret: config.jwtSecret,
      jwtExpiresIn: config.jwtExpiresIn,
      appUrl: config.appUrl,
      autoVerify: config.smtpUrl === null,
    },
    logger,
  });
  const waitlist = waitlistModule({ dataSource, limiter, launchDate: config.launchDate });
  const content = contentModule({
    dataSource,
    queue: queues.generate,
    events: infra.generateEvents,
    config,
    generator,
    schedules: schedule.schedules,
    publishing: publishing.publishing,
    activity,
    limiter,
  });
  const analytics = analyticsModule({
    dataSource,
    queue: queues.metrics,
    events: infra.metricsEvents,
    syncIntervalMs: config.metricsSyncIntervalMs,
    schedules: schedule.schedules,
    linkedin,
    logger,
  });
  followUp = (userId) => analytics.metrics.followUp(userId);
  const dashboard = dashboardModule({
    dataSource,
    schedules: schedule.schedules,
    activity,
    linkedin: linkedin.linkedin,
  });

  const modules: FeatureModule[] = [
    email.module,
    auth.module,
    users.module,
    waitlist.module,
    content.module,
    schedule.module,
    linkedin.module,
    publishing.module,
    dashboard.module,
    analytics.module,
  ];
  return {
    modules,
    /** The services, by feature: what authentication and the tests reach. */
    services: {
      auth: auth.auth,
      users: users.users,
      email: email.email,
      waitlist: waitlist.waitlist,
      content: content.content,
      schedules: schedule.schedules,
      linkedin: linkedin.linkedin,
      dashboard: dashboard.dashboard,
      analytics: analytics.analytics,
    },
    /** The worker's publisher, which fault tests drive directly. */
    publisher: publishing.publisher,
    close: async () => email.close(),
  };
}

export type Composition = ReturnType<typeof compose>;
export type Services = Composition['services'];
