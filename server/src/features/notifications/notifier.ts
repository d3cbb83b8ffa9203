import type { Queue } from 'bullmq';
import { addJobs } from '../../kernel/jobs';
import type { Logger } from '../../kernel/logger';
import type { EmailService } from '../email/email.service';
import { actionEmail, type EmailSection } from '../email/templates';
import type { UsersService } from '../users/users.service';
import { SEND_PUSH_JOB } from './notifications.jobs';
import type { PushSubscriptionsService } from './push-subscriptions.service';

/** Something to tell a user, in the words of both channels, with the place to act. */
export interface Notification {
  /**
   * Names this notification for good: the same key sends once, however often the event that
   * caused it is retried. No ':' (BullMQ job ids).
   */
  key: string;
  /** The e-mail's subject and the push notification's title. */
  title: string;
  /** The push notification's text: a line or two. */
  body: string;
  /** The e-mail's paragraphs, after the greeting. */
  lines: string[];
  /** Lists under headings, after the paragraphs. */
  sections?: EmailSection[];
  /** The e-mail's button. */
  action: string;
  /** Where to act, in the app: '/content?status=failed'. */
  path: string;
  /** Notifications of one kind replace each other on the screen (the push tag). */
  kind: 'approval' | 'failed' | 'reconnect' | 'weekly';
}

/**
 * What we tell the user and how: by e-mail when their e-mail switch is on, by push to every
 * browser they subscribed when their push switch is on, never otherwise. Both go through the
 * worker's queues, so the event that notifies never waits on SMTP or a push service.
 */
export class Notifier {
  constructor(
    private readonly users: UsersService,
    private readonly email: EmailService,
    private readonly subscriptions: PushSubscriptionsService,
    private readonly pushQueue: Queue,
    private readonly appUrl: string,
    private readonly logger: Logger,
  ) {}

  /** Answers what was sent: an e-mail or not, and to how many browsers. */
  async notify(
    userId: string,
    notification: Notification,
  ): Promise<{ email: boolean; push: number }> {
    const user = await this.users.findById(userId);
    if (!user) return { email: false, push: 0 };
    const url = `${this.appUrl}${notification.path}`;
    let push = 0;
    if (user.emailNotifications) {
      await this.email.send(
        actionEmail({
          to: user.email,
          subject: notification.title,
          greeting: `Hi ${user.firstName},`,
          lines: notification.lines,
          sections: notification.sections,
          action: notification.action,
          url,
          footer: `You receive this because email notifications are on. Turn them off in Settings: ${this.appUrl}/settings?tab=notifications`,
        }),
        `notify-${notification.key}`,
      );
    }
    if (user.pushNotifications) {
      const subscriptions = await this.subscriptions.ofUser(user.id);
      await addJobs(
        this.pushQueue,
        SEND_PUSH_JOB,
        subscriptions.map((subscription) => ({
          data: {
            subscriptionId: subscription.id,
            message: {
              title: notification.title,
              body: notification.body,
              url,
              tag: notification.kind,
            },
          },
          options: { jobId: `push-${notification.key}-${subscription.id}` },
        })),
      );
      push = subscriptions.length;
    }
    return { email: user.emailNotifications, push };
  }

  /**
   * For events that must not fail because telling the user did (a post already failed, a plan
   * is already written): a notification that could not be queued is logged.
   */
  async notifyQuietly(userId: string, notification: Notification): Promise<void> {
    try {
      await this.notify(userId, notification);
    } catch (err) {
      this.logger.warn({ err, userId, key: notification.key }, 'could not notify the user');
    }
  }
}
