import type { DataSource } from 'typeorm';
import type { FeatureModule } from '../../kernel/module';
import type { ActivityService } from '../activity/activity.service';
import type { ScheduleService } from '../schedule/schedule.service';
import { PostsResolver } from './posts.resolver';
import { postsRoutes } from './posts.rest';
import { PostsService } from './posts.service';

/** Posts and their lifecycle; a scheduled post is due at its time, in Postgres alone. */
export function postsModule(deps: {
  dataSource: DataSource;
  schedules: ScheduleService;
  activity: ActivityService;
}) {
  const posts = new PostsService(deps.dataSource, deps.schedules, deps.activity);
  const module: FeatureModule = {
    resolvers: [new PostsResolver(posts)],
    routes: postsRoutes({ posts }),
  };
  return { posts, module };
}
