import type { Queue } from 'bullmq';
import { addJob } from '../../kernel/jobs';
import { SEND_EMAIL_JOB, type EmailMessage } from './email.jobs';

/** Hands messages to the worker; the request never waits on SMTP. */
export class EmailService {
  constructor(private readonly queue: Queue) {}

  /** `jobId` makes a retried request enqueue the same message once. */
  async send(message: EmailMessage, jobId?: string): Promise<void> {
    await addJob(this.queue, SEND_EMAIL_JOB, message, jobId ? { jobId } : undefined);
  }
}
