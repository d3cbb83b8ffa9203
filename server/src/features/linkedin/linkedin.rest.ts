import { Router } from 'express';
import { cookieSetter, readCookie } from '../../kernel/cookies';
import type { RestRoute } from '../../kernel/rest';
import type { User } from '../users/user.entity';
import type { LinkedInConnectionService } from './linkedin-connection.service';
import { CONSENT_COOKIE } from './linkedin-connection.service';

/** Connecting LinkedIn over REST. The callback itself is a redirect route in http.ts. */
export const linkedInRoutes = ({
  linkedin,
}: {
  linkedin: LinkedInConnectionService;
}): RestRoute<User>[] => [
  {
    method: 'get',
    path: '/linkedin',
    auth: true,
    handler: async ({ user }) => ({ connection: await linkedin.get(user) }),
  },
  {
    method: 'post',
    path: '/linkedin/connect',
    auth: true,
    handler: async ({ user, setCookie }) => {
      const { url, cookie } = await linkedin.authorizationUrl(user);
      setCookie(cookie);
      return { url };
    },
  },
  {
    method: 'post',
    path: '/linkedin/disconnect',
    auth: true,
    handler: async ({ user }) => ({
      connection: await linkedin.disconnect(user),
    }),
  },
];

/**
 * LinkedIn's redirect after consent (the app's redirect URI). Always lands the browser on the
 * settings page's LinkedIn tab, with `linkedin=connected` or `linkedin=error&reason=…`, and
 * forgets the consent cookie.
 */
export function linkedInCallback(linkedin: LinkedInConnectionService): Router {
  return Router().get('/linkedin/callback', async (req, res, next) => {
    try {
      const { location, cookie } = await linkedin.completeAuthorization(
        req.query as Record<string, unknown>,
        readCookie(req, CONSENT_COOKIE),
      );
      cookieSetter(res)(cookie);
      res.redirect(303, location);
    } catch (err) {
      next(err);
    }
  });
}
