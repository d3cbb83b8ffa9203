import type { Processor } from 'bullmq';
import {
  EMAIL_QUEUE,
  GENERATE_POST_JOB,
  GENERATE_QUEUE,
  runGeneratePostJob,
  SEND_EMAIL_JOB,
  type ContentGenerator,
  type EmailMessage,
  type GenerationRequest,
  type Mailer,
  type QueueName,
} from '@postpilot/server';

export interface ProcessorDeps {
  mailer: Mailer;
  generator: ContentGenerator;
}

/** One processor a queue; each job kind is a string literal from the feature's jobs file. */
export function createProcessors(deps: ProcessorDeps): Record<QueueName, Processor> {
  return {
    [EMAIL_QUEUE]: async (job) => {
      if (job.name !== SEND_EMAIL_JOB) throw new Error(`Unknown email job: ${job.name}`);
      await deps.mailer.send(job.data as EmailMessage);
    },
    [GENERATE_QUEUE]: async (job) => {
      if (job.name !== GENERATE_POST_JOB) throw new Error(`Unknown generate job: ${job.name}`);
      return runGeneratePostJob(deps.generator, job.data as GenerationRequest);
    },
  };
}
