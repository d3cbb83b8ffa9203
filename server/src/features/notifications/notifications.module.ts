import { UnrecoverableError, type Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Config } from '../../kernel/config';
import { handleJob } from '../../kernel/jobs';
import type { Logger } from '../../kernel/logger';
import { periodic, type FeatureModule } from '../../kernel/module';
import type { EmailService } from '../email/email.service';
import type { ReconnectNotifier } from '../linkedin/reconnect-notifier';
import type { ScheduleService } from '../schedule/schedule.service';
import type { UsersService } from '../users/users.service';
import {
  approvalDigest,
  postsFailed,
  reconnectLinkedIn,
  type FailedPost,
  type PlannedForApproval,
} from './messages';
import { SEND_PUSH_JOB } from './notifications.jobs';
import { NotificationsResolver } from './notifications.resolver';
import { notificationsRoutes } from './notifications.rest';
import { Notifier } from './notifier';
import { PushEndpointPolicy } from './push-endpoints';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { WebPushSender } from './web-push';
import { WeeklySummaries } from './weekly-summary';

/** Users told of their failed posts at once. */
const FAILED_USERS_AT_ONCE = 10;
/** How often the worker looks for weekly summaries that are due (users' Mondays differ by zone). */
const WEEKLY_CHECK_EVERY_MS = 5 * 60_000;

/**
 * Notifications: what we tell the user (posts waiting for approval, posts that failed, LinkedIn
 * needing reconnection, the weekly summary) and how (e-mail, Web Push), as their switches say.
 * It follows LinkedIn's reconnect mark itself; publishing's events reach it through the
 * composition root (`events`), since publishing knows nothing of it.
 */
export function notificationsModule(deps: {
  dataSource: DataSource;
  pushQueue: Queue;
  config: Config;
  users: UsersService;
  schedules: ScheduleService;
  email: EmailService;
  linkedin: { reconnect: ReconnectNotifier };
  logger: Logger;
}) {
  const { config } = deps;
  const logger = deps.logger.child({ feature: 'notifications' });
  const endpoints = new PushEndpointPolicy(config.pushEndpointHosts);
  const subscriptions = new PushSubscriptionsService(
    deps.dataSource,
    endpoints,
    config.vapid.publicKey,
  );
  const sender = new WebPushSender(config.vapid, endpoints);
  const notifier = new Notifier(
    deps.users,
    deps.email,
    subscriptions,
    deps.pushQueue,
    config.appUrl,
    logger,
  );
  const weekly = new WeeklySummaries(deps.dataSource, notifier);
  const timezoneOf = async (userId: string) => (await deps.schedules.get({ id: userId })).timezone;

  deps.linkedin.reconnect.subscribe(({ accountId, userId, at }) =>
    notifier.notifyQuietly(userId, reconnectLinkedIn(userId, accountId, at)),
  );

  /** What publishing reports, wired by the composition root; neither ever fails the caller. */
  const events = {
    /** One planning run of auto-post left these posts for the user's approval. */
    async postsAwaitApproval(userId: string, posts: PlannedForApproval[]): Promise<void> {
      if (posts.length === 0) return;
      try {
        await notifier.notify(userId, approvalDigest(userId, posts, await timezoneOf(userId)));
      } catch (err) {
        logger.warn({ err, userId }, 'could not tell the user of posts waiting for approval');
      }
    },
    /** Posts that failed in one flush of the dispatcher: one notification a user. */
    async postsFailed(failures: (FailedPost & { userId: string })[]): Promise<void> {
      const byUser = new Map<string, FailedPost[]>();
      for (const { userId, ...post } of failures) {
        byUser.set(userId, [...(byUser.get(userId) ?? []), post]);
      }
      // A few users at a time: a burst of failures (an outage past the grace) stays brief.
      const users = [...byUser];
      for (let i = 0; i < users.length; i += FAILED_USERS_AT_ONCE) {
        await Promise.all(
          users.slice(i, i + FAILED_USERS_AT_ONCE).map(async ([userId, posts]) => {
            try {
              await notifier.notify(userId, postsFailed(userId, posts, await timezoneOf(userId)));
            } catch (err) {
              logger.warn({ err, userId }, 'could not tell the user of failed posts');
            }
          }),
        );
      }
    },
  };

  const module: FeatureModule = {
    resolvers: [new NotificationsResolver(subscriptions)],
    routes: notificationsRoutes({ subscriptions }),
    jobs: [
      handleJob(SEND_PUSH_JOB, async ({ subscriptionId, message }) => {
        const subscription = await subscriptions.findById(subscriptionId);
        if (!subscription) return { sent: false, reason: 'unsubscribed' };
        // The switch may have been turned off since the message was queued.
        const user = await deps.users.findById(subscription.userId);
        if (!user?.pushNotifications) return { sent: false, reason: 'push is off' };
        const outcome = await sender.send(subscription, message);
        switch (outcome.kind) {
          case 'delivered':
            return { sent: true };
          case 'gone':
            await subscriptions.forget(subscription);
            return { sent: false, reason: 'the push service dropped the subscription' };
          case 'retry':
            throw new Error(outcome.reason);
          case 'refused':
            throw new UnrecoverableError(outcome.reason);
        }
      }),
    ],
    runners: [
      periodic(
        WEEKLY_CHECK_EVERY_MS,
        () => weekly.run(),
        (err) => logger.warn({ err }, 'could not send the weekly summaries'),
      ),
    ],
  };
  return { notifier, subscriptions, weekly, events, module };
}
