import { jobKind } from '../../kernel/jobs';

/** The `email` queue: one job a message, sent by the worker. */
export const EMAIL_QUEUE = 'email' as const;

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const SEND_EMAIL_JOB = jobKind<EmailMessage>(EMAIL_QUEUE, 'send-email');
