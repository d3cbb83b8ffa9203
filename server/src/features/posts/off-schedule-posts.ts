import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import {
  CONTENT_MESSAGES as CM,
  moveOffSchedulePostsSchema,
  SCHEDULE_MESSAGES,
  type PostStatus,
} from '@postpilot/common';
import { AppError } from '../../kernel/errors';
import { limitOf, parseInput, withoutNulls } from '../../kernel/input';
import type { ActivityService } from '../activity/activity.service';
import type { ScheduleService } from '../schedule/schedule.service';
import { isSlot, nextFreeSlot, type SlotRule } from '../schedule/slots';
import type { User } from '../users/user.entity';
import { isSlotTaken, type PostMoves } from './post-moves';
import { Post } from './post.entity';
import { SCHEDULING_LEAD_MS, SLOT_HORIZON_MS, type PostScheduling } from './post-scheduling';

/** Statuses of upcoming posts that can be off the schedule: a post with a time still to come. */
const TIMED: PostStatus[] = ['scheduled', 'pending_approval'];

/** More upcoming posts than any schedule holds; what the off-schedule look-up reads at most. */
const UPCOMING_READ_MAX = 1000;

/**
 * Posts left off the schedule after it changed (offSchedulePosts, moveOffSchedulePosts): upcoming
 * posts whose time is no slot of the schedule, and their move into the next free slots.
 */
export class OffSchedulePosts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly moves: PostMoves,
    private readonly schedules: ScheduleService,
    private readonly activity: ActivityService,
    private readonly scheduling: PostScheduling,
  ) {}

  /**
   * The user's upcoming posts (scheduled, or waiting for approval at a proposed time) whose time
   * is not a slot of the schedule, soonest first: after a schedule change, those that kept their
   * old times, and those the user put at a time of their own.
   */
  async list(user: User, limit?: unknown): Promise<Post[]> {
    const take = limitOf(limit, 100, 100, 'limit');
    const rule = await this.schedules.rule(user);
    const posts = await this.upcomingTimed(this.dataSource.manager, user.id);
    return this.moves.answerAll(
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
  async move(user: User, input: unknown): Promise<Post[]> {
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
        return this.moves.answerAll(moved);
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
    const taken = await this.scheduling.takenSlots(
      userId,
      cursor,
      new Date(cursor.getTime() + SLOT_HORIZON_MS),
    );
    const moved: Post[] = [];
    for (const post of posts) {
      const slot = nextFreeSlot(rule, cursor, taken);
      if (!slot) throw new AppError('CONFLICT', 'NO_SLOT', SCHEDULE_MESSAGES.noSlots);
      const changed = await this.moves.update(manager, post, [post.status], {
        scheduledTime: slot,
      });
      // A post that changed meanwhile (published, sent back to draft) stays as it is now.
      if (!changed) continue;
      taken.add(slot.getTime());
      cursor = slot;
      moved.push(changed);
    }
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
    const found = await this.dataSource
      .getRepository(Post)
      .countBy({ userId: user.id, id: In(unique) });
    if (found !== unique.length) throw AppError.notFound('POST_NOT_FOUND', CM.postNotFound);
  }
}
