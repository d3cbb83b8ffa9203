import { Worker } from 'bullmq';
import { createRedis } from '../../src/kernel/redis';
import {
  GENERATE_POST_JOB,
  GENERATE_QUEUE,
  runGeneratePostJob,
} from '../../src/features/content/content.jobs';
import type { ContentGenerator } from '../../src/features/content/generation';
import { handleJob, processorsFor } from '../../src/kernel/jobs';
import type { TestApp } from './app';

/** A `generate` worker for the test app's queue, as the worker process runs it. */
export async function startGenerateWorker(app: TestApp, generator: ContentGenerator) {
  const connection = createRedis(app.config.redisUrl, { blocking: true });
  const worker = new Worker(
    GENERATE_QUEUE,
    processorsFor(
      [GENERATE_QUEUE],
      [handleJob(GENERATE_POST_JOB, (request) => runGeneratePostJob(generator, request))],
    )[GENERATE_QUEUE],
    { connection, prefix: app.config.redisPrefix, concurrency: 2 },
  );
  await worker.waitUntilReady();
  return {
    stop: async () => {
      await worker.close();
      await connection.quit();
    },
  };
}
