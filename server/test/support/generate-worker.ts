import { Worker } from 'bullmq';
import { createRedis } from '../../src/kernel/redis';
import { GENERATE_QUEUE, generateJobs } from '../../src/features/content/content.jobs';
import type { ContentGenerator } from '../../src/features/content/generation';
import { processorsFor } from '../../src/kernel/jobs';
import { forTheFile, forwarding, startTestApp, type TestApp } from './app';
import { ChatStandIn } from './chat-stand-in';

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

/** The test app with its `generate` worker running; `stop` ends both. */
export async function startAppWithWriter(
  env: Record<string, string>,
  generator?: ContentGenerator,
) {
  const app = await startTestApp(env);
  const worker = await startGenerateWorker(app, generator);
  return {
    app,
    stop: async () => {
      await worker.stop();
      await app.stop();
    },
  };
}

/**
 * The test app with its `generate` worker, and a chat-completions stand-in for the users' own
 * AI connections to point at; `stop` ends all three.
 */
export async function startAppWithChat(env: Record<string, string>) {
  const chat = await ChatStandIn.start();
  const { app, stop } = await startAppWithWriter(env);
  return {
    app,
    chat,
    stop: async () => {
      await stop();
      await chat.stop();
    },
  };
}

/** The file's app with its writer and chat stand-in (startAppWithChat): made before its tests. */
export function useAppWithChat(env: Record<string, string>): { app: TestApp; chat: ChatStandIn } {
  const running = forTheFile(
    () => startAppWithChat(env),
    (made) => made.stop(),
  );
  return { app: forwarding(() => running.app), chat: forwarding(() => running.chat) };
}
