import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Config } from '../../kernel/config';
import { handleJob } from '../../kernel/jobs';
import type { Logger } from '../../kernel/logger';
import type { MediaStore } from '../../kernel/media/media-store';
import { periodic, type FeatureModule } from '../../kernel/module';
import type { ActivityService } from '../activity/activity.service';
import type { LinkedInApi } from '../linkedin/linkedin.client';
import type { ReconnectNotifier } from '../linkedin/reconnect-notifier';
import type { TokenCipher } from '../linkedin/token-cipher';
import { PostMedia } from '../posts/attachments/post-media.entity';
import type { PostScheduling } from '../posts/post-scheduling';
import type { PostsService } from '../posts/posts.service';
import type { PublishingClaims } from '../posts/publishing-claims';
import type { ScheduleService } from '../schedule/schedule.service';
import type { UsersService } from '../users/users.service';
import { AttachmentUploads } from './attachment-uploads';
import { Dispatcher, type FailedPost, type PublishedPost } from './dispatcher';
import { Planner, type AwaitingApproval, type PlannerWriting } from './planner';
import { PLAN_TICK_MS, PLAN_USER_JOB, PlanningQueue } from './planning-queue';

/**
 * Publishing: the dispatcher, which sends each due post to LinkedIn exactly once with Postgres
 * as its clock, and auto-post's planner, which runs for the schedules Postgres says are due.
 * `onPublished` is what follows posts going out (the authors' voices); `onFailed` and
 * `onAwaitingApproval` tell the user of posts that failed and of posts auto-post wrote for
 * approval.
 */
export function publishingModule(deps: {
  planQueue: Queue;
  dataSource: DataSource;
  config: Config;
  /** Where the posts' files are read from on their way to LinkedIn. */
  media: MediaStore;
  posts: PostsService;
  scheduling: PostScheduling;
  /** The worker's hold on posts while they go out. */
  claims: PublishingClaims;
  schedules: ScheduleService;
  users: UsersService;
  /** The user's writer and the request builder, as Generate uses them. */
  writing: PlannerWriting;
  linkedin: { client: LinkedInApi; cipher: TokenCipher; reconnect: ReconnectNotifier };
  activity: ActivityService;
  logger: Logger;
  onPublished: (posts: PublishedPost[]) => Promise<unknown>;
  onFailed?: (failures: FailedPost[]) => Promise<unknown>;
  onAwaitingApproval?: AwaitingApproval;
}) {
  const logger = deps.logger.child({ component: 'publishing' });
  const planning = new PlanningQueue(deps.planQueue, deps.schedules);
  const dispatcher = new Dispatcher(
    deps.claims,
    deps.linkedin.client,
    deps.linkedin.cipher,
    deps.linkedin.reconnect,
    deps.activity,
    new AttachmentUploads(
      deps.dataSource.getRepository(PostMedia),
      deps.media,
      deps.linkedin.client,
    ),
    {
      graceMs: deps.config.publishGraceMs,
      retryDelayMs: deps.config.publishRetryDelayMs,
      onPublished: deps.onPublished,
      onFailed: deps.onFailed,
    },
    logger,
  );
  const planner = new Planner(
    deps.schedules,
    deps.users,
    deps.writing,
    deps.posts,
    deps.scheduling,
    deps.activity,
    deps.logger.child({ component: 'planner' }),
    deps.onAwaitingApproval,
  );
  const module: FeatureModule = {
    jobs: [
      handleJob(PLAN_USER_JOB, async ({ userId }) => ({ planned: await planner.plan(userId) })),
    ],
    // Each user's own job scheduler of earlier versions gives way to the schedules' due times.
    onWorkerStart: () => planning.removeLegacySchedulers(),
    runners: [
      dispatcher,
      periodic(
        PLAN_TICK_MS,
        () => planning.enqueueDue(),
        (err) => logger.warn({ err }, 'could not queue the auto-post runs due'),
      ),
    ],
  };
  return { planning, dispatcher, planner, module };
}
