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
}
