import type { DataSource } from 'typeorm';
import type { FeatureModule } from '../../kernel/module';
import type { ActivityService } from '../activity/activity.service';
import type { LinkedInConnectionService } from '../linkedin/linkedin-connection.service';
import type { PostScheduling } from '../posts/post-scheduling';
import { DashboardResolver } from './dashboard.resolver';
import { dashboardRoutes } from './dashboard.rest';
import { DashboardService } from './dashboard.service';

/** The dashboard's overview: figures, what is coming up, recent activity, LinkedIn's state. */
export function dashboardModule(deps: {
  dataSource: DataSource;
  scheduling: PostScheduling;
  activity: ActivityService;
  linkedin: LinkedInConnectionService;
}) {
  const dashboard = new DashboardService(
    deps.dataSource,
    deps.scheduling,
    deps.activity,
    deps.linkedin,
  );
  const module: FeatureModule = {
    resolvers: [new DashboardResolver(dashboard)],
    routes: dashboardRoutes({ dashboard }),
  };
  return { dashboard, module };
}
