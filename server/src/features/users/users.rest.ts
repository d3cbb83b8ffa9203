import { AVATAR_MAX_BYTES, VALIDATION } from '@postpilot/common';
import type { RestRoute } from '../../app/rest';
import type { User } from './user.entity';
import { toUserView } from './users.service';

/** The user as the REST API shows it: the GraphQL fields, plus `_id` for clients that read it. */
export const userJson = (user: User) => {
  const view = toUserView(user);
  return { _id: view.id, ...view };
};

export const usersRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/user/onboarding',
    auth: true,
    access: 'verified',
    handler: async ({ user, body, services }) => ({
      user: userJson(await services.users.completeOnboarding(user, body)),
    }),
  },
  {
    method: 'put',
    path: '/user/profile',
    auth: true,
    access: 'verified',
    handler: async ({ user, body, services }) => ({
      user: userJson(await services.users.updateProfile(user, body)),
    }),
  },
  {
    method: 'post',
    path: '/user/avatar',
    auth: true,
    access: 'verified',
    upload: {
      field: 'avatar',
      maxBytes: AVATAR_MAX_BYTES,
      tooLargeMessage: VALIDATION.avatarTooLarge,
    },
    handler: async ({ user, file, services }) => ({
      user: userJson(await services.users.uploadAvatar(user, file)),
    }),
  },
  {
    method: 'put',
    path: '/user/settings',
    auth: true,
    access: 'verified',
    handler: async ({ user, body, services }) => ({
      user: userJson(await services.users.updateSettings(user, body)),
    }),
  },
  {
    method: 'put',
    path: '/user/password',
    auth: true,
    access: 'verified',
    handler: async ({ user, body, services }) => {
      const { token, user: updated } = await services.auth.changePassword(user, body);
      return { token, user: userJson(updated) };
    },
  },
  {
    method: 'delete',
    path: '/user',
    auth: true,
    access: 'signedIn',
    handler: ({ user, body, services }) =>
      services.auth.deleteAccount(user, body, (u) => services.users.remove(u)),
  },
];
