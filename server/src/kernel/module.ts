import type { Router } from 'express';
import type { JobHandler } from './jobs';
import type { RestRoute } from './rest';

/**
 * What a feature contributes to the running app, built once by the composition root
 * (app/compose.ts) from the feature's `<feature>.module.ts`. The API mounts the resolvers, routes
 * and routers; the worker runs the job handlers and, before it takes jobs, the start tasks.
 */
export interface FeatureModule {
  /** type-graphql resolver instances, each built with the services it calls. */
  readonly resolvers?: readonly object[];
  /** Rows of the REST adapter's table, under /api. `never`: any user type the feature names. */
  readonly routes?: readonly RestRoute<never>[];
  /** Doors the table cannot express (a redirect), mounted under /api before it. */
  readonly routers?: readonly Router[];
  /** What the worker does with the feature's jobs. */
  readonly jobs?: readonly JobHandler[];
  /** Run by the worker before it takes jobs: puts back in Redis what only Postgres remembers. */
  readonly onWorkerStart?: () => Promise<unknown>;
  /** Work the worker keeps running beside the queues (the publishing dispatcher). */
  readonly runners?: readonly Runner[];
}

/** Something the worker starts and, on shutdown, stops (letting what it holds finish). */
export interface Runner {
  start(): void;
  stop(): Promise<void>;
}

/** A runner that calls `task` every `everyMs` (one call at a time); a failure is logged. */
export function periodic(
  everyMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): Runner {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return {
    start() {
      timer ??= setInterval(() => {
        running = running.then(task).catch(onError);
      }, everyMs);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
