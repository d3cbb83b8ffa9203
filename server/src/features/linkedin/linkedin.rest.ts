import { Router } from 'express';
import type { RestRoute } from '../../app/rest';
import type { Services } from '../../app/services';

/** Connecting LinkedIn over REST. The callback itself is a redirect route in http.ts. */
export const linkedInRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/linkedin',
    auth: true,
    handler: async ({ user, services }) => ({ connection: await services.linkedin.get(user) }),
  },
  {
    method: 'post',
    path: '/linkedin/connect',
    auth: true,
    handler: ({ user, services }) => services.linkedin.authorizationUrl(user),
  },
  {
    method: 'post',
    path: '/linkedin/disconnect',
    auth: true,
    handler: async ({ user, services }) => ({
      connection: await services.linkedin.disconnect(user),
    }),
  },
];

/**
 * LinkedIn's redirect after consent (the app's redirect URI). Always lands the browser on the
 * settings page's LinkedIn tab, with `linkedin=connected` or `linkedin=error&reason=…`.
 */
export function linkedInCallback(services: Services): Router {
  return Router().get('/linkedin/callback', async (req, res, next) => {
    try {
      const target = await services.linkedin.completeAuthorization(
        req.query as Record<string, unknown>,
      );
      res.redirect(303, target);
    } catch (err) {
      next(err);
    }
  });
}
