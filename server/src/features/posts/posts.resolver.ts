import DataLoader from 'dataloader';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { PostStatus as Status } from '@postpilot/common';
import { CurrentUser, type Context } from '../../kernel/context';
import type * as Contract from '../../generated/graphql';
import { COST, listCost } from '../../kernel/graphql-cost';
import { MessagePayload } from '../../kernel/message-payload';
import type { User } from '../users/user.entity';
import { PostAttachmentInput, PostAttachmentType } from './attachments/attachments.types';
import type { Post } from './post.entity';
import {
  CreatePostInput,
  PostPage,
  PostStatus,
  PostType,
  SchedulePostInput,
  ScheduleSlot,
  UpdatePostInput,
} from './posts.types';
import type { OffSchedulePosts } from './off-schedule-posts';
import type { PostScheduling } from './post-scheduling';
import type { PostsService } from './posts.service';

type AttachmentLoader = DataLoader<Post, Contract.PostAttachment | null>;

/**
 * Thin doors into PostsService, PostScheduling and OffSchedulePosts, which check every input and
 * own every transition.
 */
@Resolver(() => PostType)
export class PostsResolver {
  /** One loader a request (keyed by its context): posts other features answer, read at once. */
  private readonly loaders = new WeakMap<Context, AttachmentLoader>();

  constructor(
    private readonly service: PostsService,
    private readonly scheduling: PostScheduling,
    private readonly offSchedule: OffSchedulePosts,
  ) {}

  /**
   * The post's attachment: set on every post the posts feature answers; for posts another
   * feature read (the dashboard, analytics), read for all of a request's posts in one query.
   */
  @FieldResolver(() => PostAttachmentType, {
    nullable: true,
    // Read for a whole page in one query, then copied from memory: its dozens of small fields
    // (a media's size, name, pictures…) cost a tenth of a point each rather than one.
    complexity: ({ childComplexity }) => 1 + Math.ceil(childComplexity / 10),
  })
  attachment(@Root() post: Post, @Ctx() context: Context) {
    if (post.attachment !== undefined) return post.attachment;
    let loader = this.loaders.get(context);
    if (!loader) {
      loader = new DataLoader<Post, Contract.PostAttachment | null>(
        async (posts) =>
          (await this.service.withAttachments([...posts])).map((one) => one.attachment ?? null),
        { cache: false },
      );
      this.loaders.set(context, loader);
    }
    return loader.load(post);
  }

  @Mutation(() => PostType, {
    complexity: COST.write,
    description:
      'Sets what a post carries besides its text, or removes it (attachment null). Not for a post that is published or being published.',
  })
  setPostAttachment(
    @CurrentUser() user: User,
    @Arg('id', () => ID) id: string,
    @Arg('attachment', () => PostAttachmentInput, { nullable: true })
    attachment?: PostAttachmentInput | null,
  ) {
    return this.service.setAttachment(user, id, { attachment: attachment ?? null });
  }

  @Mutation(() => PostType, {
    complexity: COST.write,
    description:
      "Sets the text posted as the post's first comment right after it goes out (often the link, so the post itself carries none), or removes it (firstComment null). Not for a post that is published or being published.",
  })
  setPostFirstComment(
    @CurrentUser() user: User,
    @Arg('id', () => ID) id: string,
    @Arg('firstComment', () => String, { nullable: true }) firstComment?: string | null,
  ) {
    return this.service.setFirstComment(user, id, { firstComment: firstComment ?? null });
  }

  @Query(() => PostPage, {
    // It counts every post of the user (the page's totalCount) and reads the page.
    complexity: listCost(10 * COST.query, 'limit', { min: 1, max: 100, default: 20 }),
    description:
      "The user's posts, newest first, a page at a time; only those with the given status when one is given.",
  })
  posts(
    @CurrentUser() user: User,
    @Arg('limit', () => Int, {
      defaultValue: 20,
      description: 'How many posts a page holds: 1 to 100.',
    })
    limit: number,
    @Arg('offset', () => Int, {
      defaultValue: 0,
      description: 'How many of the newest posts to skip.',
    })
    offset: number,
    @Arg('status', () => PostStatus, { nullable: true }) status?: Status | null,
  ) {
    return this.service.list(user, { limit, offset, status });
  }

  @Query(() => PostType, { complexity: COST.query, description: "One of the user's posts." })
  post(@CurrentUser() user: User, @Arg('id', () => ID) id: string) {
    return this.service.get(user, id);
  }

  @Mutation(() => PostType, {
    complexity: COST.write,
    description:
      'Saves a post the user wrote or kept from a generation, as a draft or waiting for approval.',
  })
  createPost(
    @CurrentUser() user: User,
    @Arg('input', () => CreatePostInput) input: CreatePostInput,
  ) {
    return this.service.create(user, input);
  }

  @Mutation(() => PostType, {
    complexity: COST.write,
    description:
      "Changes a post's text. Published posts and posts being published cannot be edited.",
  })
  updatePost(
    @CurrentUser() user: User,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdatePostInput) input: UpdatePostInput,
  ) {
    return this.service.updateContent(user, id, input);
  }

  @Mutation(() => MessagePayload, {
    complexity: COST.write,
    description:
      "Deletes one of the user's posts. A post being published right now cannot be deleted.",
  })
  deletePost(@CurrentUser() user: User, @Arg('id', () => ID) id: string) {
    return this.service.remove(user, id);
  }

  @Mutation(() => PostType, {
    complexity: COST.write,
    description:
      "Schedules a draft or a failed post: at scheduledTime when given (in the future), at once with postNow, else in the next free slot of the user's schedule. A scheduled post moves to scheduledTime or goes out now; a post waiting for approval moves to scheduledTime and keeps waiting.",
  })
  schedulePost(
    @CurrentUser() user: User,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SchedulePostInput, { nullable: true }) input?: SchedulePostInput | null,
  ) {
    return this.scheduling.schedule(user, id, input);
  }

  @Mutation(() => PostType, {
    complexity: COST.write,
    description:
      "Approves a post waiting for approval: it is scheduled into the next free slot of the user's schedule.",
  })
  approvePost(@CurrentUser() user: User, @Arg('id', () => ID) id: string) {
    return this.scheduling.approve(user, id);
  }

  @Mutation(() => PostType, {
    complexity: COST.write,
    description:
      'Takes a post that waits for approval, is scheduled or failed back to draft; a scheduled post leaves its slot.',
  })
  returnPostToDraft(@CurrentUser() user: User, @Arg('id', () => ID) id: string) {
    return this.scheduling.returnToDraft(user, id);
  }

  // ── The approval inbox ──

  @Mutation(() => [PostType], {
    // One slot search and one write a waiting post; auto-post proposes about a week of them.
    complexity: 10 * COST.write,
    description:
      "Approves every post of the user waiting for approval: each keeps its proposed time when that is still ahead and free, else takes the next free slot of the user's schedule. Answers the approved posts, soonest first.",
  })
  approveAllPosts(@CurrentUser() user: User) {
    return this.scheduling.approveAll(user);
  }

  @Mutation(() => PostType, {
    complexity: COST.write,
    description:
      'Declines a post waiting for approval: it becomes cancelled and leaves its slot (a cancelled post can still be edited, taken back to draft or deleted). With auto-post on, the planner writes a new post for a free slot at its next hourly run.',
  })
  rejectPost(@CurrentUser() user: User, @Arg('id', () => ID) id: string) {
    return this.scheduling.reject(user, id);
  }

  @Query(() => [PostType], {
    complexity: listCost(COST.query, 'limit', { min: 1, max: 100, default: 10 }),
    description: "The user's scheduled posts, soonest first.",
  })
  upcomingPosts(
    @CurrentUser() user: User,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'How many posts: 1 to 100.' })
    limit: number,
  ) {
    return this.scheduling.upcoming(user, limit);
  }

  @Query(() => [ScheduleSlot], {
    // The schedule and the posts due are two queries; each slot is a time-zone computation.
    complexity: listCost(2 * COST.query, 'count', { min: 1, max: 50, default: 10 }, 20),
    description:
      "What is really coming, in time order: the next slots of the user's schedule, each with the post due then (if any), and among them the user's posts due at times that are not slots (chosen, or kept from an earlier schedule).",
  })
  schedulePreview(
    @CurrentUser() user: User,
    @Arg('count', () => Int, {
      defaultValue: 10,
      description: 'How many entries, slots and posts off the schedule together: 1 to 50.',
    })
    count: number,
  ) {
    return this.scheduling.preview(user, count);
  }

  // ── Choosing when, and posts off the schedule ───────────────────────────────────────────────

  @Query(() => Date, {
    nullable: true,
    // The schedule and the slots posts hold: two queries and a walk over the year's slots.
    complexity: 2 * COST.query,
    description:
      "The next slot of the user's schedule that no post holds: where a post scheduled without a time goes. Null when the schedule has no slots.",
  })
  nextFreeSlot(@CurrentUser() user: User) {
    return this.scheduling.nextFree(user);
  }

  @Query(() => [PostType], {
    complexity: listCost(2 * COST.query, 'limit', { min: 1, max: 100, default: 100 }),
    description:
      "The user's upcoming posts (scheduled, or waiting for approval at a proposed time) whose time is not a slot of the schedule, soonest first: after a schedule change, those that kept their old times.",
  })
  offSchedulePosts(
    @CurrentUser() user: User,
    @Arg('limit', () => Int, { defaultValue: 100, description: 'How many posts: 1 to 100.' })
    limit: number,
  ) {
    return this.offSchedule.list(user, limit);
  }

  @Mutation(() => [PostType], {
    complexity: listCost(COST.write, 'ids', { min: 1, max: 100, default: 100 }),
    description:
      "Moves the user's upcoming posts that are not on a slot of the schedule (only those of ids, when given) each into the next free slot, keeping their order; a post waiting for approval keeps waiting. Answers the posts it moved, soonest first; posts already on a slot stay where they are.",
  })
  moveOffSchedulePosts(
    @CurrentUser() user: User,
    @Arg('ids', () => [ID], {
      nullable: true,
      description: "At most 100 of the user's posts; left out, every post off the schedule.",
    })
    ids?: string[] | null,
  ) {
    return this.offSchedule.move(user, { ids });
  }
}
