import type { DataSource } from 'typeorm';
import type { FeatureModule } from '../../kernel/module';
import type { ActivityService } from '../activity/activity.service';
import { ScheduleResolver } from './schedule.resolver';
import { scheduleRoutes } from './schedule.rest';
import { ScheduleService } from './schedule.service';

/** The posting schedule: time zone, days and time slots. Features above follow its changes. */
export function scheduleModule(deps: { dataSource: DataSource; activity: ActivityService }) {
  const schedules = new ScheduleService(deps.dataSource, deps.activity);
  const module: FeatureModule = {
    resolvers: [new ScheduleResolver(schedules)],
    routes: scheduleRoutes({ schedules }),
  };
  return { schedules, module };
}
