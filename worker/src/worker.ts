import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'bullmq';
import {
  closeInfra,
  compose,
  createInfra,
  createRedis,
  healthOf,
  processorsFor,
  QUEUE_NAMES,
  serveHealth,
  type Config,
  type Logger,
} from '@postpilot/server';

export interface RunningWorker {
  workers: Worker[];
  /** The port of /health/live and /health/ready (WORKER_HEALTH_PORT); null: none is served. */
  healthPort: number | null;
  /** Takes no more jobs and lets running jobs finish (worker.close()), then disconnects. */
  stop: () => Promise<void>;
}

/** Jobs a queue runs at once: generation waits on the network, not the CPU. */
const CONCURRENCY: Record<(typeof QUEUE_NAMES)[number], number> = {
  email: 5,
  // Each push is one HTTPS request to a browser push service.
  push: 10,
  generate: 5,
  plan: 2,
  metrics: 2,
};

/**
 * One BullMQ Worker a queue, each on its own blocking Redis connection, and the modules'
 * runners (the publishing dispatcher). Before taking jobs it waits for the database to be
 * migrated, then puts back in Redis what only Postgres remembers (auto-post's planners). With
 * WORKER_HEALTH_PORT it answers its health there, as the API does, for an orchestrator to probe.
 */
export async function startWorkers(config: Config, logger: Logger): Promise<RunningWorker> {
  const infra = await createInfra(config, logger, { migrate: false });
  const health = healthOf(infra);
  let healthServer: Server | null = null;
  if (config.workerHealthPort !== null) {
    healthServer = await serveHealth(health, config.workerHealthPort);
  }
  const app = compose(infra);
  const processors = processorsFor(
    QUEUE_NAMES,
    app.modules.flatMap((module) => module.jobs ?? []),
  );
  for (const module of app.modules) await module.onWorkerStart?.();
  const runners = app.modules.flatMap((module) => module.runners ?? []);
  for (const runner of runners) runner.start();

  const connections = QUEUE_NAMES.map(() => createRedis(config.redisUrl, { blocking: true }));
  const workers = QUEUE_NAMES.map((name, i) => {
    const worker = new Worker(name, processors[name], {
      connection: connections[i],
      prefix: config.redisPrefix,
      concurrency: CONCURRENCY[name],
    });
    worker.on('failed', (job, err) =>
      logger.warn({ queue: name, jobId: job?.id, attempt: job?.attemptsMade, err }, 'job failed'),
    );
    worker.on('completed', (job) => logger.info({ queue: name, jobId: job.id }, 'job completed'));
    worker.on('error', (err) => logger.error({ queue: name, err }, 'worker error'));
    return worker;
  });
  return {
    workers,
    healthPort: healthServer ? (healthServer.address() as AddressInfo).port : null,
    stop: async () => {
      health.drain();
      // A worker closed before it is ready can leave a connection open behind it (as tests that
      // stop a worker just after starting it showed): close each once it is.
      await Promise.all(workers.map((worker) => worker.waitUntilReady()));
      // No queue takes another job and the dispatcher claims no more posts, at once; the jobs
      // running and the posts in flight finish and are recorded.
      await Promise.all([
        ...runners.map((runner) => runner.stop()),
        ...workers.map((worker) => worker.close()),
      ]);
      // Connections handed to BullMQ stay open after close(); they are ours to end.
      await Promise.all(connections.map((connection) => connection.quit()));
      await app.close();
      await closeInfra(infra);
      if (healthServer) {
        const server = healthServer;
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      health.close();
    },
  };
}
