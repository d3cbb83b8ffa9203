import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../kernel/logger';
import type { FeatureModule } from '../../kernel/module';
import type { ActivityService } from '../activity/activity.service';
import type { ScheduleService } from '../schedule/schedule.service';
import { PostsResolver } from './posts.resolver';
import { postsRoutes } from './posts.rest';
import { PostsService } from './posts.service';
import { PublishScheduler } from './publish-scheduler';

/**
 * Posts and their lifecycle, with the clock that publishes them (one delayed job a scheduled
 * post). They follow the schedule: paused, scheduled posts leave the clock; on again, they rejoin.
 */
export function postsModule(deps: {
  dataSource: DataSource;
  publishQueue: Queue;
  schedules: ScheduleService;
  activity: ActivityService;
  logger: Logger;
}) {
  const posts = new PostsService(
    deps.dataSource,
    deps.schedules,
    new PublishScheduler(deps.publishQueue),
    deps.activity,
    deps.logger.child({ feature: 'posts' }),
  );
  deps.schedules.subscribe((change) => posts.followSchedule(change));
  const module: FeatureModule = {
    resolvers: [new PostsResolver(posts)],
    routes: postsRoutes({ posts }),
    // Postgres is the truth: a publish job Redis lost (a flush, a new Redis) is put back.
    onWorkerStart: () => posts.restoreClock(),
  };
  return { posts, module };
}
