import type { Job, JobsOptions, Processor, Queue, RepeatOptions } from 'bullmq';
import type { QueueName } from './queues';

/**
 * A kind of job: the queue it goes to, its name there, and (as a type only) the payload it
 * carries. Each feature declares its kinds in its `*.jobs.ts`; adding a job and handling one both
 * go through the kind, so a processor receives its payload's type without a cast.
 */
export interface JobKind<Payload> {
  readonly queue: QueueName;
  readonly name: string;
  /** Never set: it only carries the payload's type. */
  readonly payload?: Payload;
}

export function jobKind<Payload>(queue: QueueName, name: string): JobKind<Payload> {
  return { queue, name };
}

function assertQueue(queue: Queue, kind: JobKind<unknown>): void {
  if (queue.name !== kind.queue) {
    throw new Error(`A "${kind.name}" job belongs on the ${kind.queue} queue, not ${queue.name}`);
  }
}

/** Adds a job of `kind` to its queue, with a payload of the kind's type. */
export function addJob<Payload>(
  queue: Queue,
  kind: JobKind<Payload>,
  data: Payload,
  options?: JobsOptions,
): Promise<Job<Payload>> {
  assertQueue(queue, kind);
  return queue.add(kind.name, data, options) as Promise<Job<Payload>>;
}

/** Adds many jobs of `kind` in one round trip. */
export async function addJobs<Payload>(
  queue: Queue,
  kind: JobKind<Payload>,
  jobs: { data: Payload; options?: JobsOptions }[],
): Promise<void> {
  assertQueue(queue, kind);
  if (jobs.length === 0) return;
  await queue.addBulk(jobs.map(({ data, options }) => ({ name: kind.name, data, opts: options })));
}

/** Creates or updates a job scheduler (stable `id`) that adds a job of `kind` on `repeat`. */
export async function scheduleJob<Payload>(
  queue: Queue,
  id: string,
  repeat: Omit<RepeatOptions, 'key'>,
  kind: JobKind<Payload>,
  data: Payload,
  options?: Omit<JobsOptions, 'jobId' | 'repeat' | 'delay'>,
): Promise<void> {
  assertQueue(queue, kind);
  await queue.upsertJobScheduler(id, repeat, { name: kind.name, data, opts: options });
}

/** What the worker does with one kind of job. */
export interface JobHandler {
  readonly kind: JobKind<unknown>;
  readonly run: (data: unknown, job: Job) => Promise<unknown>;
}

export function handleJob<Payload>(
  kind: JobKind<Payload>,
  run: (data: Payload, job: Job<Payload>) => Promise<unknown>,
): JobHandler {
  // The one place a payload's type is taken on trust: only addJob and scheduleJob put jobs of
  // this name on this queue, and they take nothing but this kind's payload.
  return { kind, run: run as JobHandler['run'] };
}

/** One BullMQ processor a queue, running each job by its kind's handler. */
export function processorsFor(
  queues: readonly QueueName[],
  handlers: readonly JobHandler[],
): Record<QueueName, Processor> {
  const processors = {} as Record<QueueName, Processor>;
  for (const queue of queues) {
    const byName = new Map(
      handlers.filter((h) => h.kind.queue === queue).map((h) => [h.kind.name, h] as const),
    );
    processors[queue] = async (job: Job) => {
      const handler = byName.get(job.name);
      if (!handler) throw new Error(`Unknown ${queue} job: ${job.name}`);
      return handler.run(job.data, job);
    };
  }
  return processors;
}
