import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../kernel/logger';
import type { EmailMessage } from './email.jobs';

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

/**
 * With SMTP_URL, a real SMTP transport. Without it (development mode) each message is written
 * to DATA_DIR/outbox as an .eml file and its text is logged, so its links can be followed.
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, dataDir, logger } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'email sent',
        );
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${Date.now()}-${message.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info(
        { to: message.to, subject: message.subject, file, text: message.text },
        'email written to outbox (no SMTP_URL)',
      );
    },
    close: () => transport.close(),
  };
}
