import type { Queue } from 'bullmq';
import { SEND_EMAIL_JOB, type EmailMessage } from './email.jobs';

/** Hands messages to the worker; the request never waits on SMTP. */
export class EmailService {
  constructor(private readonly queue: Queue) {}

  /** `jobId` makes a retried request enqueue the same message once. */
  async send(message: EmailMessage, jobId?: string): Promise<void> {
    await this.queue.add(SEND_EMAIL_JOB, message, jobId ? { jobId } : undefined);
  }
}
