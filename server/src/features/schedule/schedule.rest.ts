import type { RestRoute } from '../../kernel/rest';
import type { User } from '../users/user.entity';
import type { ScheduleService } from './schedule.service';

/** The /schedule paths the specification's client calls: read, full update, upcoming, preview. */
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
];
