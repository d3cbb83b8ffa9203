import { Queue, QueueEvents, type ConnectionOptions, type JobsOptions } from 'bullmq';

/**
 * Every queue's name, in one registry shared by the API and the worker. Publishing has none:
 * Postgres is its clock (features/publishing/dispatcher.ts).
 */
export const QUEUE_NAMES = ['email', 'push', 'generate', 'plan', 'metrics'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

export type Queues = Record<QueueName, Queue>;

export function createQueues(connection: ConnectionOptions, prefix: string): Queues {
  return Object.fromEntries(
    QUEUE_NAMES.map((name) => [
      name,
      new Queue(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS }),
    ]),
  ) as Queues;
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.all(Object.values(queues).map((queue) => queue.close()));
}

/**
 * Completion events of a queue whose jobs the API waits on (`generate` for a generation
 * request, `metrics` for "Refresh statistics"). QueueEvents blocks on its connection, so each
 * gets one of its own.
 */
export function createQueueEvents(
  name: 'generate' | 'metrics',
  connection: ConnectionOptions,
  prefix: string,
): QueueEvents {
  return new QueueEvents(name, { connection, prefix });
}
