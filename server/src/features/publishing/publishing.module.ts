import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Config } from '../../kernel/config';
import { handleJob } from '../../kernel/jobs';
import type { Logger } from '../../kernel/logger';
import type { FeatureModule } from '../../kernel/module';
import type { ActivityService } from '../activity/activity.service';
import type { ContentGenerator } from '../content/generation';
import type { LinkedInApi } from '../linkedin/linkedin.client';
import type { ReconnectNotifier } from '../linkedin/reconnect-notifier';
import type { TokenCipher } from '../linkedin/token-cipher';
import type { PostsService } from '../posts/posts.service';
import { PUBLISH_POST_JOB } from '../posts/publish.jobs';
import type { ScheduleService } from '../schedule/schedule.service';
import { Planner, PlanScheduler, PLAN_USER_JOB } from './planner';
import { Publisher } from './publisher';

/**
 * Publishing: the worker's publisher (each due post sent to LinkedIn exactly once) and
 * auto-post's planner, which follows the schedule. `onPublished` is what follows a post going
 * out (the statistics follow-up).
 */
export function publishingModule(deps: {
  dataSource: DataSource;
  planQueue: Queue;
  config: Config;
  posts: PostsService;
  schedules: ScheduleService;
  generator: ContentGenerator;
  linkedin: { client: LinkedInApi; cipher: TokenCipher; reconnect: ReconnectNotifier };
  activity: ActivityService;
  logger: Logger;
  onPublished: (userId: string) => Promise<unknown>;
}) {
  const planning = new PlanScheduler(deps.planQueue);
  deps.schedules.subscribe(({ userId, after }) => planning.sync(userId, after));
  const publisher = new Publisher(
    deps.posts,
    deps.linkedin.client,
    deps.linkedin.cipher,
    deps.linkedin.reconnect,
    deps.activity,
    { graceMs: deps.config.publishGraceMs, onPublished: deps.onPublished },
    deps.logger.child({ component: 'publisher' }),
  );
  const planner = new Planner(
    deps.dataSource,
    deps.generator,
    deps.posts,
    deps.activity,
    deps.logger.child({ component: 'planner' }),
  );
  const module: FeatureModule = {
    jobs: [
      handleJob(PUBLISH_POST_JOB, ({ postId, recover }, job) =>
        publisher.publish({
          postId,
          // A retry, a job restarted after its worker died, or one restored after a crash.
          isRetry: job.attemptsMade > 0 || job.attemptsStarted > 1 || recover === true,
          isLastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
        }),
      ),
      handleJob(PLAN_USER_JOB, async ({ userId }) => ({ planned: await planner.plan(userId) })),
    ],
    // Every schedule with auto-post on gets its planner back, should Redis have lost it.
    onWorkerStart: () => planning.restore(deps.dataSource),
  };
  return { planning, publisher, planner, module };
}
