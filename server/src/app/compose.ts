import type { FeatureModule } from '../kernel/module';
import { RateLimiter } from '../kernel/rate-limiter';
import { activityModule } from '../features/activity/activity.module';
import { emailModule } from '../features/email/email.module';
import { usersModule } from '../features/users/users.module';
import { authModule } from '../features/auth/auth.module';
import { waitlistModule } from '../features/waitlist/waitlist.module';
import { linkedInModule } from '../features/linkedin/linkedin.module';
import { publishingModule } from '../features/publishing/publishing.module';
import { scheduleModule } from '../features/schedule/schedule.module';
import { postsModule } from '../features/posts/posts.module';
import { contentModule } from '../features/content/content.module';
import { analyticsModule } from '../features/analytics/analytics.module';
import { FIRST_STATISTICS_SYNC_MS } from '../features/analytics/metrics-schedule';
import { dashboardModule } from '../features/dashboard/dashboard.module';
import { notificationsModule } from '../features/notifications/notifications.module';
import { voiceModule } from '../features/voice/voice.module';
import { ideasModule } from '../features/ideas/ideas.module';
import type { Infra } from './infra';

/**
 * The composition root: every feature built once, bottom to top, each given what it uses. The
 * API mounts the modules' resolvers and routes; the worker runs their job handlers. Nothing else
 * builds a service.
 */
export function compose(infra: Infra) {
  const { config, logger, dataSource, redis, queues, media } = infra;
  const limiter = new RateLimiter(redis, config.redisPrefix);

  const { activity } = activityModule({ dataSource, logger });
  const email = emailModule({ queue: queues.email, config, logger });
  const linkedin = linkedInModule({
    dataSource,
    redis,
    config,
    activity,
    logger,
  });
  const users = usersModule({
    dataSource,
    media,
    activity,
    jobs: {
      forgetUser: (userId) => publishing.planning.forget(userId),
      filesOf: async (userId) => {
        const keys = await posts.media.keysOfUser(userId);
        return () => posts.media.removeFiles(keys);
      },
    },
  });
  const schedule = scheduleModule({ dataSource, users: users.users, activity });
  const posts = postsModule({
    dataSource,
    schedules: schedule.schedules,
    activity,
    media,
    // Link previews reach internal hosts exactly where users' AI connections may.
    privateHosts: config.aiConnectionPrivateHosts,
    carouselThreads: config.carouselThreads,
    firstStatisticsAfterMs: FIRST_STATISTICS_SYNC_MS,
    logger,
  });
  const voice = voiceModule({ dataSource });
  const ideas = ideasModule({
    dataSource,
    planQueue: queues.plan,
    // Pages and feeds reach internal hosts exactly where users' AI connections may.
    privateHosts: config.aiConnectionPrivateHosts,
    logger,
  });
  const content = contentModule({
    dataSource,
    queue: queues.generate,
    events: infra.generateEvents,
    config,
    activity,
    limiter,
    cipher: linkedin.cipher,
    sources: {
      // Every request, Generate's and auto-post's, is written in the user's voice.
      voiceOf: (userId) => voice.voices.profileFor(userId),
      latestPosts: (userId, limit) => posts.posts.latestContents(userId, limit),
      ownPosts: (userId, limit) => posts.posts.ownVoiceContents(userId, limit),
    },
    // Generate may start from an idea of the user's idea bank.
    ideas: ideas.ideas,
  });
  const notifications = notificationsModule({
    dataSource,
    pushQueue: queues.push,
    config,
    users: users.users,
    schedules: schedule.schedules,
    email: email.email,
    linkedin,
    logger,
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
  const analytics = analyticsModule({
    dataSource,
    redis,
    redisPrefix: config.redisPrefix,
    queue: queues.metrics,
    events: infra.metricsEvents,
    limiter,
    metrics: {
      syncIntervalMs: config.metricsSyncIntervalMs,
      maxAgeDays: config.metricsMaxAgeDays,
      dailyCallBudget: config.linkedinDailyCallBudget,
    },
    schedules: schedule.schedules,
    posts: posts.posts,
    statistics: posts.statistics,
    linkedin,
    logger,
  });
  const publishing = publishingModule({
    planQueue: queues.plan,
    dataSource,
    config,
    media,
    posts: posts.posts,
    scheduling: posts.scheduling,
    claims: posts.claims,
    schedules: schedule.schedules,
    users: users.users,
    writing: { writers: content.writers, requests: content.content, ideas: ideas.ideas },
    linkedin,
    activity,
    logger,
    // A published post's author's voice learns from it (when they allow it). Its statistics
    // are due an hour after it went out, as recorded with its publication.
    onPublished: (published) => voice.voices.addPublished(published),
    // The user hears of failed posts and of posts auto-post wrote for their approval.
    onFailed: (failures) => notifications.events.postsFailed(failures),
    onAwaitingApproval: (userId, planned) =>
      notifications.events.postsAwaitApproval(userId, planned),
  });
  const dashboard = dashboardModule({
    dataSource,
    scheduling: posts.scheduling,
    activity,
    linkedin: linkedin.linkedin,
  });

  const modules: FeatureModule[] = [
    email.module,
    auth.module,
    users.module,
    waitlist.module,
    content.module,
    posts.module,
    voice.module,
    ideas.module,
    schedule.module,
    linkedin.module,
    publishing.module,
    dashboard.module,
    analytics.module,
    notifications.module,
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
      aiConnections: content.connections,
      localAi: content.localAi,
      writers: content.writers,
      posts: posts.posts,
      postScheduling: posts.scheduling,
      publishingClaims: posts.claims,
      statisticsClaims: posts.statistics,
      media: posts.media,
      voice: voice.voices,
      ideas: ideas.ideas,
      ideaFeeds: ideas.feeds,
      schedules: schedule.schedules,
      linkedin: linkedin.linkedin,
      dashboard: dashboard.dashboard,
      analytics: analytics.analytics,
      pushSubscriptions: notifications.subscriptions,
    },
    /** The worker's dispatcher, which fault tests and the benchmark drive directly. */
    dispatcher: publishing.dispatcher,
    /** The worker's weekly summaries, which tests run at a chosen moment. */
    weeklySummaries: notifications.weekly,
    /** What serving people needs ready before its first use: the carousel maker. */
    warmUp: () => posts.warmUp(),
    close: async () => {
      await posts.close();
      email.close();
    },
  };
}

export type Composition = ReturnType<typeof compose>;
export type Services = Composition['services'];
