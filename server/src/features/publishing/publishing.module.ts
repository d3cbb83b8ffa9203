import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Config } from '../../kernel/config';
import { handleJob } from '../../kernel/jobs';
import type { Logger } from '../../kernel/logger';
import type { FeatureModule } from '../../kernel/module';
import type { ActivityService } from '../activity/activity.service';
import type { ContentGenerator } from '../content/generation';
import type { LinkedInClient } from '../linkedin/linkedin.client';
import type { ReconnectNotifier } from '../linkedin/reconnect-notifier';
import type { TokenCipher } from '../linkedin/token-cipher';
import { Planner, PlanScheduler, PLAN_USER_JOB } from './planner';
import { PublishScheduler } from './publish-scheduler';
import { PUBLISH_POST_JOB } from './publish.jobs';
import { Publisher } from './publisher';

/**
 * Publishing: each scheduled post's delayed job, the worker's publisher (exactly once), and
 * auto-post's planner. `onPublished` is what follows a post going out (the statistics follow-up).
 */
export function publishingModule(deps: {
  dataSource: DataSource;
  queues: { publish: Queue; plan: Queue };
  config: Config;
  generator: ContentGenerator;
  linkedin: { client: LinkedInClient; cipher: TokenCipher; reconnect: ReconnectNotifier };
  activity: ActivityService;
  logger: Logger;
  onPublished: (userId: string) => Promise<unknown>;
}) {
  const publishing = new PublishScheduler(deps.queues.publish, deps.dataSource);
  const planning = new PlanScheduler(deps.queues.plan);
  const publisher = new Publisher(
    deps.dataSource,
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
    publishing,
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
    // Postgres is the truth: what Redis lost (a flush, a new Redis) is put back before work starts.
    onWorkerStart: async () => {
      await publisher.reconcile(deps.queues.publish);
      await planning.restore(deps.dataSource);
    },
  };
  return { publishing, planning, publisher, planner, module };
}
