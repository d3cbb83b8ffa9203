import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { createRedis } from '../../infra/redis';
import { EmailService } from '../email/email.service';
import { EMAIL_QUEUE } from '../email/email.jobs';
import { DEFAULT_JOB_OPTIONS } from '../../jobs/queues';
import { LinkedInClient } from '../linkedin/linkedin.client';
import { ReconnectNotifier } from '../linkedin/reconnect-notifier';
import { TokenCipher } from '../linkedin/token-cipher';
import { Publisher, type PublisherOptions } from './publisher';
import { ActivityService } from '../activity/activity.service';

/** The worker's Publisher, with its own e-mail queue handle (for "reconnect LinkedIn" mail). */
export function createPublisher(
  config: Config,
  dataSource: DataSource,
  logger: Logger,
  hooks: Pick<PublisherOptions, 'onPublished'> = {},
) {
  const connection = createRedis(config.redisUrl);
  const emailQueue = new Queue(EMAIL_QUEUE, {
    connection,
    prefix: config.redisPrefix,
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  });
  const activity = new ActivityService(dataSource, (err) =>
    logger.warn({ err }, 'an activity could not be recorded'),
  );
  const linkedin = new LinkedInClient(config.linkedin);
  const cipher = new TokenCipher(config.tokenEncryptionKey);
  const reconnect = new ReconnectNotifier(
    dataSource,
    new EmailService(emailQueue),
    activity,
    config.appUrl,
  );
  const publisher = new Publisher(
    dataSource,
    linkedin,
    cipher,
    reconnect,
    activity,
    { graceMs: config.publishGraceMs, ...hooks },
    logger.child({ component: 'publisher' }),
  );
  return {
    publisher,
    /** What the metrics sync shares with publishing: the client, the cipher, the notifier. */
    linkedin,
    cipher,
    reconnect,
    close: async () => {
      await emailQueue.close();
      await connection.quit();
    },
  };
}
