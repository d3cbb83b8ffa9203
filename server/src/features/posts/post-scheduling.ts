import type { DataSource, Repository } from 'typeorm';
import type * as Contract from '../../generated/graphql';
import { In } from 'typeorm';
import {
  CONTENT_MESSAGES as CM,
  schedulePostSchema,
  SCHEDULE_MESSAGES,
  type PostStatus,
} from '@postpilot/common';
import { AppError } from '../../kernel/errors';
import { limitOf, parseInput, withoutNulls } from '../../kernel/input';
import { excerpt, type ActivityService } from '../activity/activity.service';
import { formatWhen } from '../activity/format-when';
import type { ScheduleService } from '../schedule/schedule.service';
import { nextFreeSlot, upcomingSlots, type SlotRule } from '../schedule/slots';
import type { User } from '../users/user.entity';
import { isSlotTaken, type PostMoves } from './post-moves';
import { Post } from './post.entity';

/** Statuses that can go back to draft (a scheduled post leaves its slot). */
const RETURNABLE: PostStatus[] = ['pending_approval', 'scheduled', 'failed', 'cancelled'];
/**
 * Statuses that hold the slot at their scheduled time. A post waiting for approval holds the
 * slot auto-post proposed for it; a published one keeps the slot it went out in.
 */
const SLOT_HOLDERS: PostStatus[] = ['pending_approval', 'scheduled', 'publishing', 'published'];

/** Slots start at least this far ahead, so a post is never scheduled for a moment already gone. */
export const SCHEDULING_LEAD_MS = 60_000;

/** How far ahead slots are looked for (upcomingSlots' own horizon). */
export const SLOT_HORIZON_MS = 400 * 24 * 3600_000;

/** A post auto-post wrote for a slot. */
export interface PlannedPost {
  userId: string;
  content: string;
  tone: string;
  scheduledTime: Date;
  /** Straight onto the clock, or waiting for the user's approval (holding its slot). */
  status: 'scheduled' | 'pending_approval';
}

/**
 * When posts go out: a post into a slot of its member's schedule (or a time of their own), the
 * approval inbox, Preview Schedule and auto-post's posts into their slots (posts left off the
 * schedule after it changed: OffSchedulePosts). A slot is held by one post at a time (the
 * unique index posts_user_slot): a move that loses a slot to another door takes the next free
 * one, or says the slot is taken.
 */
export class PostScheduling {
  private readonly posts: Repository<Post>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly moves: PostMoves,
    private readonly schedules: ScheduleService,
    private readonly activity: ActivityService,
  ) {
    this.posts = dataSource.getRepository(Post);
  }

  /**
   * A draft into a slot: the time asked for, now (Post now: due at once, so the dispatcher sends
   * it within a tick), else the next free slot of the user's schedule. A failed post can be
   * scheduled again (a retry), and a scheduled one moved to a new time or sent now. A post
   * waiting for approval moves to the time asked for and keeps waiting.
   */
  async schedule(user: User, id: string, input: unknown): Promise<Post> {
    const post = await this.moves.owned(user, id);
    const { scheduledTime, postNow } = parseInput(schedulePostSchema, withoutNulls(input ?? {}));
    if (post.status === 'pending_approval') {
      if (!scheduledTime) throw new AppError('CONFLICT', 'NOT_A_DRAFT', CM.pendingNeedsTime);
      return this.moves.answer(await this.repropose(user, post, scheduledTime));
    }
    const timed = Boolean(scheduledTime || postNow);
    const from: PostStatus[] = timed ? ['draft', 'failed', 'scheduled'] : ['draft', 'failed'];
    const wrongState = timed ? CM.notMovable : CM.onlyDraftsSchedule;
    if (!from.includes(post.status)) throw new AppError('CONFLICT', 'NOT_A_DRAFT', wrongState);
    const at = postNow ? await this.databaseNow() : scheduledTime;
    return this.moves.answer(await this.intoSlot(user, post, from, at, wrongState));
  }

  /** Approval: the post takes the next free slot of the user's schedule. */
  async approve(user: User, id: string): Promise<Post> {
    const post = await this.moves.owned(user, id);
    if (post.status !== 'pending_approval') {
      throw new AppError('CONFLICT', 'NOT_PENDING', CM.onlyPendingApprove);
    }
    return this.moves.answer(await this.approvePending(user, post));
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
    return this.moves.answerAll(
      approved.sort((a, b) => a.scheduledTime!.getTime() - b.scheduledTime!.getTime()),
    );
  }

  /**
   * Declines a post waiting for approval: it becomes cancelled and leaves the slot it was
   * proposed for (auto-post's planner may fill that slot again at its next run). A cancelled
   * post can still be edited, taken back to draft or deleted.
   */
  async reject(user: User, id: string): Promise<Post> {
    const post = await this.moves.owned(user, id);
    if (post.status !== 'pending_approval') {
      throw new AppError('CONFLICT', 'NOT_PENDING', CM.onlyPendingReject);
    }
    const rejected = await this.moves.move(
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
    return this.moves.answer(rejected);
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
    const post = await this.moves.owned(user, id);
    const draft = await this.moves.move(
      post,
      RETURNABLE,
      { status: 'draft', scheduledTime: null, lastError: null, nextAttemptAt: null },
      CM.cannotReturnToDraft,
    );
    return this.moves.answer(draft);
  }

  /** Scheduled posts, soonest first. */
  async upcoming(user: User, limit?: unknown): Promise<Post[]> {
    const posts = await this.posts.find({
      where: { userId: user.id, status: In(['scheduled', 'publishing']) },
      order: { scheduledTime: 'ASC' },
      take: limitOf(limit, 10, 100, 'limit'),
    });
    return this.moves.answerAll(posts);
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
    await this.moves.answerAll(posts);
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

  // ── Choosing when, and posts off the schedule ───────────────────────────────────────────────

  /** The next free slot of the user's schedule (where "Schedule" without a time puts a post). */
  async nextFree(user: User): Promise<Date | null> {
    const rule = await this.schedules.rule(user);
    return this.freeSlotOf(user.id, rule, new Date(Date.now() + SCHEDULING_LEAD_MS));
  }

  /** A waiting-for-approval post to another proposed time; it keeps waiting. */
  private async repropose(user: User, post: Post, at: Date): Promise<Post> {
    const holders = await this.inSlots(user.id, at, at);
    if (holders.some((holder) => holder.id !== post.id)) {
      throw new AppError('CONFLICT', 'SLOT_TAKEN', SCHEDULE_MESSAGES.slotTaken);
    }
    const moved = await this.moves.move(
      post,
      ['pending_approval'],
      { scheduledTime: at },
      CM.notMovable,
    );
    const zone = (await this.schedules.rule(user)).timezone;
    await this.activity.record(
      user.id,
      'post_scheduled',
      `Moved “${excerpt(post.content)}” to ${formatWhen(at, zone)}, waiting for your approval`,
      post.id,
    );
    return moved;
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
      // Scheduled straight away, no one has read it yet (see Post.unreviewed).
      const unreviewed = planned.status === 'scheduled';
      return await this.posts.save(this.posts.create({ ...planned, unreviewed }));
    } catch (error) {
      if (isSlotTaken(error)) return null;
      throw error;
    }
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
        const scheduled = await this.moves.move(
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
}
