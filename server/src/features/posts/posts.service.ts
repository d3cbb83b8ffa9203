import type { DataSource, EntityManager, Repository } from 'typeorm';
import type * as Contract from '../../generated/graphql';
import { In } from 'typeorm';
import {
  CONTENT_MESSAGES as CM,
  createPostSchema,
  moveOffSchedulePostsSchema,
  schedulePostSchema,
  SUCCESS,
  updatePostSchema,
  SCHEDULE_MESSAGES,
  isUuid,
  MEDIA_MESSAGES as MM,
  postExtrasSchema,
  setFirstCommentSchema,
  setPostAttachmentSchema,
  type PostStatus,
} from '@postpilot/common';
import { EntityColumns } from '../../kernel/entity-columns';
import { PreparedStatement } from '../../kernel/prepared-statement';
import { AppError } from '../../kernel/errors';
import { parseInput, withoutNulls } from '../../kernel/input';
import { excerpt, type ActivityService } from '../activity/activity.service';
import { formatWhen } from '../activity/format-when';
import type { ScheduleService } from '../schedule/schedule.service';
import { isSlot, nextFreeSlot, upcomingSlots, type SlotRule } from '../schedule/slots';
import type { User } from '../users/user.entity';
import type { AttachmentsService } from './attachments/attachments.service';
import type { MediaService } from './attachments/media.service';
import type { StoredAttachment } from './attachments/stored-attachment';
import { listInput } from './list-input';
import { Post } from './post.entity';

/** Statuses whose text can still change: nothing has gone to LinkedIn yet. */
const EDITABLE: PostStatus[] = ['draft', 'pending_approval', 'scheduled', 'failed', 'cancelled'];
/** Statuses that can go back to draft (a scheduled post leaves its slot). */
const RETURNABLE: PostStatus[] = ['pending_approval', 'scheduled', 'failed', 'cancelled'];
/**
 * Statuses that hold the slot at their scheduled time. A post waiting for approval holds the
 * slot auto-post proposed for it; a published one keeps the slot it went out in.
 */
const SLOT_HOLDERS: PostStatus[] = ['pending_approval', 'scheduled', 'publishing', 'published'];

/** Slots start at least this far ahead, so a post is never scheduled for a moment already gone. */
const SCHEDULING_LEAD_MS = 60_000;

/** How far ahead slots are looked for (upcomingSlots' own horizon). */
const SLOT_HORIZON_MS = 400 * 24 * 3600_000;

/** Statuses of upcoming posts that can be off the schedule: a post with a time still to come. */
const TIMED: PostStatus[] = ['scheduled', 'pending_approval'];

/** More upcoming posts than any schedule holds; what the off-schedule look-up reads at most. */
const UPCOMING_READ_MAX = 1000;

/** A post claimed for publishing, with its owner's LinkedIn account (null when not connected). */
export interface ClaimedPost {
  id: string;
  userId: string;
  content: string;
  scheduledTime: Date;
  /** This claim's attempt, counting from 1. */
  attempt: number;
  /** Why the previous try failed, when it did. */
  lastError: string | null;
  /** What it carries besides its text (files named by post_media id). */
  attachment: StoredAttachment | null;
  /** Text to comment under it once it is out. */
  firstComment: string | null;
  account: {
    id: string;
    memberUrn: string;
    accessToken: string;
    status: string;
  } | null;
}

interface ClaimedRow {
  id: string;
  user_id: string;
  content: string;
  scheduled_time: Date;
  attempts: number;
  last_error: string | null;
  attachment: StoredAttachment | null;
  first_comment: string | null;
  account_id: string | null;
  member_urn: string | null;
  access_token: string | null;
  account_status: string | null;
}

/** What a batch of publishing came to, post by post. */
export interface PublishOutcomes {
  published: { id: string; urn: string; url: string }[];
  failed: { id: string; reason: string }[];
  /** LinkedIn failed in a way worth trying again: due again at `at`. */
  retry: { id: string; reason: string; at: Date }[];
}

/** A published post's first comment, claimed for commenting. */
export interface FirstCommentDue {
  id: string;
  userId: string;
  postUrn: string | null;
  text: string | null;
  account: { memberUrn: string; accessToken: string; status: string } | null;
}

/** A first comment's outcome: posted (error null) or not, with why in plain words. */
export interface FirstCommentOutcome {
  id: string;
  error: string | null;
}

interface FirstCommentRow {
  id: string;
  user_id: string;
  external_urn: string | null;
  first_comment: string | null;
  member_urn: string | null;
  access_token: string | null;
  account_status: string | null;
}

/** A post auto-post wrote for a slot. */
export interface PlannedPost {
  userId: string;
  content: string;
  tone: string;
  scheduledTime: Date;
  /** Straight onto the clock, or waiting for the user's approval (holding its slot). */
  status: 'scheduled' | 'pending_approval';
}

/** LinkedIn's four figures of a post, in the posts table's order. */
export interface PostFigures {
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}

const limitOf = (value: unknown, fallback: number, max: number, field: string) => {
  const n = value === undefined || value === null || value === '' ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    const message = `${field} must be a whole number from 1 to ${max}`;
    throw new AppError('BAD_USER_INPUT', 'VALIDATION_FAILED', message, {
      errors: [{ field, message }],
    });
  }
  return n;
};

/** What a transition changes of a post. */
type PostChanges = Partial<
  Pick<
    Post,
    | 'content'
    | 'status'
    | 'scheduledTime'
    | 'lastError'
    | 'nextAttemptAt'
    | 'storedAttachment'
    | 'firstComment'
    | 'firstCommentStatus'
    | 'firstCommentError'
  >
>;

/**
 * A post's whole lifecycle, in one place: create, edit, take a slot, release it, claim it for
 * publishing (Postgres is the clock: a scheduled post is due at its time, nothing else), mark it
 * published or failed, record its statistics, and which slots are taken. Each move is one
 * conditional UPDATE on the status it expects, so two actors can never both win. Every look-up a
 * user makes is by owner: another user's post is not found.
 */
export class PostsService {
  private readonly posts: Repository<Post>;
  /** A post's columns, for the page of posts every list shows. */
  private readonly pageColumns: EntityColumns<Post>;
  private readonly pageStatements: { all: PreparedStatement; withStatus: PreparedStatement };

  constructor(
    private readonly dataSource: DataSource,
    private readonly schedules: ScheduleService,
    private readonly activity: ActivityService,
    private readonly attachments: AttachmentsService,
    private readonly media: MediaService,
  ) {
    this.posts = dataSource.getRepository(Post);
    this.pageColumns = new EntityColumns(dataSource, Post, 'p');
    const columns = this.pageColumns;
    // The total is counted on its own (from the index, for the user's posts) rather than beside
    // every row (`count(*) OVER ()`), which made Postgres read every post in full to send 20.
    const page = (where: (alias: string) => string) => () =>
      `SELECT ${columns.select}, (SELECT count(*) FROM ${columns.table} "c" WHERE ${where('c')}) ` +
      `AS "total" FROM ${columns.table} "p" WHERE ${where('p')} ` +
      `ORDER BY "p"."created_at" DESC, "p"."id" DESC LIMIT $2 OFFSET $3`;
    this.pageStatements = {
      all: new PreparedStatement(
        'posts-page',
        page((alias) => `"${alias}"."user_id" = $1`),
      ),
      withStatus: new PreparedStatement(
        'posts-page-with-status',
        page((alias) => `"${alias}"."user_id" = $1 AND "${alias}"."status" = $4`),
      ),
    };
  }

  /** Posts as the API answers them: each with its attachment and files (one query for all). */
  withAttachments<P extends Post>(posts: P[]): Promise<P[]> {
    return this.attachments.fill(posts);
  }

  private async answer(post: Post): Promise<Post> {
    await this.attachments.fill([post]);
    return post;
  }

  /** The user's posts, newest first, a page at a time. */
  async list(user: User, input: unknown): Promise<Contract.PostPage> {
    const { limit, offset, status } = listInput(input);
    const [posts, totalCount] = await this.page(
      user.id,
      status as PostStatus | null,
      limit,
      offset,
    );
    return {
      posts: await this.withAttachments(posts),
      totalCount,
      hasMore: offset + posts.length < totalCount,
    };
  }

  /**
   * One page of the user's posts, newest first (by creation, then id), with how many there are in
   * all: one statement, the count beside each row. A page past the end has no row to carry the
   * count, so it is counted in a statement of its own.
   */
  private async page(
    userId: string,
    status: PostStatus | null,
    limit: number,
    offset: number,
  ): Promise<[Post[], number]> {
    const columns = this.pageColumns;
    const rows = status
      ? await this.pageStatements.withStatus.rows(this.dataSource, [userId, limit, offset, status])
      : await this.pageStatements.all.rows(this.dataSource, [userId, limit, offset]);
    if (rows.length === 0 && offset > 0) {
      const [counted] = (await this.dataSource.query(
        `SELECT count(*) AS "total" FROM ${columns.table} "p" WHERE "p"."user_id" = $1` +
          (status ? ` AND "p"."status" = $2` : ''),
        status ? [userId, status] : [userId],
      )) as { total: string }[];
      return [[], Number(counted!.total)];
    }
    // The count follows the post's columns in each row.
    const total = rows.length ? Number(rows[0]![columns.width]) : 0;
    return [rows.map((row) => columns.from(row)!), total];
  }

  async get(user: User, id: string): Promise<Post> {
    return this.answer(await this.owned(user, id));
  }

  /** A new post, with what it carries (its files become the post's) and its first comment. */
  async create(user: User, input: unknown): Promise<Post> {
    const { content, status, tone } = parseInput(createPostSchema, withoutNulls(input));
    const { attachment, firstComment } = parseInput(postExtrasSchema, withoutNulls(input));
    const post = await this.dataSource.transaction(async (manager) => {
      const stored = await this.attachments.prepare(manager, user.id, null, attachment);
      const posts = manager.getRepository(Post);
      const saved = await posts.save(
        posts.create({
          userId: user.id,
          content,
          status: status as PostStatus,
          tone,
          storedAttachment: stored,
          firstComment,
          firstCommentStatus: firstComment ? 'pending' : null,
        }),
      );
      await this.attachments.attach(manager, user.id, saved.id, stored);
      return saved;
    });
    const what = status === 'draft' ? 'Saved a draft' : 'Saved a post for approval';
    await this.activity.record(user.id, 'post_saved', `${what}: “${excerpt(content)}”`, post.id);
    return this.answer(post);
  }

  async updateContent(user: User, id: string, input: unknown): Promise<Post> {
    const post = await this.owned(user, id);
    const { content } = parseInput(updatePostSchema, input);
    return this.answer(await this.move(post, EDITABLE, { content }, CM.notEditable));
  }

  /**
   * Sets what the post carries besides its text (null takes it off): the files it names become
   * the post's, those it no longer names are let go. Not once it is being published or out.
   */
  async setAttachment(user: User, id: string, input: unknown): Promise<Post> {
    const post = await this.owned(user, id);
    const { attachment } = parseInput(setPostAttachmentSchema, input ?? {});
    if (!EDITABLE.includes(post.status)) {
      throw new AppError('CONFLICT', 'POST_STATE', MM.notEditable);
    }
    const changed = await this.dataSource.transaction(async (manager) => {
      const stored = await this.attachments.prepare(manager, user.id, post.id, attachment);
      const updated = await this.update(manager, post, EDITABLE, { storedAttachment: stored });
      if (!updated) throw new AppError('CONFLICT', 'POST_STATE', MM.notEditable);
      await this.attachments.attach(manager, user.id, post.id, stored);
      return updated;
    });
    return this.answer(changed);
  }

  /** Sets the text posted as the first comment (null removes it); it waits for the post. */
  async setFirstComment(user: User, id: string, input: unknown): Promise<Post> {
    const post = await this.owned(user, id);
    const { firstComment } = parseInput(setFirstCommentSchema, input ?? {});
    const changed = await this.move(
      post,
      EDITABLE,
      {
        firstComment,
        firstCommentStatus: firstComment ? 'pending' : null,
        firstCommentError: null,
      },
      MM.notEditable,
    );
    return this.answer(changed);
  }

  /** Deletes the post and its files (rows in the same transaction; bytes after it). */
  async remove(user: User, id: string): Promise<{ success: true; message: string }> {
    const post = await this.owned(user, id);
    const files = await this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `WITH gone AS (
           DELETE FROM post_media WHERE post_id = $1 AND user_id = $2
           RETURNING storage_key, page_images)
         SELECT storage_key, page_images FROM gone`,
        [post.id, user.id],
      )) as { storage_key: string; page_images: string[] }[];
      const result = await manager
        .createQueryBuilder()
        .delete()
        .from(Post)
        .where('id = :id AND user_id = :userId AND status <> :publishing', {
          id: post.id,
          userId: user.id,
          publishing: 'publishing',
        })
        .execute();
      if (!result.affected) throw new AppError('CONFLICT', 'POST_PUBLISHING', CM.notDeletable);
      return rows.flatMap((row) => [row.storage_key, ...row.page_images]);
    });
    await this.media.removeFiles(files);
    await this.activity.record(user.id, 'post_deleted', `Deleted “${excerpt(post.content)}”`);
    return { success: true, message: SUCCESS.postDeleted };
  }

  /**
   * A draft into a slot: the time asked for, now (Post now: due at once, so the dispatcher sends
   * it within a tick), else the next free slot of the user's schedule. A failed post can be
   * scheduled again (a retry), and a scheduled one moved to a new time or sent now. A post
   * waiting for approval moves to the time asked for and keeps waiting.
   */
  async schedule(user: User, id: string, input: unknown): Promise<Post> {
    const post = await this.owned(user, id);
    const { scheduledTime, postNow } = parseInput(schedulePostSchema, withoutNulls(input ?? {}));
    if (post.status === 'pending_approval') {
      if (!scheduledTime) throw new AppError('CONFLICT', 'NOT_A_DRAFT', CM.pendingNeedsTime);
      return this.answer(await this.repropose(user, post, scheduledTime));
    }
    const timed = Boolean(scheduledTime || postNow);
    const from: PostStatus[] = timed ? ['draft', 'failed', 'scheduled'] : ['draft', 'failed'];
    const wrongState = timed ? CM.notMovable : CM.onlyDraftsSchedule;
    if (!from.includes(post.status)) throw new AppError('CONFLICT', 'NOT_A_DRAFT', wrongState);
    const at = postNow ? await this.databaseNow() : scheduledTime;
    return this.answer(await this.intoSlot(user, post, from, at, wrongState));
  }

  /** Approval: the post takes the next free slot of the user's schedule. */
  async approve(user: User, id: string): Promise<Post> {
    const post = await this.owned(user, id);
    if (post.status !== 'pending_approval') {
      throw new AppError('CONFLICT', 'NOT_PENDING', CM.onlyPendingApprove);
    }
    return this.answer(await this.approvePending(user, post));
  }

  // ── The approval inbox: every waiting post approved at once, or one declined ──────────────

  /**
   * Approves every post of the user waiting for approval. Each keeps its proposed time when it
   * is still ahead and free, else takes the next free slot; slots held by the other waiting
   * posts are not free, so none takes another's time. A post another request moved meanwhile
   * is passed by. Answers the approved posts, soonest first, with one activity line for all.
   */
  async approveAll(user: User): Promise<Post[]> {
    const waiting = await this.posts.find({
      where: { userId: user.id, status: 'pending_approval' },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const approved: Post[] = [];
    for (const post of waiting) {
      try {
        approved.push(await this.approvePending(user, post, false));
      } catch (error) {
        if (error instanceof AppError && error.code === 'POST_STATE') continue;
        throw error;
      }
    }
    if (approved.length > 0) {
      const posts = approved.length === 1 ? 'a post' : `${approved.length} posts`;
      await this.activity.record(
        user.id,
        'post_scheduled',
        `Approved ${posts} waiting for approval and scheduled ${approved.length === 1 ? 'it' : 'them'}`,
      );
    }
    return this.withAttachments(
      approved.sort((a, b) => a.scheduledTime!.getTime() - b.scheduledTime!.getTime()),
    );
  }

  /**
   * Declines a post waiting for approval: it becomes cancelled and leaves the slot it was
   * proposed for (auto-post's planner may fill that slot again at its next run). A cancelled
   * post can still be edited, taken back to draft or deleted.
   */
  async reject(user: User, id: string): Promise<Post> {
    const post = await this.owned(user, id);
    if (post.status !== 'pending_approval') {
      throw new AppError('CONFLICT', 'NOT_PENDING', CM.onlyPendingReject);
    }
    const rejected = await this.move(
      post,
      ['pending_approval'],
      { status: 'cancelled', scheduledTime: null },
      CM.onlyPendingReject,
    );
    await this.activity.record(
      user.id,
      'post_rejected',
      `Rejected “${excerpt(post.content)}”`,
      post.id,
    );
    return this.answer(rejected);
  }

  /** A waiting post into a slot: the one auto-post proposed while it is ahead and free. */
  private approvePending(user: User, post: Post, recordActivity = true): Promise<Post> {
    const proposed =
      post.scheduledTime && post.scheduledTime.getTime() > Date.now() + SCHEDULING_LEAD_MS
        ? post.scheduledTime
        : null;
    return this.intoSlot(
      user,
      post,
      ['pending_approval'],
      null,
      CM.onlyPendingApprove,
      proposed,
      recordActivity,
    );
  }

  /** Back to draft; a scheduled post leaves its slot and the clock. */
  async returnToDraft(user: User, id: string): Promise<Post> {
    const post = await this.owned(user, id);
    const draft = await this.move(
      post,
      RETURNABLE,
      { status: 'draft', scheduledTime: null, lastError: null, nextAttemptAt: null },
      CM.cannotReturnToDraft,
    );
    return this.answer(draft);
  }

  /** Scheduled posts, soonest first. */
  async upcoming(user: User, limit?: unknown): Promise<Post[]> {
    const posts = await this.posts.find({
      where: { userId: user.id, status: In(['scheduled', 'publishing']) },
      order: { scheduledTime: 'ASC' },
      take: limitOf(limit, 10, 100, 'limit'),
    });
    return this.withAttachments(posts);
  }

  /**
   * Preview Schedule, as it really is: the next slots of the user's schedule with the post due in
   * each, and the posts due at times that are not slots among them, in time order; `count`
   * entries at most, complete up to the last one.
   */
  async preview(user: User, count?: unknown): Promise<Contract.ScheduleSlot[]> {
    const n = limitOf(count, 10, 50, 'count');
    const now = new Date();
    const slots = upcomingSlots(await this.schedules.rule(user), now, n);
    // The answer covers the time up to the n-th slot (or as far as slots are looked for).
    const until = slots.length === n ? slots[n - 1]! : new Date(now.getTime() + SLOT_HORIZON_MS);
    // Every entry holds at least one post; a slot may hold a scheduled and a proposed one.
    const cap = 2 * n;
    const posts = await this.posts
      .createQueryBuilder('post')
      .where('post.user_id = :userId', { userId: user.id })
      .andWhere('post.status IN (:...holders)', { holders: SLOT_HOLDERS })
      .andWhere('post.scheduled_time > :now AND post.scheduled_time <= :until', { now, until })
      .orderBy('post.scheduled_time', 'ASC')
      .addOrderBy('post.created_at', 'ASC')
      .limit(cap)
      .getMany();
    await this.withAttachments(posts);
    const slotTimes = new Set(slots.map((time) => time.getTime()));
    const bySlot = new Map<number, Post>();
    const entries: Contract.ScheduleSlot[] = [];
    for (const post of posts) {
      const time = post.scheduledTime!.getTime();
      if (!slotTimes.has(time)) {
        entries.push({ time: post.scheduledTime!, post, onSchedule: false });
      } else if (!bySlot.has(time) || bySlot.get(time)!.status === 'pending_approval') {
        // A scheduled post wins over one merely proposed for the same slot.
        bySlot.set(time, post);
      }
    }
    for (const time of slots) {
      entries.push({ time, post: bySlot.get(time.getTime()) ?? null, onSchedule: true });
    }
    // Cut short at the cap, the posts read reach only so far: so does the answer.
    const complete =
      posts.length === cap ? posts[cap - 1]!.scheduledTime!.getTime() : Number.POSITIVE_INFINITY;
    return entries
      .filter((entry) => new Date(entry.time).getTime() <= complete)
      .sort(
        (a, b) =>
          new Date(a.time).getTime() - new Date(b.time).getTime() ||
          Number(b.onSchedule) - Number(a.onSchedule),
      )
      .slice(0, n);
  }

  /** The moments between `from` and `to` (inclusive) that a post of the user holds. */
  async takenSlots(userId: string, from: Date, to: Date): Promise<Set<number>> {
    const posts = await this.inSlots(userId, from, to);
    return new Set(posts.map((post) => post.scheduledTime!.getTime()));
  }

  /** How many posts the user has: auto-post's next take on their voice. */
  countOf(userId: string): Promise<number> {
    return this.posts.countBy({ userId });
  }

  /** The text of the user's latest `limit` posts, newest first, whatever their status. */
  async latestContents(userId: string, limit: number): Promise<string[]> {
    const posts = await this.posts.find({
      select: { id: true, content: true },
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return posts.map((post) => post.content);
  }

  // ── Choosing when, and posts off the schedule ───────────────────────────────────────────────

  /** The next free slot of the user's schedule (where "Schedule" without a time puts a post). */
  async nextFree(user: User): Promise<Date | null> {
    const rule = await this.schedules.rule(user);
    return this.freeSlotOf(user.id, rule, new Date(Date.now() + SCHEDULING_LEAD_MS));
  }

  /**
   * The user's upcoming posts (scheduled, or waiting for approval at a proposed time) whose time
   * is not a slot of the schedule, soonest first: after a schedule change, those that kept their
   * old times, and those the user put at a time of their own.
   */
  async offSchedule(user: User, limit?: unknown): Promise<Post[]> {
    const take = limitOf(limit, 100, 100, 'limit');
    const rule = await this.schedules.rule(user);
    const posts = await this.upcomingTimed(this.dataSource.manager, user.id);
    return this.withAttachments(
      posts.filter((post) => !isSlot(rule, post.scheduledTime!)).slice(0, take),
    );
  }

  /**
   * Moves the user's posts that are off the schedule (those of `ids`, when given) each into the
   * next free slot, in their order: the first into the next free slot, each next one into the
   * free slot after the one before it. Answers the posts moved. Moves of one user run one at a
   * time (an advisory lock), so two tabs pressing Move at once move each post once and never
   * put two posts in one slot; a slot another door takes meanwhile (posts_user_slot) starts the
   * move again.
   */
  async moveOffSchedule(user: User, input: unknown): Promise<Post[]> {
    const { ids } = parseInput(moveOffSchedulePostsSchema, withoutNulls(input ?? {}));
    if (ids) await this.allOwned(user, ids);
    const wanted = ids ? new Set(ids) : null;
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const moved = await this.dataSource.transaction(async (manager) => {
          await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
            `post-slots:${user.id}`,
          ]);
          const rule = await this.schedules.rule(user);
          const upcoming = await this.upcomingTimed(manager, user.id);
          const off = upcoming.filter(
            (post) => !isSlot(rule, post.scheduledTime!) && (!wanted || wanted.has(post.id)),
          );
          return this.intoFreeSlots(manager, user.id, rule, off);
        });
        if (moved.length > 0) {
          const what = moved.length === 1 ? '1 post' : `${moved.length} posts`;
          await this.activity.record(
            user.id,
            'post_scheduled',
            `Moved ${what} to your new posting times`,
          );
        }
        return this.withAttachments(moved);
      } catch (error) {
        if (!isSlotTaken(error)) throw error;
      }
    }
    throw new AppError('CONFLICT', 'SLOT_TAKEN', 'Could not find free slots; try again');
  }

  /** Posts in the next free slots, one after another, keeping their status; answers them moved. */
  private async intoFreeSlots(
    manager: EntityManager,
    userId: string,
    rule: SlotRule,
    posts: Post[],
  ): Promise<Post[]> {
    if (posts.length === 0) return [];
    let cursor = new Date(Date.now() + SCHEDULING_LEAD_MS);
    const taken = await this.takenSlots(
      userId,
      cursor,
      new Date(cursor.getTime() + SLOT_HORIZON_MS),
    );
    const moved: Post[] = [];
    for (const post of posts) {
      const slot = nextFreeSlot(rule, cursor, taken);
      if (!slot) throw new AppError('CONFLICT', 'NO_SLOT', SCHEDULE_MESSAGES.noSlots);
      const changed = await this.update(manager, post, [post.status], { scheduledTime: slot });
      // A post that changed meanwhile (published, sent back to draft) stays as it is now.
      if (!changed) continue;
      taken.add(slot.getTime());
      cursor = slot;
      moved.push(changed);
    }
    return moved;
  }

  /** A waiting-for-approval post to another proposed time; it keeps waiting. */
  private async repropose(user: User, post: Post, at: Date): Promise<Post> {
    const holders = await this.inSlots(user.id, at, at);
    if (holders.some((holder) => holder.id !== post.id)) {
      throw new AppError('CONFLICT', 'SLOT_TAKEN', SCHEDULE_MESSAGES.slotTaken);
    }
    const moved = await this.move(post, ['pending_approval'], { scheduledTime: at }, CM.notMovable);
    const zone = (await this.schedules.rule(user)).timezone;
    await this.activity.record(
      user.id,
      'post_scheduled',
      `Moved “${excerpt(post.content)}” to ${formatWhen(at, zone)}, waiting for your approval`,
      post.id,
    );
    return moved;
  }

  /** The user's scheduled and proposed posts still to come, soonest first. */
  private upcomingTimed(manager: EntityManager, userId: string): Promise<Post[]> {
    return manager
      .getRepository(Post)
      .createQueryBuilder('post')
      .where('post.user_id = :userId', { userId })
      .andWhere('post.status IN (:...timed)', { timed: TIMED })
      .andWhere('post.scheduled_time > now()')
      .orderBy('post.scheduled_time', 'ASC')
      .addOrderBy('post.created_at', 'ASC')
      .limit(UPCOMING_READ_MAX)
      .getMany();
  }

  /** 404 unless every one of `ids` is a post of the user's. */
  private async allOwned(user: User, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const found = await this.posts.countBy({ userId: user.id, id: In(unique) });
    if (found !== unique.length) throw AppError.notFound('POST_NOT_FOUND', CM.postNotFound);
  }

  /** Postgres's clock, which the dispatcher reads: a post due "now" is due at its next tick. */
  private async databaseNow(): Promise<Date> {
    const [row] = (await this.dataSource.query(`SELECT clock_timestamp() AS now`)) as {
      now: Date;
    }[];
    return new Date(row!.now);
  }

  /**
   * Saves a post auto-post wrote into its slot (scheduled, it is due then like any other). Null
   * when the user took the slot meanwhile (posts_user_slot): theirs stays.
   */
  async createPlanned(planned: PlannedPost): Promise<Post | null> {
    try {
      return await this.posts.save(this.posts.create(planned));
    } catch (error) {
      if (isSlotTaken(error)) return null;
      throw error;
    }
  }

  /**
   * Claims up to `limit` posts for publishing, in one statement: scheduled posts that are due
   * (their slot, or their next try after LinkedIn failed), soonest first, and posts whose
   * worker's lease ran out (it died mid-publish). Each becomes `publishing`, leased for
   * `leaseMs`; SKIP LOCKED lets any number of workers claim side by side, never the same post.
   * A post of a paused schedule waits. With each post, its owner's LinkedIn account.
   */
  async claimDue(limit: number, leaseMs: number): Promise<ClaimedPost[]> {
    const rows: ClaimedRow[] = await this.dataSource.query(
      `WITH due AS (
         SELECT d.id FROM (
           SELECT p.id FROM posts p
            WHERE p.status = 'scheduled'
              AND coalesce(p.next_attempt_at, p.scheduled_time) <= now()
              AND NOT EXISTS (SELECT 1 FROM schedules s
                               WHERE s.user_id = p.user_id AND NOT s.is_active)
            ORDER BY coalesce(p.next_attempt_at, p.scheduled_time)
            LIMIT $1
            FOR UPDATE OF p SKIP LOCKED) d
         UNION ALL
         SELECT r.id FROM (
           SELECT p.id FROM posts p
            WHERE p.status = 'publishing' AND (p.lease_until IS NULL OR p.lease_until < now())
            LIMIT $1
            FOR UPDATE OF p SKIP LOCKED) r),
       claimed AS (
         UPDATE posts SET status = 'publishing', attempts = posts.attempts + 1,
                lease_until = now() + make_interval(secs => $2), updated_at = now()
           FROM due WHERE posts.id = due.id
         RETURNING posts.id, posts.user_id, posts.content, posts.scheduled_time,
                   posts.attempts, posts.last_error, posts.attachment, posts.first_comment)
       SELECT c.*, a.id AS account_id, a.member_urn, a.access_token, a.status AS account_status
         FROM claimed c LEFT JOIN linkedin_accounts a ON a.user_id = c.user_id`,
      [limit, leaseMs / 1000],
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      content: row.content,
      scheduledTime: new Date(row.scheduled_time),
      attempt: row.attempts,
      lastError: row.last_error,
      attachment: row.attachment,
      firstComment: row.first_comment,
      account: row.account_id
        ? {
            id: row.account_id,
            memberUrn: row.member_urn!,
            accessToken: row.access_token!,
            status: row.account_status!,
          }
        : null,
    }));
  }

  /** Keeps the claims of posts still in flight (their worker is alive). */
  async renewLeases(postIds: string[], leaseMs: number): Promise<void> {
    if (postIds.length === 0) return;
    await this.dataSource.query(
      `UPDATE posts SET lease_until = now() + make_interval(secs => $2)
        WHERE id = ANY($1::uuid[]) AND status = 'publishing'`,
      [postIds, leaseMs / 1000],
    );
  }

  /**
   * What publishing made of claimed posts, a batch at a time: published (with LinkedIn's URN
   * and page), failed (with the reason), or due again later while LinkedIn fails (the post is
   * scheduled again, with why and when). Only a post still `publishing` moves; answers the ids
   * that did, by outcome.
   */
  async recordOutcomes(
    outcomes: PublishOutcomes,
  ): Promise<Record<keyof PublishOutcomes, string[]>> {
    const ids = (rows: { id: string }[]) => ({
      name: 'id',
      type: 'uuid',
      values: rows.map((row) => row.id),
    });
    return {
      published: await this.moveClaimed(
        `status = 'published', published_at = now(), external_urn = v.urn,
         external_url = v.url, last_error = NULL, next_attempt_at = NULL`,
        [
          ids(outcomes.published),
          { name: 'urn', type: 'text', values: outcomes.published.map((o) => o.urn) },
          { name: 'url', type: 'text', values: outcomes.published.map((o) => o.url) },
        ],
      ),
      failed: await this.moveClaimed(
        `status = 'failed', last_error = v.reason, next_attempt_at = NULL`,
        [
          ids(outcomes.failed),
          { name: 'reason', type: 'text', values: outcomes.failed.map((o) => o.reason) },
        ],
      ),
      retry: await this.moveClaimed(
        `status = 'scheduled', last_error = v.reason, next_attempt_at = v.at`,
        [
          ids(outcomes.retry),
          { name: 'reason', type: 'text', values: outcomes.retry.map((o) => o.reason) },
          { name: 'at', type: 'timestamptz', values: outcomes.retry.map((o) => o.at) },
        ],
      ),
    };
  }

  /**
   * Claims up to `limit` published posts whose first comment is still pending, for commenting.
   * The claim records the comment as failed with `interrupted` before anything is sent, so that
   * whatever happens next (a crash, a second worker) it is never sent twice: only
   * recordFirstComments, with LinkedIn's answer, replaces that. It waits for rows others hold
   * (what follows a publication may be writing to the post) rather than skipping them; a second
   * claimer finds them no longer pending once the first commits.
   */
  async claimFirstComments(limit: number, interrupted: string): Promise<FirstCommentDue[]> {
    const rows: FirstCommentRow[] = await this.dataSource.query(
      `WITH due AS (
         SELECT p.id FROM posts p
          WHERE p.status = 'published' AND p.first_comment_status = 'pending'
            AND p.first_comment IS NOT NULL
          ORDER BY p.published_at
          LIMIT $1
          FOR UPDATE OF p),
       claimed AS (
         UPDATE posts SET first_comment_status = 'failed', first_comment_error = $2
           FROM due WHERE posts.id = due.id
         RETURNING posts.id, posts.user_id, posts.external_urn, posts.first_comment)
       SELECT c.*, a.member_urn, a.access_token, a.status AS account_status
         FROM claimed c LEFT JOIN linkedin_accounts a ON a.user_id = c.user_id`,
      [limit, interrupted],
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      postUrn: row.external_urn,
      text: row.first_comment,
      account:
        row.member_urn && row.access_token && row.account_status
          ? {
              memberUrn: row.member_urn,
              accessToken: row.access_token,
              status: row.account_status,
            }
          : null,
    }));
  }

  /** What LinkedIn answered to claimed first comments, in one statement. */
  async recordFirstComments(outcomes: FirstCommentOutcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    await this.dataSource.query(
      `WITH v AS (SELECT unnest($1::uuid[]) AS id, unnest($2::text[]) AS error)
       UPDATE posts SET first_comment_status = CASE WHEN v.error IS NULL THEN 'posted'
                                                     ELSE 'failed' END,
              first_comment_error = v.error
         FROM v WHERE posts.id = v.id`,
      [outcomes.map((o) => o.id), outcomes.map((o) => o.error)],
    );
  }

  /**
   * Moves claimed posts (still `publishing`) in one statement: `set` (a fixed clause) reads the
   * row of `columns` of the same post, unnested as `v`; answers the ids that moved.
   */
  private async moveClaimed(
    set: string,
    columns: { name: string; type: string; values: unknown[] }[],
  ): Promise<string[]> {
    if (columns[0]!.values.length === 0) return [];
    const unnested = columns
      .map((column, i) => `unnest($${i + 1}::${column.type}[]) AS ${column.name}`)
      .join(', ');
    const rows: { id: string }[] = await this.dataSource.query(
      `WITH v AS (SELECT ${unnested}),
            moved AS (
         UPDATE posts SET ${set}, lease_until = NULL, updated_at = now()
           FROM v WHERE posts.id = v.id AND posts.status = 'publishing'
         RETURNING posts.id)
       SELECT id FROM moved`,
      columns.map((column) => column.values),
    );
    return rows.map((row) => row.id);
  }

  /**
   * The post's figures as LinkedIn reported them, if they still are `before` (a sync that got
   * there first wins); answers whether this call moved them. Runs in the caller's transaction,
   * so the statistics' history is written with it.
   */
  async recordStatistics(
    manager: EntityManager,
    post: { id: string; userId: string },
    before: PostFigures,
    after: PostFigures,
    at: Date,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      // A CTE, so the answer is the moved rows (a bare UPDATE answers [rows, count]).
      `WITH moved AS (
         UPDATE posts SET views = $3, likes = $4, comments = $5, shares = $6,
                metrics_updated_at = $7
          WHERE id = $1 AND user_id = $2
            AND views IS NOT DISTINCT FROM $8::int AND likes IS NOT DISTINCT FROM $9::int
            AND comments IS NOT DISTINCT FROM $10::int AND shares IS NOT DISTINCT FROM $11::int
          RETURNING id)
       SELECT id FROM moved`,
      [
        post.id,
        post.userId,
        after.views,
        after.likes,
        after.comments,
        after.shares,
        at,
        before.views,
        before.likes,
        before.comments,
        before.shares,
      ],
    );
    return rows.length > 0;
  }

  /** LinkedIn confirmed these posts' figures unchanged: only the time of the figures moves. */
  async confirmStatistics(userId: string, postIds: string[], at: Date): Promise<void> {
    if (postIds.length === 0) return;
    await this.dataSource.query(
      `UPDATE posts SET metrics_updated_at = $3 WHERE id = ANY($1::uuid[]) AND user_id = $2`,
      [postIds, userId, at],
    );
  }

  /** The one query of which posts hold which slots, between two moments (inclusive). */
  private inSlots(userId: string, from: Date, to: Date): Promise<Post[]> {
    return this.posts
      .createQueryBuilder('post')
      .where('post.user_id = :userId', { userId })
      .andWhere('post.status IN (:...holders)', { holders: SLOT_HOLDERS })
      .andWhere('post.scheduled_time BETWEEN :from AND :to', { from, to })
      .getMany();
  }

  private async intoSlot(
    user: User,
    post: Post,
    from: PostStatus[],
    requested: Date | null,
    wrongState: string,
    preferred: Date | null = null,
    recordActivity = true,
  ): Promise<Post> {
    // A slot another post takes between the look-up and the update fails the unique index
    // posts_user_slot; then the next free one is tried.
    for (let attempt = 0; attempt < 5; attempt++) {
      const slot = requested ?? preferred ?? (await this.freeSlot(user));
      preferred = null;
      try {
        const scheduled = await this.move(
          post,
          from,
          { status: 'scheduled', scheduledTime: slot, lastError: null, nextAttemptAt: null },
          wrongState,
        );
        if (!recordActivity) return scheduled;
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

  /** The next slot of the user's schedule that no post holds. */
  private async freeSlot(user: User): Promise<Date> {
    const slot = await this.nextFree(user);
    if (!slot) throw new AppError('CONFLICT', 'NO_SLOT', SCHEDULE_MESSAGES.noSlots);
    return slot;
  }

  /** The first slot of `rule` after `from` that no post of the user holds, or null. */
  private async freeSlotOf(userId: string, rule: SlotRule, from: Date): Promise<Date | null> {
    // The schedule's slots for the next year, past the ones posts hold.
    const yearAhead = new Date(from.getTime() + 366 * 24 * 3600_000);
    const taken = await this.takenSlots(userId, from, yearAhead);
    return nextFreeSlot(rule, from, taken);
  }

  /** One conditional UPDATE: the change happens only if the post is still in one of `from`. */
  private async move(
    post: Post,
    from: PostStatus[],
    changes: PostChanges,
    wrongState: string,
  ): Promise<Post> {
    const changed = await this.update(this.dataSource.manager, post, from, changes);
    if (!changed) throw new AppError('CONFLICT', 'POST_STATE', wrongState);
    return changed;
  }

  /** The conditional UPDATE itself, in `manager`'s transaction; null when the post moved on. */
  private async update(
    manager: EntityManager,
    post: Post,
    from: PostStatus[],
    changes: PostChanges,
  ): Promise<Post | null> {
    const result = await manager
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
    return row ? this.fromRow(row) : null;
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
