import { randomUUID } from 'node:crypto';
import { type Queue, type QueueEvents } from 'bullmq';
import type { DataSource, Repository } from 'typeorm';
import {
  CONTENT_MESSAGES as CM,
  createPostSchema,
  generateContentSchema,
  listPostsSchema,
  schedulePostSchema,
  SUCCESS,
  updatePostSchema,
  SCHEDULE_MESSAGES,
  isUuid,
  type PostStatus,
} from '@postpilot/common';
import { AppError } from '../../kernel/errors';
import type { RateLimit, RateLimiter } from '../../kernel/rate-limiter';
import { addJob } from '../../kernel/jobs';
import type { User } from '../users/user.entity';
import { parseInput, withoutNulls } from '../../kernel/input';
import { nextFreeSlot } from '../scheduling/slots';
import type { ScheduleService } from '../scheduling/schedule.service';
import type { PublishScheduler } from '../publishing/publish-scheduler';
import { toPostView, type PostView } from './post.view';
import { GENERATE_POST_JOB, type GeneratedPost } from './content.jobs';
import type { GenerationRequest } from './generation';
import { Post } from './post.entity';
import { excerpt, type ActivityService } from '../activity/activity.service';
import { formatWhen } from '../activity/format-when';

export interface PostPageView {
  posts: PostView[];
  totalCount: number;
  hasMore: boolean;
}

/** Statuses whose text can still change: nothing has gone to LinkedIn yet. */
const EDITABLE: PostStatus[] = ['draft', 'pending_approval', 'scheduled', 'failed', 'cancelled'];
/** Statuses that can go back to draft (a scheduled post leaves its slot). */
const RETURNABLE: PostStatus[] = ['pending_approval', 'scheduled', 'failed', 'cancelled'];

/** Slots start at least this far ahead, so a post is never scheduled for a moment already gone. */
const SCHEDULING_LEAD_MS = 60_000;

/**
 * Each generation may be a paid call to the user's AI endpoint and holds a worker: enough for
 * anyone writing and regenerating by hand, not for a script.
 */
export const GENERATION_LIMITS = {
  perMinute: { limit: 10, windowSeconds: 60 },
  perHour: { limit: 100, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

export interface ContentServiceOptions {
  /** How long generate() waits for the worker's answer. */
  generationTimeoutMs: number;
}

/** Generation and the user's posts. Every look-up is by owner: another user's post is not found. */
export class ContentService {
  private readonly posts: Repository<Post>;

  constructor(
    dataSource: DataSource,
    private readonly generateQueue: Queue,
    private readonly generateEvents: QueueEvents,
    private readonly schedules: ScheduleService,
    private readonly publishing: PublishScheduler,
    private readonly activity: ActivityService,
    private readonly limiter: RateLimiter,
    private readonly options: ContentServiceOptions,
  ) {
    this.posts = dataSource.getRepository(Post);
  }

  /** Writes a post through the `generate` queue and waits for it; nothing is saved. */
  async generate(user: User, input: unknown): Promise<GeneratedPost> {
    const settings = parseInput(generateContentSchema, withoutNulls(input ?? {}));
    await this.limiter.consume('generate-minute', user.id, GENERATION_LIMITS.perMinute);
    await this.limiter.consume('generate-hour', user.id, GENERATION_LIMITS.perHour);
    const request: GenerationRequest = {
      topic: settings.topic,
      tone: settings.tone,
      length: settings.length,
      includeHashtags: settings.includeHashtags,
      includeEmojis: settings.includeEmojis,
      customPrompt: settings.customPrompt,
      variant: settings.variant,
      author: {
        firstName: user.firstName,
        lastName: user.lastName,
        jobTitle: user.jobTitle,
        company: user.company,
        contentNiches: user.contentNiches,
        personalContext: user.personalContext,
        targetAudience: user.targetAudience,
      },
    };
    const job = await addJob(this.generateQueue, GENERATE_POST_JOB, request, {
      jobId: randomUUID(),
      // The writer retries its own transient failures; a second job run would only wait longer.
      attempts: 1,
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 24 * 3600 },
    });
    const timeoutMs = this.options.generationTimeoutMs;
    try {
      const generated = (await job.waitUntilFinished(
        this.generateEvents,
        timeoutMs,
      )) as GeneratedPost;
      const about = request.topic ? ` about “${excerpt(request.topic, 80)}”` : '';
      await this.activity.record(
        user.id,
        'post_generated',
        `Generated a ${request.tone} post${about}`,
      );
      return generated;
    } catch (error) {
      const timedOut = error instanceof Error && /timed out/i.test(error.message);
      if (timedOut) {
        // Nobody waits for it any more; a job not yet started is dropped.
        await job.remove().catch(() => undefined);
      }
      const reason = timedOut
        ? CM.generationTimedOut(Math.round(timeoutMs / 1000))
        : error instanceof Error
          ? error.message
          : String(error);
      throw new AppError('SERVICE_UNAVAILABLE', 'GENERATION_FAILED', CM.generationFailed(reason));
    }
  }

  /** The user's posts, newest first, a page at a time. */
  async list(user: User, input: unknown): Promise<PostPageView> {
    const { limit, offset, status } = parseInput(listPostsSchema, input ?? {});
    const [posts, totalCount] = await this.posts.findAndCount({
      where: { userId: user.id, ...(status ? { status: status as PostStatus } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
    return {
      posts: posts.map(toPostView),
      totalCount,
      hasMore: offset + posts.length < totalCount,
    };
  }

  async get(user: User, id: string): Promise<PostView> {
    return toPostView(await this.owned(user, id));
  }

  async create(user: User, input: unknown): Promise<PostView> {
    const { content, status, tone } = parseInput(createPostSchema, withoutNulls(input));
    const post = await this.posts.save(
      this.posts.create({ userId: user.id, content, status: status as PostStatus, tone }),
    );
    const what = status === 'draft' ? 'Saved a draft' : 'Saved a post for approval';
    await this.activity.record(user.id, 'post_saved', `${what}: “${excerpt(content)}”`, post.id);
    return toPostView(post);
  }

  async updateContent(user: User, id: string, input: unknown): Promise<PostView> {
    const post = await this.owned(user, id);
    const { content } = parseInput(updatePostSchema, input);
    return this.move(post, EDITABLE, { content }, CM.notEditable);
  }

  async remove(user: User, id: string): Promise<{ success: true; message: string }> {
    const post = await this.owned(user, id);
    const result = await this.posts
      .createQueryBuilder()
      .delete()
      .where('id = :id AND user_id = :userId AND status <> :publishing', {
        id: post.id,
        userId: user.id,
        publishing: 'publishing',
      })
      .execute();
    if (!result.affected) throw new AppError('CONFLICT', 'POST_PUBLISHING', CM.notDeletable);
    await this.publishing.cancel(post.id);
    await this.activity.record(user.id, 'post_deleted', `Deleted “${excerpt(post.content)}”`);
    return { success: true, message: SUCCESS.postDeleted };
  }

  /**
   * A draft into a slot: the time asked for, else the next free slot of the user's schedule.
   * A failed post can be scheduled again (a retry), and a scheduled one moved to a new time.
   */
  async schedule(user: User, id: string, input: unknown): Promise<PostView> {
    const post = await this.owned(user, id);
    const { scheduledTime } = parseInput(schedulePostSchema, withoutNulls(input ?? {}));
    const from: PostStatus[] = scheduledTime
      ? ['draft', 'failed', 'scheduled']
      : ['draft', 'failed'];
    if (!from.includes(post.status)) {
      throw new AppError('CONFLICT', 'NOT_A_DRAFT', CM.onlyDraftsSchedule);
    }
    return this.intoSlot(user, post, from, scheduledTime, CM.onlyDraftsSchedule);
  }

  /** Approval: the post takes the next free slot of the user's schedule. */
  async approve(user: User, id: string): Promise<PostView> {
    const post = await this.owned(user, id);
    if (post.status !== 'pending_approval') {
      throw new AppError('CONFLICT', 'NOT_PENDING', CM.onlyPendingApprove);
    }
    // Auto-post proposed a slot with the post; it keeps it if it is still ahead and free.
    const proposed =
      post.scheduledTime && post.scheduledTime.getTime() > Date.now() + SCHEDULING_LEAD_MS
        ? post.scheduledTime
        : null;
    return this.intoSlot(user, post, ['pending_approval'], null, CM.onlyPendingApprove, proposed);
  }

  async returnToDraft(user: User, id: string): Promise<PostView> {
    const post = await this.owned(user, id);
    const draft = await this.move(
      post,
      RETURNABLE,
      { status: 'draft', scheduledTime: null, lastError: null },
      CM.cannotReturnToDraft,
    );
    await this.publishing.cancel(post.id);
    return draft;
  }

  private async intoSlot(
    user: User,
    post: Post,
    from: PostStatus[],
    requested: Date | null,
    wrongState: string,
    preferred: Date | null = null,
  ): Promise<PostView> {
    // A slot another post takes between the look-up and the update fails the unique index
    // posts_user_slot; then the next free one is tried.
    for (let attempt = 0; attempt < 5; attempt++) {
      const slot = requested ?? preferred ?? (await this.freeSlot(user));
      preferred = null;
      try {
        const scheduled = await this.move(
          post,
          from,
          { status: 'scheduled', scheduledTime: slot, lastError: null },
          wrongState,
        );
        await this.publishing.enqueue(post.id, slot);
        await this.activity.record(
          user.id,
          'post_scheduled',
          `Scheduled “${excerpt(post.content)}” for ${formatWhen(slot, (await this.schedules.rule(user)).timezone)}`,
          post.id,
        );
        return scheduled;
      } catch (error) {
        if (!isSlotTaken(error)) throw error;
        if (requested) {
          throw new AppError('CONFLICT', 'SLOT_TAKEN', SCHEDULE_MESSAGES.slotTaken);
        }
      }
    }
    throw new AppError('CONFLICT', 'SLOT_TAKEN', 'Could not find a free slot; try again');
  }

  private async freeSlot(user: User): Promise<Date> {
    const held = await this.posts
      .createQueryBuilder('post')
      .select('post.scheduled_time', 'time')
      .where('post.user_id = :userId', { userId: user.id })
      // A post waiting for approval holds the slot auto-post proposed for it.
      .andWhere(`post.status IN ('scheduled', 'publishing', 'pending_approval')`)
      .andWhere('post.scheduled_time > now()')
      .getRawMany<{ time: Date }>();
    const taken = new Set(held.map((row) => new Date(row.time).getTime()));
    const rule = await this.schedules.rule(user);
    const slot = nextFreeSlot(rule, new Date(Date.now() + SCHEDULING_LEAD_MS), taken);
    if (!slot) throw new AppError('CONFLICT', 'NO_SLOT', SCHEDULE_MESSAGES.noSlots);
    return slot;
  }

  /** One conditional UPDATE: the change happens only if the post is still in one of `from`. */
  private async move(
    post: Post,
    from: PostStatus[],
    changes: Partial<Pick<Post, 'content' | 'status' | 'scheduledTime' | 'lastError'>>,
    wrongState: string,
  ): Promise<PostView> {
    const result = await this.posts
      .createQueryBuilder()
      .update(Post)
      .set(changes)
      .where('id = :id AND user_id = :userId AND status IN (:...from)', {
        id: post.id,
        userId: post.userId,
        from,
      })
      .returning('*')
      .execute();
    const [row] = result.raw as Record<string, unknown>[];
    if (!row) throw new AppError('CONFLICT', 'POST_STATE', wrongState);
    return toPostView(this.fromRow(row));
  }

  /** A posts row as RETURNING * answers it (column names), as the entity (property names). */
  private fromRow(row: Record<string, unknown>): Post {
    const post = this.posts.create();
    for (const column of this.posts.metadata.columns) {
      Object.assign(post, { [column.propertyName]: row[column.databaseName] });
    }
    return post;
  }

  /** The post if it is the user's; otherwise, and for an unknown id, 404. */
  private async owned(user: User, id: string): Promise<Post> {
    if (!isUuid(id)) {
      throw new AppError('BAD_USER_INPUT', 'INVALID_ID', CM.postIdInvalid, {
        errors: [{ field: 'id', message: CM.postIdInvalid }],
      });
    }
    const post = await this.posts.findOneBy({ id, userId: user.id });
    if (!post) throw AppError.notFound('POST_NOT_FOUND', CM.postNotFound);
    return post;
  }
}

/** A unique violation of posts_user_slot: another post holds that moment. */
function isSlotTaken(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } })
    ?.driverError;
  return driverError?.code === '23505' && driverError.constraint === 'posts_user_slot';
}
