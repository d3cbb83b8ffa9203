import { Router, type NextFunction, type Request, type Response } from 'express';
import type { User } from '../features/users/user.entity';
import type { RequestMeta } from '../features/auth/auth.service';
import { AppError } from './errors';
import type { Services } from './services';

/** What a REST route's handler gets: the parsed request and the services. */
export interface RestCall<Authed extends boolean> {
  body: unknown;
  params: Record<string, string>;
  query: Request['query'];
  user: Authed extends true ? User : User | null;
  meta: RequestMeta;
  services: Services;
}

/**
 * One row of the adapter's table: method, path, whether a signed-in user is needed, and the
 * service call whose result becomes the payload of `{ success: true, ...payload }`.
 */
export type RestRoute = {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  status?: number;
} & (
  | { auth: true; handler: (call: RestCall<true>) => Promise<object> }
  | { auth: false; handler: (call: RestCall<false>) => Promise<object> }
);

export function restRouter(routes: RestRoute[], services: Services): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](route.path, async (req: Request, res: Response, next: NextFunction) => {
      try {
        if (route.auth && !req.authUser) throw AppError.unauthenticated();
        const call = {
          body: req.body ?? {},
          params: req.params as Record<string, string>,
          query: req.query,
          user: req.authUser,
          meta: { ip: req.ip ?? 'unknown' },
          services,
        };
        const payload = await (route.handler as (call: RestCall<boolean>) => Promise<object>)(call);
        res.status(route.status ?? 200).json({ success: true, ...payload });
      } catch (err) {
        next(err);
      }
    });
  }
  return router;
}
