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
    handler: async ({ user, body, services }) => ({
      user: userJson(await services.users.completeOnboarding(user, body)),
    }),
  },
];
