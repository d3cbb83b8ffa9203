import type { RestRoute } from '../../kernel/rest';
import type { User } from '../users/user.entity';
import { postJson } from '../content/content.rest';
import type { ScheduleService } from './schedule.service';

/** Spec §7's schedule paths. */
export const scheduleRoutes = ({
  schedules,
}: {
  schedules: ScheduleService;
}): RestRoute<User>[] => [
  {
    method: 'get',
    path: '/schedule',
    auth: true,
    handler: async ({ user }) => ({ schedule: await schedules.get(user) }),
  },
  {
    method: 'put',
    path: '/schedule',
    auth: true,
    handler: async ({ user, body }) => ({
      schedule: await schedules.update(user, body),
    }),
  },
  {
    method: 'get',
    path: '/schedule/upcoming',
    auth: true,
    handler: async ({ user, query }) => ({
      posts: (await schedules.upcoming(user, query.limit)).map(postJson),
    }),
  },
  {
    // The spec's preview answers the posts the next slots would publish; each slot is listed,
    // with its post when one fills it.
    method: 'post',
    path: '/schedule/preview',
    auth: true,
    handler: async ({ user, query }) => {
      const slots = await schedules.preview(user, query.count);
      return {
        posts: slots.map(({ time, post }) => ({
          scheduledTime: time,
          post: post ? postJson(post) : null,
        })),
      };
    },
  },
];
