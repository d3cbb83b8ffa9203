import type { EmailMessage } from '../../src/features/email/email.jobs';
import type { TestApp } from './app';

/**
 * The newest message queued for `to` (no worker runs in these tests, so messages wait in the
 * `email` queue exactly as the API enqueued them).
 */
export async function queuedEmail(app: TestApp, to: string): Promise<EmailMessage> {
  const jobs = await app.api.infra.queues.email.getJobs(['waiting', 'delayed', 'prioritized']);
  const mine = jobs
    .filter((job) => (job.data as EmailMessage).to === to)
    .sort((a, b) => b.timestamp - a.timestamp);
  if (!mine.length) throw new Error(`No e-mail queued for ${to}`);
  return mine[0].data as EmailMessage;
}

/** The first link in a message's text that starts with `prefix`. */
export function linkIn(message: { text: string }, prefix: string): string {
  const match = message.text.match(
    new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\S+`),
  );
  if (!match) throw new Error(`No link starting with ${prefix} in:\n${message.text}`);
  return match[0];
}
