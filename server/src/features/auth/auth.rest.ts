import { Router } from 'express';
import type { RestRoute } from '../../kernel/rest';
import { AppError } from '../../kernel/errors';
import { userJson } from '../users/users.rest';
import type { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';

/** The /auth paths the specification's client calls, each one call into the auth service. */
export const authRoutes = ({
  auth,
  users,
}: {
  auth: AuthService;
  users: UsersService;
}): RestRoute<User>[] => [
  {
    method: 'get',
    path: '/auth/me',
    auth: true,
    access: 'signedIn',
    handler: async ({ user }) => ({ user: await userJson(users, user) }),
  },
  {
    method: 'post',
    path: '/auth/register',
    auth: false,
    status: 201,
    handler: async ({ body, meta }) => {
      const { token, user } = await auth.register(body, meta);
      return { token, user: await userJson(users, user) };
    },
  },
  {
    method: 'post',
    path: '/auth/login',
    auth: false,
    handler: async ({ body, meta }) => {
      const { token, user } = await auth.login(body, meta);
      return { token, user: await userJson(users, user) };
    },
  },
  {
    method: 'post',
    path: '/auth/forgot-password',
    auth: false,
    handler: ({ body, meta }) => auth.forgotPassword(body, meta),
  },
  {
    method: 'post',
    path: '/auth/reset-password/:token',
    auth: false,
    handler: ({ body, params }) => auth.resetPassword(params.token, body),
  },
  {
    method: 'post',
    path: '/auth/resend-verification',
    auth: true,
    access: 'signedIn',
    handler: async ({ user }) => {
      const result = await auth.resendVerification(user);
      return { ...result, user: await userJson(users, result.user) };
    },
  },
  {
    method: 'put',
    path: '/user/password',
    auth: true,
    access: 'verified',
    handler: async ({ user, body }) => {
      const { token, user: updated } = await auth.changePassword(user, body);
      return { token, user: await userJson(users, updated) };
    },
  },
  {
    method: 'delete',
    path: '/user',
    auth: true,
    access: 'signedIn',
    handler: ({ user, body }) => auth.deleteAccount(user, body, (u) => users.remove(u)),
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
