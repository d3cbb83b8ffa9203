import type { Processor } from 'bullmq';
import {
  EMAIL_QUEUE,
  SEND_EMAIL_JOB,
  type EmailMessage,
  type Mailer,
  type QueueName,
} from '@postpilot/server';

export interface ProcessorDeps {
  mailer: Mailer;
}

/** One processor a queue; each job kind is a string literal from the feature's jobs file. */
export function createProcessors(deps: ProcessorDeps): Record<QueueName, Processor> {
  return {
    [EMAIL_QUEUE]: async (job) => {
      if (job.name !== SEND_EMAIL_JOB) throw new Error(`Unknown email job: ${job.name}`);
      await deps.mailer.send(job.data as EmailMessage);
    },
  };
}
