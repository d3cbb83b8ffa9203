import type { Queue } from 'bullmq';
import type { Config } from '../../kernel/config';
import { handleJob } from '../../kernel/jobs';
import type { Logger } from '../../kernel/logger';
import type { FeatureModule } from '../../kernel/module';
import { SEND_EMAIL_JOB } from './email.jobs';
import { EmailService } from './email.service';
import { createMailer } from './mailer';

/** E-mail: the API queues messages, the worker sends them (SMTP, or the outbox folder). */
export function emailModule(deps: { queue: Queue; config: Config; logger: Logger }) {
  const email = new EmailService(deps.queue);
  const mailer = createMailer({
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
    dataDir: deps.config.dataDir,
    logger: deps.logger.child({ component: 'mailer' }),
  });
  const module: FeatureModule = {
    jobs: [handleJob(SEND_EMAIL_JOB, (message) => mailer.send(message))],
  };
  return { email, module, close: () => mailer.close() };
}
