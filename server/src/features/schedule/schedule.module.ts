import type { DataSource } from 'typeorm';
import type { FeatureModule } from '../../kernel/module';
import type { ActivityService } from '../activity/activity.service';
import type { UsersService } from '../users/users.service';
import { ScheduleResolver } from './schedule.resolver';
import { scheduleRoutes } from './schedule.rest';
import { ScheduleService } from './schedule.service';

/** The posting schedule: time zone, days and time slots. Features above follow its changes. */
export function scheduleModule(deps: {
  dataSource: DataSource;
  users: UsersService;
  activity: ActivityService;
}) {
  const schedules = new ScheduleService(deps.dataSource, deps.users, deps.activity);
  // Onboarding and Settings set the zone and auto-post the schedule shares.
  deps.users.subscribe((change) => schedules.followAccount(change));
  const module: FeatureModule = {
    resolvers: [new ScheduleResolver(schedules)],
    routes: scheduleRoutes({ schedules }),
  };
  return { schedules, module };
}
