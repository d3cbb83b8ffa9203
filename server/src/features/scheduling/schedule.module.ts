import type { DataSource } from 'typeorm';
import type { FeatureModule } from '../../kernel/module';
import type { ActivityService } from '../activity/activity.service';
import type { PlanScheduler } from '../publishing/planner';
import type { PublishScheduler } from '../publishing/publish-scheduler';
import { ScheduleResolver } from './schedule.resolver';
import { scheduleRoutes } from './schedule.rest';
import { ScheduleService } from './schedule.service';

/** The posting schedule: time zone, days and time slots. */
export function scheduleModule(deps: {
  dataSource: DataSource;
  publishing: PublishScheduler;
  planning: PlanScheduler;
  activity: ActivityService;
}) {
  const schedules = new ScheduleService(
    deps.dataSource,
    deps.publishing,
    deps.planning,
    deps.activity,
  );
  const module: FeatureModule = {
    resolvers: [new ScheduleResolver(schedules)],
    routes: scheduleRoutes({ schedules }),
  };
  return { schedules, module };
}
