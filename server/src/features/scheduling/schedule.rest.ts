import type { RestRoute } from '../../app/rest';
import { postJson } from '../content/content.rest';

/** Spec §7's schedule paths. */
export const scheduleRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/schedule',
    auth: true,
    handler: async ({ user, services }) => ({ schedule: await services.schedules.get(user) }),
  },
  {
    method: 'put',
    path: '/schedule',
    auth: true,
    handler: async ({ user, body, services }) => ({
      schedule: await services.schedules.update(user, body),
    }),
  },
  {
    method: 'get',
    path: '/schedule/upcoming',
    auth: true,
    handler: async ({ user, query, services }) => ({
      posts: (await services.schedules.upcoming(user, query.limit)).map(postJson),
    }),
  },
  {
    // The spec's preview answers the posts the next slots would publish; each slot is listed,
    // with its post when one fills it.
    method: 'post',
    path: '/schedule/preview',
    auth: true,
    handler: async ({ user, query, services }) => {
      const slots = await services.schedules.preview(user, query.count);
      return {
        posts: slots.map(({ time, post }) => ({
          scheduledTime: time,
          post: post ? postJson(post) : null,
        })),
      };
    },
  },
];
