import { Router } from 'express';
import type { RestRoute } from '../../app/rest';
import type { AuthService } from './auth.service';
import { AppError } from '../../app/errors';
import { userJson } from '../users/users.rest';

/** Spec §7's /auth paths, each one call into the auth service. */
export const authRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/auth/me',
    auth: true,
    access: 'signedIn',
    handler: async ({ user }) => ({ user: userJson(user) }),
  },
  {
    method: 'post',
    path: '/auth/register',
    auth: false,
    status: 201,
    handler: async ({ body, meta, services }) => {
      const { token, user } = await services.auth.register(body, meta);
      return { token, user: userJson(user) };
    },
  },
  {
    method: 'post',
    path: '/auth/login',
    auth: false,
    handler: async ({ body, meta, services }) => {
      const { token, user } = await services.auth.login(body, meta);
      return { token, user: userJson(user) };
    },
  },
  {
    method: 'post',
    path: '/auth/forgot-password',
    auth: false,
    handler: ({ body, meta, services }) => services.auth.forgotPassword(body, meta),
  },
  {
    method: 'post',
    path: '/auth/reset-password/:token',
    auth: false,
    handler: ({ body, params, services }) => services.auth.resetPassword(params.token, body),
  },
  {
    method: 'post',
    path: '/auth/resend-verification',
    auth: true,
    access: 'signedIn',
    handler: async ({ user, services }) => {
      const result = await services.auth.resendVerification(user);
      return { ...result, user: userJson(result.user) };
    },
  },
];

/**
 * The link in the verification e-mail. It verifies, then sends the browser into the app:
 * to sign-in (which forwards a signed-in user onwards), or back to /verify-email with the error.
 */
export function verifyEmailLink(auth: AuthService): Router {
  return Router().get('/auth/verify-email/:token', async (req, res, next) => {
    try {
      await auth.verifyEmail(req.params.token);
      res.redirect(303, '/login?verified=1');
    } catch (err) {
      if (err instanceof AppError && err.kind === 'BAD_USER_INPUT') {
        res.redirect(303, '/verify-email?error=invalid-link');
      } else {
        next(err);
      }
    }
  });
}
