import { AVATAR_MAX_BYTES, VALIDATION } from '@postpilot/common';
import type { RestRoute } from '../../kernel/rest';
import type { User } from './user.entity';
import { restShape } from '../../kernel/rest-shape';
import { UserType } from './users.types';
import type { UsersService } from './users.service';

/**
 * The user as the REST API shows it: the contract's fields, and `_id`; profilePicture is the
 * avatar's address, signed now.
 */
export const userJson = async (users: UsersService, user: User) => ({
  ...restShape(UserType, user),
  profilePicture: await users.avatarUrl(user),
});

export const usersRoutes = ({ users }: { users: UsersService }): RestRoute<User>[] => [
  {
    method: 'post',
    path: '/user/onboarding',
    auth: true,
    access: 'verified',
    handler: async ({ user, body }) => ({
      user: await userJson(users, await users.completeOnboarding(user, body)),
    }),
  },
  {
    method: 'put',
    path: '/user/profile',
    auth: true,
    access: 'verified',
    handler: async ({ user, body }) => ({
      user: await userJson(users, await users.updateProfile(user, body)),
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
    handler: async ({ user, file }) => ({
      user: await userJson(users, await users.uploadAvatar(user, file)),
    }),
  },
  {
    method: 'put',
    path: '/user/settings',
    auth: true,
    access: 'verified',
    handler: async ({ user, body }) => ({
      user: await userJson(users, await users.updateSettings(user, body)),
    }),
  },
];
