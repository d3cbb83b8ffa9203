import { Worker } from 'bullmq';
import { createRedis } from '../../src/kernel/redis';
import { GENERATE_QUEUE, generateJobs } from '../../src/features/content/content.jobs';
import type { ContentGenerator } from '../../src/features/content/generation';
import { processorsFor } from '../../src/kernel/jobs';
import type { TestApp } from './app';

/**
 * A `generate` worker for the test app's queue, as the worker process runs it: each job's writer
 * is chosen as the app chooses it (the user's AI connection, the server's endpoint, the built-in
 * writer), and writes with `generator` when one is given.
 */
export async function startGenerateWorker(app: TestApp, generator?: ContentGenerator) {
  const connection = createRedis(app.config.redisUrl, { blocking: true });
  const { writers } = app.api.services;
  const worker = new Worker(
    GENERATE_QUEUE,
    processorsFor(
      [GENERATE_QUEUE],
      generateJobs(generator ? writers.withGenerator(generator) : writers),
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
