import type { Queue, QueueEvents } from 'bullmq';
import type { Config } from '../../kernel/config';
import { handleJob } from '../../kernel/jobs';
import type { FeatureModule } from '../../kernel/module';
import type { RateLimiter } from '../../kernel/rate-limiter';
import type { ActivityService } from '../activity/activity.service';
import { GENERATE_POST_JOB, runGeneratePostJob } from './content.jobs';
import { ContentResolver } from './content.resolver';
import { contentRoutes } from './content.rest';
import { ContentService } from './content.service';
import { createGenerator } from './generators';

/** Content: writing posts in the user's voice (the AI endpoint or the built-in composer). */
export function contentModule(deps: {
  queue: Queue;
  events: QueueEvents;
  config: Config;
  activity: ActivityService;
  limiter: RateLimiter;
}) {
  // The writer (the AI endpoint, else the built-in composer), which auto-post uses too.
  const generator = createGenerator(deps.config);
  const content = new ContentService(
    deps.queue,
    deps.events,
    deps.activity,
    deps.limiter,
    { generationTimeoutMs: deps.config.generationTimeoutMs },
    generator,
  );
  const module: FeatureModule = {
    resolvers: [new ContentResolver(content)],
    routes: contentRoutes({ content }),
    jobs: [handleJob(GENERATE_POST_JOB, (request) => runGeneratePostJob(generator, request))],
  };
  return { content, generator, module };
}
