import type { Queue, QueueEvents } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Config } from '../../kernel/config';
import { handleJob } from '../../kernel/jobs';
import type { FeatureModule } from '../../kernel/module';
import type { RateLimiter } from '../../kernel/rate-limiter';
import type { ActivityService } from '../activity/activity.service';
import type { PublishScheduler } from '../publishing/publish-scheduler';
import type { ScheduleService } from '../scheduling/schedule.service';
import { GENERATE_POST_JOB, runGeneratePostJob } from './content.jobs';
import { ContentResolver } from './content.resolver';
import { contentRoutes } from './content.rest';
import { ContentService } from './content.service';
import type { ContentGenerator } from './generation';

/** Content: writing posts (the AI endpoint or the built-in composer) and the user's posts. */
export function contentModule(deps: {
  dataSource: DataSource;
  queue: Queue;
  events: QueueEvents;
  config: Config;
  /** The writer (AI endpoint or built-in composer), shared with auto-post. */
  generator: ContentGenerator;
  schedules: ScheduleService;
  publishing: PublishScheduler;
  activity: ActivityService;
  limiter: RateLimiter;
}) {
  const { generator } = deps;
  const content = new ContentService(
    deps.dataSource,
    deps.queue,
    deps.events,
    deps.schedules,
    deps.publishing,
    deps.activity,
    deps.limiter,
    { generationTimeoutMs: deps.config.generationTimeoutMs },
  );
  const module: FeatureModule = {
    resolvers: [new ContentResolver(content)],
    routes: contentRoutes({ content }),
    jobs: [handleJob(GENERATE_POST_JOB, (request) => runGeneratePostJob(generator, request))],
  };
  return { content, module };
}
